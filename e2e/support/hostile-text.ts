import { expect, type Page } from "@playwright/test";

/**
 * Starts recording what hostile text could do to a page beyond running: crash it (a probe saw
 * Chromium crash on such pages) or throw. The returned list is empty while nothing happened.
 */
export function watchForHarm(page: Page): string[] {
  const harm: string[] = [];
  page.on("crash", () => harm.push("the page crashed"));
  page.on("pageerror", (error) => harm.push(`uncaught error: ${error.message}`));
  return harm;
}

/**
 * No payload of `HOSTILE_PAYLOADS` ran (`window.__xss` is unset) and none of its elements exists:
 * no handler attribute, no script of its own, no picture outside rendered Markdown (whose whitelist
 * keeps a picture, without its handler). `jsonLdNames` are the recipe names the page's head must
 * describe in JSON-LD, read back whole: the text did not break out of the script element. The reads
 * a server-rendered page embeds (`type="application/json"`, never run) hold the text too: they must
 * read back whole as JSON, like the JSON-LD.
 */
export async function expectNothingInjected(page: Page, jsonLdNames: string[]): Promise<void> {
  const found = await page.evaluate(() => {
    const jsonLd = [...document.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]')];
    const embeddedReads = [...document.querySelectorAll<HTMLScriptElement>('script[type="application/json"]')];
    const readsWhole = (script: HTMLScriptElement) => {
      try {
        JSON.parse(script.text);
        return true;
      } catch {
        return false;
      }
    };
    return {
      ran: (window as { __xss?: unknown }).__xss ?? null,
      handlers: document.querySelectorAll("[onerror], [onload]").length,
      scripts: [...document.scripts].filter(
        (script) => !jsonLd.includes(script) && !embeddedReads.includes(script) && script.text.includes("__xss"),
      ).length,
      brokenReads: embeddedReads.filter((script) => !readsWhole(script)).length,
      strayPictures: [...document.querySelectorAll('img[src="x"]')].filter((image) => !image.closest(".markdown"))
        .length,
      jsonLdNames: jsonLd.map((script) => (JSON.parse(script.text) as { name?: string }).name),
    };
  });
  expect(found).toEqual({ ran: null, handlers: 0, scripts: 0, brokenReads: 0, strayPictures: 0, jsonLdNames });
}
