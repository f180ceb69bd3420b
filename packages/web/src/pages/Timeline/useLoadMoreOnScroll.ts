import { useEffect, useRef } from "react";

/** Calls `onLoad` when the returned element (the end of a list) comes near the screen. */
export function useLoadMoreOnScroll({ canLoad, onLoad }: { canLoad: boolean; onLoad: () => void }) {
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const end = endRef.current;
    if (!end || !canLoad || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoad();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [canLoad, onLoad]);
  return endRef;
}
