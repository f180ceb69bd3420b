import { Outlet } from "react-router";
import { QueuedShoppingChanges } from "../../components/ShoppingSync/QueuedShoppingChanges";
import { AppShell } from "../components/AppShell";
import { useDrawerState } from "../components/useDrawerState";
import { DefaultSidebar } from "./DefaultSidebar";
import { FirstLoginAlert } from "./FirstLoginAlert";

export function DefaultLayout() {
  const drawer = useDrawerState();
  return (
    <AppShell drawer={drawer} sidebar={<DefaultSidebar drawer={drawer} />}>
      <FirstLoginAlert />
      <Outlet />
      <QueuedShoppingChanges />
    </AppShell>
  );
}
