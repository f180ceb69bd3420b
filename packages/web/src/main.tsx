import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { createApp } from "./app/createApp";
import { appRoutes } from "./app/routes";
import { initI18n } from "./i18n";

initI18n();
const { element } = createApp(createBrowserRouter(appRoutes));

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
createRoot(container).render(<StrictMode>{element}</StrictMode>);
