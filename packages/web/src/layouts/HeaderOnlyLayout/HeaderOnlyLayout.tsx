import { Outlet } from "react-router";
import { AppShell } from "../components/AppShell";

/** A top bar without a menu, for sign-in and error pages. */
export function HeaderOnlyLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
