import type { UserOut } from "@larder/shared";
import GroupIcon from "@mui/icons-material/Group";
import NotificationsIcon from "@mui/icons-material/Notifications";
import SettingsIcon from "@mui/icons-material/Settings";
import WebhookIcon from "@mui/icons-material/Webhook";
import Card from "@mui/material/Card";
import CardHeader from "@mui/material/CardHeader";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";

/**
 * The user's group, with links to the group pages where the user may change something: the settings
 * for managers, the members (and their invitations) for managers and inviters. Admins may do both.
 * The notifiers and webhooks hold the group's secrets: their pages are for managers (the route's guard).
 */
export function GroupCard({ user }: { user: UserOut }) {
  const { t } = useTranslation();
  const managesSettings = user.canManage || user.admin;
  const managesMembers = managesSettings || user.canInvite;
  return (
    <Card variant="outlined">
      <CardHeader
        title={t("profile.group.title")}
        subheader={t("profile.group.member", { group: user.group })}
        slotProps={{ title: { variant: "h6", component: "h2" } }}
      />
      {managesMembers && (
        <List aria-label={t("profile.group.linksLabel")}>
          {managesSettings && (
            <ListItemButton component={RouterLink} to={paths.group.settings}>
              <ListItemIcon>
                <SettingsIcon />
              </ListItemIcon>
              <ListItemText primary={t("profile.group.settings")} secondary={t("profile.group.settingsHint")} />
            </ListItemButton>
          )}
          <ListItemButton component={RouterLink} to={paths.group.members}>
            <ListItemIcon>
              <GroupIcon />
            </ListItemIcon>
            <ListItemText primary={t("profile.group.members")} secondary={t("profile.group.membersHint")} />
          </ListItemButton>
          {managesSettings && (
            <>
              <ListItemButton component={RouterLink} to={paths.group.notifiers}>
                <ListItemIcon>
                  <NotificationsIcon />
                </ListItemIcon>
                <ListItemText primary={t("profile.group.notifiers")} secondary={t("profile.group.notifiersHint")} />
              </ListItemButton>
              <ListItemButton component={RouterLink} to={paths.group.webhooks}>
                <ListItemIcon>
                  <WebhookIcon />
                </ListItemIcon>
                <ListItemText primary={t("profile.group.webhooks")} secondary={t("profile.group.webhooksHint")} />
              </ListItemButton>
            </>
          )}
        </List>
      )}
    </Card>
  );
}
