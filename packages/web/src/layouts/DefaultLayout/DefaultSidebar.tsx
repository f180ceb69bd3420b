import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Typography from "@mui/material/Typography";
import { useViewableCookbooksQuery } from "../../api/cookbooks/queries";
import { UserAvatar } from "../../components/UserAvatar/UserAvatar";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { NavigationDrawer } from "../components/NavigationDrawer";
import { type NavItem, NavLinkList, visibleNavItems } from "../components/NavLinkList";
import type { DrawerState } from "../components/useDrawerState";
import { ColorModeToggle } from "./ColorModeToggle";
import { CreateMenu } from "./CreateMenu";
import { bottomNavItems, cookbookNavItems, topNavItems, userNavItems } from "./defaultNavItems";
import { LanguageMenuItem } from "./LanguageMenuItem";

export function DefaultSidebar({ drawer }: { drawer: DrawerState }) {
  const { t } = useTranslation();
  const { user, isOwnGroup, groupSlug, isPending } = useViewer();
  // A member sees their own group's cookbooks; a visitor of a public group its public ones.
  const { data: cookbooks = [] } = useViewableCookbooksQuery(
    isPending ? null : isOwnGroup ? { kind: "group" } : groupSlug ? { kind: "explore", groupSlug } : null,
  );
  const onNavigate = drawer.variant === "temporary" ? drawer.close : undefined;
  const visible = (items: NavItem[]) => visibleNavItems(items, isOwnGroup);

  return (
    <NavigationDrawer drawer={drawer}>
      {user && (
        <>
          <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, px: 2, pt: 2 }}>
            <UserAvatar user={user} />
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {user.fullName || user.username}
            </Typography>
          </Box>
          <NavLinkList items={visible(userNavItems(t, user))} onNavigate={onNavigate} />
          <Divider />
        </>
      )}
      {isOwnGroup && groupSlug && <CreateMenu groupSlug={groupSlug} />}
      {groupSlug && (
        <>
          <NavLinkList items={visible(topNavItems(t, groupSlug))} onNavigate={onNavigate} />
          <NavLinkList
            items={visible(cookbookNavItems(cookbooks, groupSlug))}
            subheader={t("nav.cookbooks")}
            onNavigate={onNavigate}
          />
        </>
      )}
      <Box sx={{ flexGrow: 1 }} />
      <Divider />
      <NavLinkList items={bottomNavItems(t, user)} onNavigate={onNavigate} />
      <List dense sx={{ pt: 0 }}>
        <ListItem disablePadding sx={{ display: "block" }}>
          <LanguageMenuItem />
        </ListItem>
        <ColorModeToggle />
      </List>
    </NavigationDrawer>
  );
}
