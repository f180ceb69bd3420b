import { flushSync } from "react-dom";
import { type createBrowserRouter, RouterProvider } from "react-router";
import { createApiClient } from "../api/ApiClientContext";
import { createQueryClient } from "../api/queryClient";
import { createSessionLostHandler } from "../api/session";
import { createToastStore } from "../components/Toast/toastStore";
import { currentLocale, RenderLocaleContext } from "../i18n";
import { type ServerRead, seedReads } from "../ssr/serverReads";
import { AppProviders } from "./AppProviders";
import { preloadPageCode, startPrefetch } from "./startPrefetch";

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Wires the app's services around a router: the browser's in production, an in-memory one in
 * tests, a memory one on the server (ssr/entry-server.tsx). `fetch` is injectable for the same reasons.
 * Given the reads a server-rendered page was made from, the app starts from them instead of asking
 * again, so that its first render is the server's markup (hydration); only the page's code loads.
 */
export function createApp(
  router: Router,
  fetchImpl?: typeof fetch,
  serverReads?: readonly ServerRead[],
  /** The language of a page rendered on the server; in the browser, the interface's current one. */
  renderLocale?: string,
) {
  const queryClient = createQueryClient();
  const toastStore = createToastStore();
  const apiClient = createApiClient({
    getLocale: renderLocale ? () => renderLocale : currentLocale,
    onSessionLost: createSessionLostHandler(queryClient, router),
    notify: (kind, message) => toastStore[kind](message),
    fetch: fetchImpl,
  });
  if (serverReads) seedReads(queryClient, serverReads);
  const firstPageReady = serverReads ? preloadPageCode(router) : startPrefetch(router, { queryClient, api: apiClient });
  const app = (
    <AppProviders queryClient={queryClient} apiClient={apiClient} toastStore={toastStore}>
      {/* What react-router/dom's provider adds; imported by hand so that Node-run tests do not load
          a second (CommonJS) copy of the router through that entry point. */}
      <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
    </AppProviders>
  );
  const element = renderLocale ? <RenderLocaleContext value={renderLocale}>{app}</RenderLocaleContext> : app;
  return { element, queryClient, toastStore, apiClient, firstPageReady };
}
