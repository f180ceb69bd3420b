import {
  type AdminUserOut,
  EMAIL_TAKEN_MESSAGE,
  USER_PERMISSION_FIELDS,
  USERNAME_TAKEN_MESSAGE,
  type UserFormErrors,
  type UserPermissionField,
  validateUserForm,
} from "@larder/shared";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { type FormEvent, useId, useState } from "react";
import { useCreateUserMutation, useUpdateUserMutation } from "../../api/admin/mutations";
import { useAdminAboutQuery, useAdminGroupsQuery } from "../../api/admin/queries";
import { useAvailabilityChecks } from "../../api/validators/queries";
import { useToast } from "../../components/Toast/ToastContext";
import { useTranslation } from "../../i18n";
import { translateRuleMessage } from "../../i18n/ruleMessages";

export type UserDialogTarget = { mode: "create" } | { mode: "edit"; user: AdminUserOut };

type TextFieldName = "username" | "fullName" | "email" | "password";

interface UserFormValues extends Record<TextFieldName, string>, Record<UserPermissionField, boolean> {
  /** A group name; null until one is chosen, which leaves the server's default group. */
  group: string | null;
}

function initialValues(target: UserDialogTarget): UserFormValues {
  if (target.mode === "create") {
    return {
      username: "",
      fullName: "",
      email: "",
      password: "",
      group: null,
      admin: false,
      advanced: false,
      canInvite: false,
      canManage: false,
      canOrganize: false,
    };
  }
  const { user } = target;
  return {
    username: user.username ?? "",
    fullName: user.fullName ?? "",
    email: user.email,
    password: "",
    group: user.group,
    admin: user.admin,
    advanced: user.advanced,
    canInvite: user.canInvite,
    canManage: user.canManage,
    canOrganize: user.canOrganize,
  };
}

/** Whether `value` is a different name from the one the account already has (which is its own, not taken). */
function changed(value: string, current: string | null | undefined): boolean {
  return value.trim().toLowerCase() !== (current ?? "").toLowerCase();
}

interface UserFormDialogProps {
  target: UserDialogTarget;
  onClose: () => void;
}

/** Creates an account, or edits one without its password (that changes through a reset link). */
export function UserFormDialog({ target, onClose }: UserFormDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const { data: groups = [] } = useAdminGroupsQuery();
  const { data: about } = useAdminAboutQuery();
  const { isUsernameFree, isEmailFree } = useAvailabilityChecks();
  const createUser = useCreateUserMutation();
  const updateUser = useUpdateUserMutation();
  const [values, setValues] = useState(() => initialValues(target));
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [checking, setChecking] = useState(false);
  const current = target.mode === "edit" ? target.user : null;
  const shownGroup = values.group ?? about?.defaultGroup;

  const setValue = <Field extends keyof UserFormValues>(field: Field, value: UserFormValues[Field]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const findErrors = async (): Promise<UserFormErrors> => {
    const found = validateUserForm(values, { mode: target.mode });
    setChecking(true);
    const [usernameFree, emailFree] = await Promise.all([
      !found.username && changed(values.username, current?.username) ? isUsernameFree(values.username.trim()) : true,
      !found.email && changed(values.email, current?.email) ? isEmailFree(values.email.trim()) : true,
    ]);
    setChecking(false);
    if (!usernameFree) found.username = USERNAME_TAKEN_MESSAGE;
    if (!emailFree) found.email = EMAIL_TAKEN_MESSAGE;
    return found;
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = await findErrors();
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    const { password, ...account } = values;
    const user = {
      ...account,
      username: account.username.trim(),
      fullName: account.fullName.trim(),
      email: account.email.trim(),
    };
    if (target.mode === "create") {
      createUser.mutate(
        { ...user, password },
        {
          onSuccess: () => {
            toast.success(t("adminUsers.created", { username: user.username }));
            onClose();
          },
        },
      );
    } else {
      updateUser.mutate(
        { id: target.user.id, user },
        {
          onSuccess: () => {
            toast.success(t("adminUsers.updated", { username: user.username }));
            onClose();
          },
        },
      );
    }
  };

  const textField = (field: TextFieldName, label: string, type = "text", autoComplete = "off") => {
    const error = errors[field];
    return (
      <TextField
        required
        fullWidth
        type={type}
        label={label}
        autoComplete={autoComplete}
        value={values[field]}
        onChange={(event) => setValue(field, event.target.value)}
        error={error !== undefined}
        helperText={error && translateRuleMessage(t, error)}
      />
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <DialogTitle id={titleId}>
          {target.mode === "create" ? t("adminUsers.createTitle") : t("adminUsers.editTitle")}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {textField("username", t("adminUsers.username"))}
            {textField("fullName", t("adminUsers.fullName"))}
            {textField("email", t("adminUsers.email"), "email")}
            {target.mode === "create" && textField("password", t("adminUsers.password"), "password", "new-password")}
            <TextField
              select
              fullWidth
              label={t("adminUsers.group")}
              value={groups.some((group) => group.name === shownGroup) ? shownGroup : ""}
              onChange={(event) => setValue("group", event.target.value)}
            >
              {groups.map((group) => (
                <MenuItem key={group.id} value={group.name}>
                  {group.name}
                </MenuItem>
              ))}
            </TextField>
            <FormControl component="fieldset">
              <FormLabel component="legend">{t("adminUsers.permissionsHeading")}</FormLabel>
              <FormGroup>
                {USER_PERMISSION_FIELDS.map((field) => (
                  <FormControlLabel
                    key={field}
                    control={
                      <Switch checked={values[field]} onChange={(event) => setValue(field, event.target.checked)} />
                    }
                    label={t(`adminUsers.permissions.${field}`)}
                  />
                ))}
              </FormGroup>
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("general.cancel")}</Button>
          <Button type="submit" variant="contained" loading={checking || createUser.isPending || updateUser.isPending}>
            {target.mode === "create" ? t("adminUsers.createSubmit") : t("adminUsers.save")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
