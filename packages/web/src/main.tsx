import { DEFAULT_LOCALE, SERVER_STATE_ELEMENT_ID } from "@larder/shared";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { createApp } from "./app/createApp";
import { appRoutes } from "./app/routes";
import { currentLocale, initI18n } from "./i18n";
import { registerServiceWorker } from "./serviceWorker/register";
import type { ServerRead } from "./ssr/serverReads";

// The texts of the language to start in: a catalogue other than English's is fetched, as the page's
// code and first reads are, before the first render (which waits for all of them).
const textsReady = initI18n();
registerServiceWorker();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

/**
 * The reads a server-rendered page was made from (server/src/http/server-render.ts), when the page
 * came with its markup and this browser renders it as the server did: in the language the server
 * rendered it in (the page's `data-locale`, else en-US), which this browser starts in unless it
 * was told another one before the server knew (a choice kept only in this browser's storage).
 */
function serverReads(): ServerRead[] | undefined {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  const renderedIn = document.documentElement.dataset.locale ?? DEFAULT_LOCALE;
  if (!element?.textContent || !container?.firstElementChild || currentLocale() !== renderedIn) return undefined;
  try {
    return JSON.parse(element.textContent) as ServerRead[];
  } catch {
    return undefined;
  }
}

const hydrating = serverReads();
const { element, firstPageReady } = createApp(createBrowserRouter(appRoutes), undefined, hydrating);

/**
 * How long the first render waits for the page's code, its first reads and the theme (startPrefetch).
 * Usually they are in by the time the app's own code has run (the server hints them in index.html);
 * on a slow link the frame and a spinner show after this long instead of a blank page.
 */
const FIRST_RENDER_WAIT_MS = 500;

if (hydrating) {
  // The page is on screen already: the app takes over the server's markup once the page's code is
  // in (hinted in the head, so usually at once), rather than drawing it again.
  void Promise.all([firstPageReady, textsReady]).then(() => hydrateRoot(container, <StrictMode>{element}</StrictMode>));
} else {
  const root = createRoot(container);
  // Rendered as a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread throughout: the requests started before it (startPrefetch) go on meanwhile.
  const pageReady = Promise.race([firstPageReady, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
  void Promise.all([pageReady, textsReady]).then(() =>
    startTransition(() => root.render(<StrictMode>{element}</StrictMode>)),
  );
}
