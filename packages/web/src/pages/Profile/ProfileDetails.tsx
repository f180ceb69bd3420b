import type { UserOut } from "@larder/shared";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Checkbox from "@mui/material/Checkbox";
import Divider from "@mui/material/Divider";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../components/UserAvatar/UserAvatar";

/** Who the user is and what they may do; editing comes with the account settings pages. */
export function ProfileDetails({ user }: { user: UserOut }) {
  const { t } = useTranslation();
  const permissionsLabelId = useId();
  const facts = [
    { label: t("profile.fullName"), value: user.fullName },
    { label: t("profile.username"), value: user.username },
    { label: t("profile.email"), value: user.email },
    { label: t("profile.group"), value: user.group },
  ];
  const permissions = [
    { label: t("profile.permissions.admin"), granted: user.admin },
    { label: t("profile.permissions.advanced"), granted: user.advanced },
    { label: t("profile.permissions.canInvite"), granted: user.canInvite },
    { label: t("profile.permissions.canManage"), granted: user.canManage },
    { label: t("profile.permissions.canOrganize"), granted: user.canOrganize },
  ];
  return (
    <Card variant="outlined">
      <CardHeader
        avatar={<UserAvatar user={user} size={56} />}
        title={user.fullName || user.username}
        subheader={user.email}
        slotProps={{ title: { variant: "h6", component: "h2" } }}
      />
      <Divider />
      <CardContent>
        <Box
          component="dl"
          sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 3, rowGap: 1, m: 0 }}
        >
          {facts.map((fact) => (
            <Box key={fact.label} sx={{ display: "contents" }}>
              <Typography component="dt" color="text.secondary">
                {fact.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: "anywhere" }}>
                {fact.value || t("general.notSet")}
              </Typography>
            </Box>
          ))}
        </Box>
        <FormLabel component="h3" id={permissionsLabelId} sx={{ display: "block", mt: 3, mb: 1 }}>
          {t("profile.permissions.heading")}
        </FormLabel>
        <FormGroup aria-labelledby={permissionsLabelId}>
          {permissions.map((permission) => (
            <FormControlLabel
              key={permission.label}
              control={<Checkbox checked={permission.granted} disabled />}
              label={permission.label}
            />
          ))}
        </FormGroup>
      </CardContent>
    </Card>
  );
}
