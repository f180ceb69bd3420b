import BackupIcon from "@mui/icons-material/Backup";
import CodeIcon from "@mui/icons-material/Code";
import GroupIcon from "@mui/icons-material/Group";
import PeopleIcon from "@mui/icons-material/People";
import SettingsIcon from "@mui/icons-material/Settings";
import StorageIcon from "@mui/icons-material/Storage";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import { Outlet } from "react-router";
import { ArrowBackIcon } from "../../components/DirectionalIcons";
import { useViewer } from "../../hooks/useViewer";
import { type TFunction, useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";
import { AppShell } from "../components/AppShell";
import { NavigationDrawer } from "../components/NavigationDrawer";
import { type NavItem, NavLinkList } from "../components/NavLinkList";
import { type DrawerState, useDrawerState } from "../components/useDrawerState";

function adminNavItems(t: TFunction): NavItem[] {
  return [
    { id: "site-settings", title: t("admin.nav.siteSettings"), icon: <SettingsIcon />, to: paths.admin.siteSettings },
    { id: "users", title: t("admin.nav.users"), icon: <PeopleIcon />, to: paths.admin.users },
    { id: "groups", title: t("admin.nav.groups"), icon: <GroupIcon />, to: paths.admin.groups },
    { id: "backups", title: t("admin.nav.backups"), icon: <BackupIcon />, to: paths.admin.backups },
  ];
}

function developerNavItems(t: TFunction): NavItem[] {
  return [
    { id: "maintenance", title: t("admin.nav.maintenance"), icon: <StorageIcon />, to: paths.admin.maintenance },
    { id: "parser", title: t("admin.nav.parser"), icon: <CodeIcon />, to: paths.admin.parser },
  ];
}

function AdminSidebar({ drawer }: { drawer: DrawerState }) {
  const { t } = useTranslation();
  const { groupSlug } = useViewer();
  const onNavigate = drawer.variant === "temporary" ? drawer.close : undefined;
  const backHome: NavItem = {
    id: "back-home",
    title: t("admin.nav.backToGroup"),
    icon: <ArrowBackIcon />,
    to: groupSlug ? paths.groupHome(groupSlug) : paths.home,
  };
  return (
    <NavigationDrawer drawer={drawer}>
      <NavLinkList items={adminNavItems(t)} subheader={t("admin.nav.heading")} onNavigate={onNavigate} />
      <NavLinkList items={developerNavItems(t)} subheader={t("admin.nav.developerHeading")} onNavigate={onNavigate} />
      <Box sx={{ flexGrow: 1 }} />
      <Divider />
      <NavLinkList items={[backHome]} onNavigate={onNavigate} />
    </NavigationDrawer>
  );
}

/** The server-admin area; the route tree puts it behind the admin guard. */
export function AdminLayout() {
  const drawer = useDrawerState();
  return (
    <AppShell drawer={drawer} sidebar={<AdminSidebar drawer={drawer} />}>
      <Outlet />
    </AppShell>
  );
}
