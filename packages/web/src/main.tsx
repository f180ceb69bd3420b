import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { createApp } from "./app/createApp";
import { appRoutes } from "./app/routes";
import { initI18n } from "./i18n";

initI18n();
const { element } = createApp(createBrowserRouter(appRoutes));

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
const root = createRoot(container);
// Rendered as a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread throughout: the requests started before it (startPrefetch) go on meanwhile.
startTransition(() => root.render(<StrictMode>{element}</StrictMode>));
