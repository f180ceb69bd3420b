import type { CheerioAPI } from "cheerio";
import { cleanText } from "./text.js";

/** What the page's head says about itself, read once: OpenGraph, Twitter card, canonical address, language. */
export interface PageMeta {
  /** og:title or twitter:title: a page that names itself for sharing. */
  openGraphTitle: string | null;
  title: string | null;
  description: string | null;
  siteName: string | null;
  /** og:image, og:image:url, og:image:secure_url and twitter:image, in that order, with declared sizes. */
  images: { url: string; width: number | null; height: number | null }[];
  canonicalUrl: string | null;
  language: string | null;
  /** article:tag values: OpenGraph's only hint at keywords. */
  tags: string[];
}

/** Resolves `href` against the page address; null when it cannot be made an http(s) address. */
export function absoluteUrl(href: string | null | undefined, base: string | null): string | null {
  const raw = href?.trim();
  if (!raw || raw.startsWith("data:")) return null;
  for (const attempt of base ? [base, undefined] : [undefined]) {
    try {
      const url = new URL(raw, attempt);
      return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
    } catch {
      // An unusable base: the address may still be absolute on its own.
    }
  }
  return null;
}

const IMAGE_KEYS = new Set(["og:image", "og:image:url", "og:image:secure_url", "twitter:image", "twitter:image:src"]);

export function readPageMeta($: CheerioAPI, pageUrl: string | null): PageMeta {
  const meta = new Map<string, string[]>();
  $("meta").each((_index, element) => {
    const key = (element.attribs.property ?? element.attribs.name ?? element.attribs.itemprop ?? "").toLowerCase();
    const content = element.attribs.content;
    if (!key || content === undefined) return;
    const list = meta.get(key);
    if (list) list.push(content);
    else meta.set(key, [content]);
  });
  const first = (...keys: string[]) => {
    for (const key of keys) {
      const value = meta.get(key)?.find((candidate) => cleanText(candidate));
      if (value) return cleanText(value);
    }
    return null;
  };
  const canonical = absoluteUrl($('link[rel="canonical" i]').attr("href"), pageUrl);
  const base = canonical ?? pageUrl;
  const images: PageMeta["images"] = [];
  // og:image:width and og:image:height describe the og:image just before them.
  let lastOgImage: PageMeta["images"][number] | null = null;
  $("meta").each((_index, element) => {
    const key = (element.attribs.property ?? element.attribs.name ?? "").toLowerCase();
    const content = element.attribs.content;
    if (!content) return;
    if (key === "og:image:width" || key === "og:image:height") {
      if (lastOgImage) lastOgImage[key === "og:image:width" ? "width" : "height"] = Number(content) || null;
      return;
    }
    if (!IMAGE_KEYS.has(key)) return;
    const url = absoluteUrl(content, base);
    if (!url) return;
    const image = { url, width: null, height: null };
    images.push(image);
    if (key.startsWith("og:")) lastOgImage = image;
  });
  const htmlLang = $("html").attr("lang")?.trim() || null;
  return {
    openGraphTitle: first("og:title", "twitter:title"),
    title: first("og:title", "twitter:title") ?? (cleanText($("title").first().text()) || null),
    description: first("og:description", "description", "twitter:description"),
    siteName: first("og:site_name", "application-name"),
    images,
    canonicalUrl: canonical ?? pageUrl,
    language: htmlLang ?? first("content-language", "og:locale"),
    tags: (meta.get("article:tag") ?? []).map(cleanText).filter(Boolean),
  };
}
