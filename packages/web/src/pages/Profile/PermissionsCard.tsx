import type { UserOut } from "@larder/shared";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useUpdateSelfMutation } from "../../api/users/mutations";
import { SwitchField } from "../../components/SwitchField/SwitchField";
import { useTranslation } from "../../i18n";

/** Advanced features are the user's own choice; the other flags are granted by others (SPEC §6). */
export function PermissionsCard({ user }: { user: UserOut }) {
  const { t } = useTranslation();
  const grantedLabelId = useId();
  const update = useUpdateSelfMutation();
  const granted = [
    { label: t("profile.permissions.admin"), value: user.admin },
    { label: t("profile.permissions.canInvite"), value: user.canInvite },
    { label: t("profile.permissions.canManage"), value: user.canManage },
    { label: t("profile.permissions.canOrganize"), value: user.canOrganize },
  ];
  return (
    <Card variant="outlined">
      <CardHeader title={t("profile.permissions.heading")} slotProps={{ title: { variant: "h6", component: "h2" } }} />
      <CardContent>
        <SwitchField
          label={t("profile.advanced.label")}
          hint={t("profile.advanced.hint")}
          checked={user.advanced}
          disabled={update.isPending}
          onChange={(advanced) => update.mutate({ user, changes: { advanced } })}
        />
        <Typography id={grantedLabelId} component="h3" color="text.secondary" sx={{ mt: 3, mb: 1 }}>
          {t("profile.permissions.granted")}
        </Typography>
        <FormGroup aria-labelledby={grantedLabelId}>
          {granted.map((permission) => (
            <FormControlLabel
              key={permission.label}
              control={<Checkbox checked={permission.value} disabled />}
              label={permission.label}
            />
          ))}
        </FormGroup>
      </CardContent>
    </Card>
  );
}
