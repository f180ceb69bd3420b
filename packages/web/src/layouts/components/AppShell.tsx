import Box from "@mui/material/Box";
import { type ReactNode, Suspense } from "react";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { TopBar } from "./TopBar";
import type { DrawerState } from "./useDrawerState";

interface AppShellProps {
  /** The layout's drawer state; the top bar shows a menu toggle only when there is one. */
  drawer?: DrawerState;
  sidebar?: ReactNode;
  children: ReactNode;
}

/** Top bar over an optional sidebar and the scrolling page, filling the viewport. */
export function AppShell({ drawer, sidebar, children }: AppShellProps) {
  return (
    <Box sx={{ display: "flex", flexDirection: "column", flex: 1, minHeight: 0 }}>
      <TopBar onToggleMenu={drawer?.toggle} />
      <Box sx={{ display: "flex", flex: 1, minHeight: 0 }}>
        {sidebar}
        <Box component="main" sx={{ flex: 1, minWidth: 0, overflowY: "auto" }}>
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </Box>
      </Box>
    </Box>
  );
}
