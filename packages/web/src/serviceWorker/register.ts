import { START_READS_CACHE } from "./routing";

/**
 * Registers the service worker that makes the app installable and opens it offline (sw.ts), once
 * the page has loaded: it then fetches what it keeps without competing with the page. Built apps
 * only; browsers offer service workers on secure origins only (https, localhost).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error: unknown) => {
      console.warn("The service worker could not be registered; the app will not open offline", error);
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/** Forgets the start reads the service worker kept (who was signed in): signing out. */
export async function forgetOfflineSession(): Promise<void> {
  if (typeof caches === "undefined") return;
  await caches.delete(START_READS_CACHE).catch(() => false);
}
