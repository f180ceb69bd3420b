import { MOBILE_BREAKPOINT_PX } from "@larder/shared";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useState } from "react";

export interface DrawerState {
  open: boolean;
  /** Below the mobile cut-off the drawer floats over the page instead of pushing it aside. */
  variant: "temporary" | "persistent";
  toggle: () => void;
  close: () => void;
}

/**
 * SPEC §2: the drawer opens closed below the mobile cut-off and is collapsed by default on medium
 * or smaller screens; only large screens start with it open.
 * The screen's default holds until the user opens or closes the drawer. A page rendered on the
 * server is laid out for a large screen, and its first render in the browser must be the same
 * (hydration): the screen's own size is read right after it (useMediaQuery's server snapshot).
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
    toggle: () => setChosen(!open),
    close: () => setChosen(false),
  };
}
