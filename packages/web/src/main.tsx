import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { createApp } from "./app/createApp";
import { appRoutes } from "./app/routes";
import { initI18n } from "./i18n";
import { registerServiceWorker } from "./serviceWorker/register";

initI18n();
registerServiceWorker();
const { element, firstPageReady } = createApp(createBrowserRouter(appRoutes));

/**
 * How long the first render waits for the page's code, its first reads and the theme (startPrefetch).
 * Usually they are in by the time the app's own code has run (the server hints them in index.html);
 * on a slow link the frame and a spinner show after this long instead of a blank page.
 */
const FIRST_RENDER_WAIT_MS = 500;

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
const root = createRoot(container);
// Rendered as a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread throughout: the requests started before it (startPrefetch) go on meanwhile.
void Promise.race([firstPageReady, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]).then(() =>
  startTransition(() => root.render(<StrictMode>{element}</StrictMode>)),
);
