/// <reference lib="webworker" />
import { APP_CACHE_PREFIX, type RequestRoute, routeOf, START_READS, START_READS_CACHE } from "./routing";

/**
 * Larder's service worker, built into dist/sw.js by build/serviceWorker.ts, which writes in the
 * build's version and the files to keep: the app's page and start-up code, and the shopping-list
 * pages' code, so that the app opens with no connection and a list opened once is usable there.
 */

declare const __BUILD_VERSION__: string;
declare const __PRECACHE__: string[];

// The DOM library's `self` is the window's; in a service worker it is the worker's global scope.
const worker = self as unknown as ServiceWorkerGlobalScope;
const APP_CACHE = `${APP_CACHE_PREFIX}${__BUILD_VERSION__}`;
const PRECACHE = __PRECACHE__;
const precached = new Set(PRECACHE);

worker.addEventListener("install", (event) => {
  // No skipWaiting: pages open now keep the worker (and the files) of the build they were loaded with.
  event.waitUntil(Promise.all([caches.open(APP_CACHE).then((cache) => cache.addAll(PRECACHE)), keepStartReads()]));
});

/**
 * The start reads as they are now: the page that installed the worker read them before the worker
 * could keep them, and without them the app cannot open offline until the next visit.
 */
async function keepStartReads(): Promise<void> {
  const cache = await caches.open(START_READS_CACHE);
  await Promise.all(
    START_READS.map(async (path) => {
      try {
        const response = await fetch(path);
        if (response.ok) await cache.put(path, response);
      } catch {
        // Offline while installing: kept on the next start instead.
      }
    }),
  );
}

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(APP_CACHE_PREFIX) && name !== APP_CACHE)
          .map((name) => caches.delete(name)),
      );
      // The first install takes the page that registered it, so that it works offline without a reload.
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener("fetch", (event) => {
  const route: RequestRoute = routeOf(event.request, worker.location.origin, precached);
  if (route === "page") event.respondWith(page(event.request));
  else if (route === "asset") event.respondWith(asset(event.request));
  else if (route === "startRead") event.respondWith(startRead(event.request));
});

async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match("/index.html", { cacheName: APP_CACHE });
    if (cached) return cached;
    throw error;
  }
}

async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(APP_CACHE);
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** Network first; the last good answer when there is no network. A refusal (signed out) forgets it. */
async function startRead(request: Request): Promise<Response> {
  const cache = await caches.open(START_READS_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request.url, response.clone());
    else if (response.status === 401) await cache.delete(request.url);
    return response;
  } catch (error) {
    const cached = await cache.match(request.url);
    if (cached) return cached;
    throw error;
  }
}
