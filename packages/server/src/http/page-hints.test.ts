import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { chunksOf, HINTED_PAGE_MODULES, PageHints } from "./page-hints.js";

/** A manifest as Vite writes it: the entry, a page importing shared chunks (one imported twice), a cycle. */
const manifest = {
  "index.html": { file: "assets/index-aaa.js", isEntry: true, imports: ["_Chip-ccc.js"] },
  "src/pages/RecipePage/RecipePage.tsx": {
    file: "assets/RecipePage-bbb.js",
    imports: ["index.html", "_Chip-ccc.js", "_Rating-ddd.js"],
  },
  "_Chip-ccc.js": { file: "assets/Chip-ccc.js", imports: ["index.html"] },
  "_Rating-ddd.js": { file: "assets/Rating-ddd.js", imports: ["_Chip-ccc.js", "_Stars-eee.js"] },
  "_Stars-eee.js": { file: "assets/Stars-eee.js", imports: ["_Rating-ddd.js"] },
  "src/pages/GroupHome/GroupHomePage.tsx": { file: "assets/GroupHomePage-fff.js", imports: ["index.html"] },
};

const member = { groupSlug: "home" };
const visitor = { groupSlug: null };

describe("page hints", () => {
  it("lists a page's chunk and every chunk it imports, once each, without the entry", () => {
    expect(chunksOf(manifest, "src/pages/RecipePage/RecipePage.tsx")).toEqual([
      "assets/RecipePage-bbb.js",
      "assets/Chip-ccc.js",
      "assets/Rating-ddd.js",
      "assets/Stars-eee.js",
    ]);
    expect(chunksOf(manifest, "src/pages/Unknown.tsx")).toEqual([]);
  });

  it("hints a member's recipe page with the group's recipe read and the page's code", () => {
    const tags = new PageHints(manifest).headTags("/g/home/r/leek-soup", member);
    expect(tags).toEqual([
      '<link rel="preload" href="/api/recipes/leek-soup" as="fetch" crossorigin="anonymous">',
      '<link rel="modulepreload" crossorigin href="/assets/RecipePage-bbb.js">',
      '<link rel="modulepreload" crossorigin href="/assets/Chip-ccc.js">',
      '<link rel="modulepreload" crossorigin href="/assets/Rating-ddd.js">',
      '<link rel="modulepreload" crossorigin href="/assets/Stars-eee.js">',
    ]);
  });

  it("reads through the explore API for a visitor or a member of another group, with the path's parts encoded as the app does", () => {
    const hints = new PageHints(manifest);
    const explore =
      '<link rel="preload" href="/api/explore/recipes/home/leek-soup" as="fetch" crossorigin="anonymous">';
    expect(hints.headTags("/g/home/r/leek-soup", visitor)[0]).toBe(explore);
    expect(hints.headTags("/g/home/r/leek-soup/", { groupSlug: "other" })[0]).toBe(explore);
    expect(hints.headTags("/g/home/r/cr%C3%A8me%20br%C3%BBl%C3%A9e", member)[0]).toBe(
      '<link rel="preload" href="/api/recipes/cr%C3%A8me%20br%C3%BBl%C3%A9e" as="fetch" crossorigin="anonymous">',
    );
  });

  it("gives the page that creates a recipe its code but no recipe read", () => {
    const tags = new PageHints(manifest).headTags("/g/home/r/create", member);
    expect(tags.some((tag) => tag.includes("/api/"))).toBe(false);
    expect(tags[0]).toBe('<link rel="modulepreload" crossorigin href="/assets/RecipePage-bbb.js">');
  });

  it("gives other pages, undecodable paths and a build without a manifest nothing", () => {
    const hints = new PageHints(manifest);
    expect(hints.covers("/user/profile")).toBe(false);
    expect(hints.headTags("/user/profile", member)).toEqual([]);
    expect(hints.headTags("/g/home/r/%E0%A4%A", member)).toEqual([]);
    expect(hints.headTags("/g/home", member)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/GroupHomePage-fff.js">',
    ]);
    expect(new PageHints(null).covers("/g/home/r/leek-soup")).toBe(false);
  });

  it("names page modules that exist in the web app's sources", () => {
    for (const module of HINTED_PAGE_MODULES) {
      expect(fs.existsSync(fileURLToPath(new URL(`../../../web/${module}`, import.meta.url))), module).toBe(true);
    }
  });
});
