import createCache, { type EmotionCache } from "@emotion/cache";
import { __unsafe_useEmotionCache as useOuterEmotionCache } from "@emotion/react";
import { useMemo } from "react";
import rtlPlugin from "stylis-plugin-rtl";

const RTL_KEY = "muirtl";

function createRightToLeftCache(): EmotionCache {
  return createCache({ key: RTL_KEY, stylisPlugins: [rtlPlugin] });
}

/** The browser's one right-to-left cache, made on the first right-to-left render. */
let browserRtlCache: EmotionCache | undefined;

/**
 * The emotion cache for a direction. A right-to-left language's styles are mirrored (`left` becomes
 * `right`, margins and paddings swap sides...) for every component, MUI's own and the app's `sx`,
 * by a cache with a mirroring step. Left to right keeps emotion's own cache (null on the server,
 * where emotion makes one per render); a switch of language swaps the cache without remounting.
 * On the server a right-to-left page gets a cache of its own: a cache inlines each style only the
 * first time, and every page must carry all of its styles.
 */
export function useDirectionCache(direction: "ltr" | "rtl"): EmotionCache | null {
  const outer = useOuterEmotionCache();
  const serverRtlCache = useMemo(
    () => (typeof document === "undefined" && direction === "rtl" ? createRightToLeftCache() : null),
    [direction],
  );
  if (direction === "ltr") return outer;
  if (serverRtlCache) return serverRtlCache;
  browserRtlCache ??= createRightToLeftCache();
  return browserRtlCache;
}
