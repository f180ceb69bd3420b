import fs from "node:fs";
import path from "node:path";
import { GROUP_HOME_PAGE, NOT_RECIPE_SLUGS, RECIPE_PAGE, SHARED_RECIPE_PAGE } from "./web-pages.js";

/**
 * Hints written into index.html's head for the page a browser is opening: that page's own code
 * (`modulepreload`) and its first API read (`preload`). Without them a first visit asks for the
 * page's code only once the app's entry code has arrived and run, and for the recipe only once
 * the page's code has arrived; with them all three load side by side.
 */

/** The part of Vite's build manifest (dist/.vite/manifest.json) read here. */
type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** Who opens the page, as far as its first read is concerned. */
export interface PageViewer {
  /** The slug of the signed-in user's group; null for a visitor. */
  groupSlug: string | null;
}

interface HintedPage {
  pattern: RegExp;
  /** The page's module in the web app's sources, as the manifest names it. */
  module: string;
  /** The API path (under /api/) the page reads first, given the path's parts. */
  firstRead?: (parts: string[], viewer: PageViewer) => string | null;
}

/**
 * The pages people arrive on from outside the app (shared links, bookmarks). Each first read is
 * the request the page itself makes (web/src/api/recipes/queries.ts): a member reads the group's
 * recipe, anyone else the public one through the explore API.
 */
const HINTED_PAGES: HintedPage[] = [
  {
    pattern: RECIPE_PAGE,
    module: "src/pages/RecipePage/RecipePage.tsx",
    firstRead: ([groupSlug = "", recipeSlug = ""], viewer) => {
      if (NOT_RECIPE_SLUGS.has(recipeSlug)) return null;
      return viewer.groupSlug === groupSlug
        ? `recipes/${encodeURIComponent(recipeSlug)}`
        : `explore/recipes/${encodeURIComponent(groupSlug)}/${encodeURIComponent(recipeSlug)}`;
    },
  },
  { pattern: SHARED_RECIPE_PAGE, module: "src/pages/SharedRecipe/SharedRecipePage.tsx" },
  { pattern: GROUP_HOME_PAGE, module: "src/pages/GroupHome/GroupHomePage.tsx" },
];

/** The web app's source modules that get hints: they must keep these paths (a test checks). */
export const HINTED_PAGE_MODULES = HINTED_PAGES.map((page) => page.module);

/** The build's manifest, or null when the build wrote none (then no page gets hints). */
export function readBuildManifest(webDir: string): BuildManifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDir, ".vite", "manifest.json"), "utf8")) as BuildManifest;
  } catch {
    return null;
  }
}

/** The chunk files a module needs before it runs: its own and every static import's, less the entry's. */
export function chunksOf(manifest: BuildManifest, module: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    // The entry and what it imports are loaded by index.html's own script.
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return files;
}

function decodedParts(match: RegExpExecArray): string[] | null {
  try {
    return match.slice(1).map((part) => decodeURIComponent(part));
  } catch {
    return null;
  }
}

/** The web app's catalogues of texts, one chunk each (web/src/i18n/index.ts). */
const CATALOGUE_MODULE = /^src\/i18n\/locales\/([A-Za-z-]+)\.json$/;

export class PageHints {
  private readonly codeByModule = new Map<string, string[]>();
  private readonly catalogueByLocale = new Map<string, string>();

  constructor(manifest: BuildManifest | null) {
    if (!manifest) return;
    for (const page of HINTED_PAGES) this.codeByModule.set(page.module, chunksOf(manifest, page.module));
    for (const [module, chunk] of Object.entries(manifest)) {
      const catalogue = CATALOGUE_MODULE.exec(module);
      if (catalogue?.[1]) this.catalogueByLocale.set(catalogue[1], chunk.file);
    }
  }

  /**
   * The `<link>` of a language's catalogue of texts, for a page sent to a viewer of that language:
   * the app fetches it before its first render, so it is asked for with the app's own code. None for
   * en-US, which is in the app's first chunk.
   */
  catalogueTag(locale: string): string[] {
    const file = this.catalogueByLocale.get(locale);
    return file ? [`<link rel="modulepreload" crossorigin href="/${file}">`] : [];
  }

  /** Whether a path is a page that gets hints (so the viewer need only be looked up for those). */
  covers(pathname: string): boolean {
    return this.codeByModule.size > 0 && HINTED_PAGES.some((page) => page.pattern.test(pathname));
  }

  /** The `<link>` elements for a page's head; empty for a page without hints. */
  headTags(pathname: string, viewer: PageViewer): string[] {
    for (const page of HINTED_PAGES) {
      const match = page.pattern.exec(pathname);
      if (!match) continue;
      const parts = decodedParts(match);
      if (!parts) return [];
      const code = (this.codeByModule.get(page.module) ?? []).map(
        (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
      );
      const read = page.firstRead?.(parts, viewer);
      // The same request the app makes (same-origin credentials), so that the app's fetch takes this answer.
      const data = read ? [`<link rel="preload" href="/api/${read}" as="fetch" crossorigin="anonymous">`] : [];
      return [...data, ...code];
    }
    return [];
  }
}
