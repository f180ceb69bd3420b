/** The message a bookmarklet posts to the import page it opened, and the page's acknowledgement. */
export const BOOKMARKLET_MESSAGE = "larder-bookmarklet-page";
export const BOOKMARKLET_RECEIVED = "larder-bookmarklet-received";

/**
 * The bookmarklet's code: it opens this Larder's import page and posts it the open page's address
 * and HTML until the page acknowledges (pages take a moment to load), for at most 20 seconds.
 * Larder's session stays in its own window: the recipe site never sees it.
 */
export function bookmarkletCode(importPageUrl: string): string {
  const origin = new URL(importPageUrl).origin;
  const target = JSON.stringify(importPageUrl);
  const from = JSON.stringify(origin);
  return `javascript:(()=>{const w=window.open(${target},"larder-import");const d={type:"${BOOKMARKLET_MESSAGE}",url:location.href,html:document.documentElement.outerHTML};const i=setInterval(()=>w.postMessage(d,${from}),500);setTimeout(()=>clearInterval(i),20000);addEventListener("message",e=>{if(e.origin===${from}&&e.data==="${BOOKMARKLET_RECEIVED}")clearInterval(i)})})()`;
}

/** Whether a message event carries a page from the bookmarklet. */
export function pageFromBookmarklet(data: unknown): { url: string; html: string } | null {
  if (!data || typeof data !== "object") return null;
  const message = data as Record<string, unknown>;
  if (message.type !== BOOKMARKLET_MESSAGE || typeof message.html !== "string" || typeof message.url !== "string") {
    return null;
  }
  return { url: message.url, html: message.html };
}
