import type { QueryClient } from "@tanstack/react-query";
import type { createBrowserRouter, Params } from "react-router";
import type { ApiClient } from "../api/ApiClientContext";
import { appInfoQueryOptions, appThemeQueryOptions } from "../api/app/queries";
import { currentUserQueryOptions } from "../api/users/queries";
import { preloadElement } from "../components/OnDemand/OnDemand";

export interface PagePrefetchContext {
  queryClient: QueryClient;
  api: ApiClient;
}

/** What a route may declare in its `handle`. */
export interface PageRouteHandle {
  /** Starts the page's own requests at start-up, before its lazily loaded code has arrived. */
  prefetch?: (params: Params, context: PagePrefetchContext) => Promise<void>;
  /**
   * Rendered on the server, the page's main content needs reads that it only asks for as it renders
   * (the group home's list, whose order comes from the address or the defaults): the server makes
   * them and renders the page a second time (ssr/entry-server.tsx). Other pages are rendered once.
   */
  serverReadsAskedWhileRendering?: boolean;
}

type Router = Pick<ReturnType<typeof createBrowserRouter>, "state">;

/**
 * Starts, before the first render, the requests that the first page would otherwise send only once
 * its code has loaded and rendered: the page's own code, who is signed in, the server's facts and
 * theme, and what the page at the address declares. The queries that render later find them under
 * way or answered.
 * Resolves once the page's code, its own reads and the theme are in (or have failed): a first
 * render made before then is partly redone when they arrive (see lazyNamed), at the cost of
 * rendering much of the app twice.
 */
export function startPrefetch(router: Router, context: PagePrefetchContext): Promise<void> {
  const { queryClient, api } = context;
  void queryClient.prefetchQuery(currentUserQueryOptions(api));
  void queryClient.prefetchQuery(appInfoQueryOptions(api));
  const theme = queryClient.prefetchQuery(appThemeQueryOptions(api));
  const page: Promise<unknown>[] = [];
  for (const match of router.state.matches) {
    page.push(preloadElement(match.route.element));
    const handle = match.route.handle as PageRouteHandle | undefined;
    // A failed read is the page's to report, when it asks again.
    if (handle?.prefetch) page.push(handle.prefetch(match.params, context).catch(() => {}));
  }
  return Promise.all([theme, ...page]).then(() => {});
}

/** Loads the code of the page at the address (its lazy elements), resolving once it is in or has failed. */
export function preloadPageCode(router: Router): Promise<void> {
  return Promise.all(router.state.matches.map((match) => preloadElement(match.route.element))).then(() => {});
}
