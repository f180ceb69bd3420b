import { MOBILE_BREAKPOINT_PX } from "@larder/shared";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useState } from "react";

export interface DrawerState {
  open: boolean;
  /** Below the mobile cut-off the drawer floats over the page instead of pushing it aside. */
  variant: "temporary" | "persistent";
  /**
   * Whether the drawer is in the screen's default state (not opened or closed by the user yet): its
   * CSS then also closes it on medium and smaller screens, before any script has read the screen.
   */
  screenDefault: boolean;
  toggle: () => void;
  close: () => void;
}

/**
 * SPEC §2: the drawer opens closed below the mobile cut-off and is collapsed by default on medium
 * or smaller screens; only large screens start with it open.
 * The screen's default holds until the user opens or closes the drawer. A page rendered on the
 * server is laid out for a large screen, and its first render in the browser must be the same
 * (hydration): the screen's own size is read right after it (useMediaQuery's server snapshot).
 * Until then a style of the drawer's own (NavigationDrawer) keeps it closed on smaller screens, so
 * that a phone does not first paint the drawer open and then see it close.
 */
export function useDrawerState(): DrawerState {
  const theme = useTheme();
  const isMobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT_PX - 1}px)`);
  const isMediumOrSmaller = useMediaQuery(theme.breakpoints.down("lg"));
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? !isMediumOrSmaller;
  return {
    open,
    variant: isMobile ? "temporary" : "persistent",
    screenDefault: chosen === null,
    toggle: () => setChosen(!open),
    close: () => setChosen(false),
  };
}
