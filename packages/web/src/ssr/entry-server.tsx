import InitColorSchemeScript from "@mui/material/InitColorSchemeScript";
import type { QueryClient } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { prerender } from "react-dom/static";
import { createMemoryRouter } from "react-router";
import { createApp } from "../app/createApp";
import { appRoutes } from "../app/routes";
import { rendererRequestCount } from "../components/Markdown/renderer";
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
  /** Answers the app's `/api` reads as the viewer who asked for the page (their session, no one else's). */
  fetch: typeof fetch;
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
export async function renderPage({ url, fetch }: ServerPageRequest): Promise<ServerRenderedPage | null> {
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  // The same start as in the browser: the page's code, who is signed in, the theme, the page's own reads.
  const rendererRequestsBefore = rendererRequestCount();
  const { element, queryClient, firstPageReady } = createApp(router, fetch);
  await firstPageReady;
  // The first render in the browser waits for the theme and the page's own reads only; the server
  // waits for every read started, so that the markup shows them all (who is signed in, too).
  await allReadsSettled(queryClient);
  const failedRead = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status !== "success");
  // Text in Markdown needs the sanitiser, which needs a DOM: such a page is left to the browser (a
  // page that asks for it only while rendering, for a card, fails its render below).
  if (failedRead || rendererRequestCount() > rendererRequestsBefore) return null;

  const markup = await renderedMarkup(<StrictMode>{element}</StrictMode>);
  const state = answeredReads(queryClient);
  queryClient.clear();
  return markup === null ? null : { markup, state, head: COLOR_SCHEME_SCRIPT };
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
