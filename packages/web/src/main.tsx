import { DEFAULT_LOCALE, SERVER_STATE_ELEMENT_ID } from "@larder/shared";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { createApp } from "./app/createApp";
import { appRoutes } from "./app/routes";
import { currentLocale, initI18n } from "./i18n";
import { registerServiceWorker } from "./serviceWorker/register";
import type { ServerRead } from "./ssr/serverReads";

initI18n();
registerServiceWorker();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

/**
 * The reads a server-rendered page was made from (server/src/http/server-render.ts), when the page
 * came with its markup and this browser renders it as the server did: the server renders in the
 * default locale (another one may change the text's direction and its numbers).
 */
function serverReads(): ServerRead[] | undefined {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent || !container?.firstElementChild || currentLocale() !== DEFAULT_LOCALE) return undefined;
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
  void firstPageReady.then(() => hydrateRoot(container, <StrictMode>{element}</StrictMode>));
} else {
  const root = createRoot(container);
  // Rendered as a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread throughout: the requests started before it (startPrefetch) go on meanwhile.
  void Promise.race([firstPageReady, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]).then(() =>
    startTransition(() => root.render(<StrictMode>{element}</StrictMode>)),
  );
}
