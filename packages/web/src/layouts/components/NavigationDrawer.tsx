import { DRAWER_WIDTH_PX } from "@larder/shared";
import Drawer from "@mui/material/Drawer";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n";
import type { DrawerState } from "./useDrawerState";

interface NavigationDrawerProps {
  drawer: DrawerState;
  children: ReactNode;
}

/** The sidebar frame shared by the default and admin layouts; it sits below the top bar. */
export function NavigationDrawer({ drawer, children }: NavigationDrawerProps) {
  const { t } = useTranslation();
  const docked = drawer.variant === "persistent";
  return (
    <Drawer
      variant={drawer.variant}
      open={drawer.open}
      onClose={drawer.close}
      slotProps={{ paper: { component: "nav", "aria-label": t("nav.sidebarLabel") } }}
      sx={(theme) => ({
        flexShrink: 0,
        width: docked && !drawer.open ? 0 : DRAWER_WIDTH_PX,
        transition: theme.transitions.create("width"),
        displayPrint: "none",
        "& .MuiDrawer-paper": {
          width: DRAWER_WIDTH_PX,
          display: "flex",
          flexDirection: "column",
          ...(docked && { position: "relative", height: "100%" }),
        },
        // The screen's default, as useDrawerState reads it, in CSS: a page rendered on the server
        // (laid out for a large screen, drawer open) paints a smaller screen's closed drawer at once.
        ...(drawer.screenDefault && {
          [theme.breakpoints.down("lg")]: { width: 0, "& .MuiDrawer-paper": { display: "none" } },
        }),
      })}
    >
      {children}
    </Drawer>
  );
}
