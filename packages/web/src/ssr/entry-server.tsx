import { DEFAULT_LOCALE } from "@larder/shared";
import InitColorSchemeScript from "@mui/material/InitColorSchemeScript";
import { type Query, type QueryClient, skipToken } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { prerender } from "react-dom/static";
import { createMemoryRouter } from "react-router";
import { createApp } from "../app/createApp";
import { appRoutes } from "../app/routes";
import type { PageRouteHandle } from "../app/startPrefetch";
import { createMarkdownRenderer } from "../components/Markdown/markdownRenderer";
import { setRendererSource } from "../components/Markdown/renderer";
import { findLocale, loadCatalogue } from "../i18n";
import { COLOR_MODE_STORAGE_KEY } from "../theme/AppThemeProvider";
import { answeredReads, type ServerRead } from "./serverReads";

/**
 * The server's side of a first visit (server/src/http/server-render.ts): the app rendered to HTML at
 * an address, from the same reads and the same code as in the browser, which then takes the markup
 * over (hydration, main.tsx) instead of drawing the page again.
 */

export interface ServerPageRequest {
  /** The page's path and query string. */
  url: string;
  /** The viewer's interface language (their choice's cookie, else their browser's); en-US when not given. */
  locale?: string;
  /** Answers the app's `/api` reads as the viewer who asked for the page (their session, no one else's). */
  fetch: typeof fetch;
  /**
   * A DOM for the sanitiser of recipe text written in Markdown (DOMPurify needs one), asked for only
   * once a page shows such text. Without it such a page is left to the browser.
   */
  loadDom?: () => Promise<Window>;
}

export interface ServerRenderedPage {
  /** The markup of `#root`, with the emotion styles it uses inline (emotion moves them to the head). */
  markup: string;
  /** The reads the markup shows, for the browser's query cache. */
  state: ServerRead[];
  /** Elements for the page's head. */
  head: string;
}

/**
 * Sets the light or dark scheme the visitor chose (or their system's) on the document before it is
 * painted, as the app's theme does once it runs: a dark page does not first paint light.
 */
const COLOR_SCHEME_SCRIPT = renderToStaticMarkup(
  <InitColorSchemeScript attribute="class" modeStorageKey={COLOR_MODE_STORAGE_KEY} />,
);

/** How long a render may take before the page is sent without its markup. */
const RENDER_TIMEOUT_MS = 2_000;
/** Renders made at most to get a page whose every part is in (see renderedMarkup). */
const MAX_RENDERS = 3;
/** What React writes for a part of the page that was not ready when the rest was. */
const PENDING_PART = "<!--$?-->";

/**
 * The page at `url` as the viewer would first see it, or null when it should not be rendered here:
 * a read the page needs failed (a recipe the viewer may not see, a group that is not theirs or not
 * public) or anything in the render failed. The browser then renders the page itself, as without
 * server rendering.
 */
export async function renderPage({
  url,
  fetch,
  loadDom,
  locale = DEFAULT_LOCALE,
}: ServerPageRequest): Promise<ServerRenderedPage | null> {
  if (!loadDom || !findLocale(locale)) return null;
  sanitiseWith(loadDom);
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  await loadCatalogue(locale);
  // The same start as in the browser: the page's code, who is signed in, the theme, the page's own reads.
  const { element, queryClient, firstPageReady } = createApp(router, fetch, undefined, locale);
  await firstPageReady;
  // The first render in the browser waits for the theme and the page's own reads only; the server
  // waits for every read started, so that the markup shows them all (who is signed in, too).
  await allReadsSettled(queryClient);
  const failedRead = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status !== "success");
  if (failedRead) return null;

  const page = <StrictMode>{element}</StrictMode>;
  let markup = await renderedMarkup(page);
  // Reads a page asks for only as it renders (the group home's first cards, with the order of the
  // address or the default one, as the browser's first render asks for them) are made, and the page
  // rendered again with their answers, on the pages that declare it: on others they are secondary
  // (the sidebar's cookbooks, the viewer's own rating), not worth a second render before sending.
  // One that fails is left for the browser to make, as it would.
  const rendersAgain = router.state.matches.some(
    (match) => (match.route.handle as PageRouteHandle | undefined)?.serverReadsAskedWhileRendering,
  );
  const readsAskedWhileRendering = rendersAgain ? unstartedReads(queryClient) : [];
  if (markup !== null && readsAskedWhileRendering.length > 0) {
    await Promise.allSettled(readsAskedWhileRendering.map((query) => query.fetch()));
    for (const query of readsAskedWhileRendering) {
      if (query.state.status !== "success") queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
    }
    markup = await renderedMarkup(page);
  }
  const state = answeredReads(queryClient);
  queryClient.clear();
  return markup === null ? null : { markup, state, head: COLOR_SCHEME_SCRIPT };
}

let sanitiserDom: (() => Promise<Window>) | undefined;

/** Recipe text in Markdown is sanitised on the DOM the server gives, with the browser's rules (markdownRenderer.ts). */
function sanitiseWith(loadDom: () => Promise<Window>): void {
  if (sanitiserDom === loadDom) return;
  sanitiserDom = loadDom;
  setRendererSource(async () => createMarkdownRenderer((await loadDom()) as Window & typeof globalThis));
}

/**
 * The reads a render asked for that nothing has started: on the server a query only starts when its
 * component mounts, which never happens there. Reads switched off (waiting on another) stay off.
 */
function unstartedReads(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== "pending" || query.state.fetchStatus !== "idle") return false;
      const { enabled, queryFn } = query.options as { enabled?: unknown; queryFn?: unknown };
      const on = typeof enabled === "function" ? enabled(query) : enabled;
      return on !== false && queryFn !== undefined && queryFn !== skipToken;
    });
}

/** Resolves once no read of the client is under way. */
function allReadsSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe = () => {};
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });
}

/**
 * The markup of a whole page, or null if a render failed. A part whose code had not loaded yet (a
 * lazy component the first time it is used) would come as a placeholder and a script that swaps it
 * in: hidden without scripts, and run before the app's own. Such a render only loads that code, and
 * the next one, which finds it loaded, is kept.
 */
async function renderedMarkup(element: ReactNode): Promise<string | null> {
  for (let render = 1; render <= MAX_RENDERS; render++) {
    let failed = false;
    const { prelude } = await prerender(element, {
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      // A large finished part would also be sent apart, to be swapped in by a script: kept in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: () => {
        failed = true;
      },
    });
    const markup = await new Response(prelude).text();
    if (failed) return null;
    if (!markup.includes(PENDING_PART)) return markup;
  }
  return null;
}
