import { useEffect, useState } from "react";

export type WakeLockState = "active" | "unsupported" | "refused";

/**
 * Keeps the screen on while mounted (cook mode). Browsers drop the lock when the tab is hidden, so
 * it is asked for again each time the page becomes visible.
 */
export function useWakeLock(): WakeLockState {
  const supported = typeof navigator !== "undefined" && "wakeLock" in navigator;
  const [state, setState] = useState<WakeLockState>(supported ? "active" : "unsupported");

  useEffect(() => {
    if (!supported) return;
    let sentinel: WakeLockSentinel | null = null;
    let released = false;

    async function acquire() {
      if (document.visibilityState !== "visible") return;
      try {
        const lock = await navigator.wakeLock.request("screen");
        if (released) {
          await lock.release();
          return;
        }
        sentinel = lock;
        setState("active");
      } catch {
        // Refused by the browser (battery saver, no user gesture yet, permissions policy).
        setState("refused");
      }
    }

    const onVisibilityChange = () => void acquire();
    void acquire();
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => {
      released = true;
      document.removeEventListener("visibilitychange", onVisibilityChange);
      void sentinel?.release();
    };
  }, [supported]);

  return state;
}
