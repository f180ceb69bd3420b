import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";

/**
 * The leave-page warning of EDIT mode (SPEC §4). It is armed while the editor holds changes that
 * are not saved: the browser asks before a reload or closing the tab, and in-app navigation waits
 * for the returned blocker to be answered (`proceed()` / `reset()`). `allowLeaving()` disarms it at
 * once, before the page moves on after a save or a cancel.
 */
export function useLeavePageWarning(unsavedChanges: boolean) {
  const leavingAllowed = useRef(false);
  useEffect(() => {
    if (!unsavedChanges) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (leavingAllowed.current) return;
      event.preventDefault();
      // Older browsers only ask when a return value is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsavedChanges]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsavedChanges && !leavingAllowed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const allowLeaving = () => {
    leavingAllowed.current = true;
  };
  return { blocker, allowLeaving };
}
