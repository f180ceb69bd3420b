import { createContext, type ReactNode, use } from "react";
import { useCookTimers } from "./useCookTimers";

type CookTimers = ReturnType<typeof useCookTimers>;

const CookTimersContext = createContext<CookTimers | null>(null);

/**
 * Holds cook mode's timers for as long as the recipe is on screen, so that leaving cook mode (to
 * read the whole recipe, say) neither stops nor forgets them, and a finished one still rings. Only
 * cook mode reads them: their ticking re-renders it, not the page around it.
 */
export function CookTimersProvider({ children }: { children: ReactNode }) {
  return <CookTimersContext value={useCookTimers()}>{children}</CookTimersContext>;
}

export function useRecipeCookTimers(): CookTimers {
  const timers = use(CookTimersContext);
  if (!timers) throw new Error("useRecipeCookTimers needs a CookTimersProvider around the recipe");
  return timers;
}
