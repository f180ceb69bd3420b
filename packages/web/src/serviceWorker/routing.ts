/**
 * What the service worker does with a request (sw.ts), apart from the worker so that it can be
 * tested. Only the app itself is cached: its page, its built files, and the three reads every page
 * starts with; every other API call, the event streams and media pass through untouched.
 */

/** The reads index.html preloads on every start: who is signed in, the server's facts, the theme. */
export const START_READS = ["/api/users/self", "/api/app/about", "/api/app/about/theme"];

export type RequestRoute =
  /** A page: the network's answer, else the cached app (every route is the same index.html). */
  | "page"
  /** A built file: its name changes with its content, so a cached copy is always right. */
  | "asset"
  /** One of START_READS: the network's answer (kept), else the last one kept. */
  | "startRead"
  /** Not the service worker's business. */
  | "network";

export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
}

export function routeOf(request: RequestFacts, origin: string, precached: ReadonlySet<string>): RequestRoute {
  if (request.method !== "GET") return "network";
  const url = new URL(request.url);
  if (url.origin !== origin) return "network";
  if (request.mode === "navigate") return url.pathname.startsWith("/api/") ? "network" : "page";
  if (START_READS.includes(url.pathname) && url.search === "") return "startRead";
  if (url.pathname.startsWith("/assets/") || precached.has(url.pathname)) return "asset";
  return "network";
}

/** The caches of one build of the app and of the start reads (kept across builds: they are data). */
export const APP_CACHE_PREFIX = "larder-app-";
export const START_READS_CACHE = "larder-start-reads";
