import { PRODUCT_NAME } from "@larder/shared";
import KitchenIcon from "@mui/icons-material/Kitchen";
import MenuIcon from "@mui/icons-material/Menu";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import { useLogoutMutation } from "../../api/auth/mutations";
import { LoginIcon, LogoutIcon } from "../../components/DirectionalIcons";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";
import { useRouteGroupSlug } from "../../routes/useRouteGroupSlug";
import { TopBarSearch } from "./TopBarSearch";

interface TopBarProps {
  /** Given by layouts with a navigation drawer; the header-only layout has no menu. */
  onToggleMenu?: () => void;
}

export function TopBar({ onToggleMenu }: TopBarProps) {
  const { t } = useTranslation();
  const { user, groupSlug } = useViewer();
  const routeGroupSlug = useRouteGroupSlug();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogoutMutation();

  // Rendered synchronously, like a lost session, so that a guarded page never sees itself signed out.
  const handleLogout = () => {
    logout.mutate(undefined, { onSettled: () => void navigate(paths.login, { flushSync: true }) });
  };

  return (
    <AppBar position="static" color="primary" enableColorOnDark sx={{ displayPrint: "none" }}>
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        {onToggleMenu && (
          <IconButton edge="start" color="inherit" aria-label={t("nav.toggleMenu")} onClick={onToggleMenu}>
            <MenuIcon />
          </IconButton>
        )}
        <Box
          component={RouterLink}
          to={groupSlug ? paths.groupHome(groupSlug) : paths.home}
          aria-label={t("nav.homeLink", { product: PRODUCT_NAME })}
          sx={{ display: "flex", alignItems: "center", gap: 1, color: "inherit", textDecoration: "none" }}
        >
          <KitchenIcon />
          <Typography variant="h6" component="span" sx={{ fontWeight: 600 }}>
            {PRODUCT_NAME}
          </Typography>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {/* A visitor searches the public recipes of the group whose pages they are on. */}
        {(user || routeGroupSlug) && <TopBarSearch groupSlug={groupSlug} />}
        {user ? (
          <Button color="inherit" startIcon={<LogoutIcon />} onClick={handleLogout} disabled={logout.isPending}>
            {t("auth.logout")}
          </Button>
        ) : (
          pathname !== paths.login && (
            <Button color="inherit" component={RouterLink} to={paths.login} startIcon={<LoginIcon />}>
              {t("auth.login")}
            </Button>
          )
        )}
      </Toolbar>
    </AppBar>
  );
}
