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
 */
export function useDrawerState(): DrawerState {
  const theme = useTheme();
  const isMobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT_PX - 1}px)`, { noSsr: true });
  const isMediumOrSmaller = useMediaQuery(theme.breakpoints.down("lg"), { noSsr: true });
  const [open, setOpen] = useState(!isMediumOrSmaller);
  return {
    open,
    variant: isMobile ? "temporary" : "persistent",
    toggle: () => setOpen((wasOpen) => !wasOpen),
    close: () => setOpen(false),
  };
}
