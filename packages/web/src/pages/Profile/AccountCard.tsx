import { EMAIL_TAKEN_MESSAGE, emailRule, USERNAME_TAKEN_MESSAGE, type UserOut, validateUserForm } from "@larder/shared";
import LockResetIcon from "@mui/icons-material/LockReset";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { useUpdateSelfMutation } from "../../api/users/mutations";
import { useAvailabilityChecks } from "../../api/validators/queries";
import { useToast } from "../../components/Toast/ToastContext";
import { useFormErrors } from "../../hooks/useFormErrors";
import { useTakenMessage } from "../../hooks/useTakenMessage";
import { useTranslation } from "../../i18n";
import { ChangePasswordDialog } from "./ChangePasswordDialog";
import { ProfileAvatar } from "./ProfileAvatar";

type AccountField = "fullName" | "username" | "email";
type AccountValues = Record<AccountField, string>;

const ACCOUNT_FIELDS: AccountField[] = ["fullName", "username", "email"];

function accountValuesOf(user: UserOut): AccountValues {
  return { fullName: user.fullName ?? "", username: user.username ?? "", email: user.email };
}

/** The validators count the user's own name as taken, so an unchanged value is not checked (""). */
function unlessOwn(value: string, own: string | null): string {
  return value.toLowerCase() === (own ?? "").toLowerCase() ? "" : value;
}

/** The user's picture, names and e-mail address, and the way to a new password. */
export function AccountCard({ user }: { user: UserOut }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateSelfMutation();
  const { isUsernameFree, isEmailFree } = useAvailabilityChecks();
  const [values, setValues] = useState(() => accountValuesOf(user));
  const [changingPassword, setChangingPassword] = useState(false);

  const changes: AccountValues = {
    fullName: values.fullName.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
  };
  const saved = accountValuesOf(user);
  const isChanged = ACCOUNT_FIELDS.some((field) => changes[field] !== saved[field]);
  const userErrors = validateUserForm(changes, { mode: "edit" });
  const ruleErrors: Partial<AccountValues> = {
    fullName: userErrors.fullName,
    username: userErrors.username,
    email: userErrors.email,
  };
  const takenErrors: Partial<AccountValues> = {
    username: useTakenMessage(unlessOwn(changes.username, user.username), isUsernameFree, USERNAME_TAKEN_MESSAGE),
    email: useTakenMessage(
      emailRule(changes.email) === true ? unlessOwn(changes.email, user.email) : "",
      isEmailFree,
      EMAIL_TAKEN_MESSAGE,
    ),
  };
  const { errorOf, trySubmit, reset } = useFormErrors(ruleErrors, takenErrors);
  const textField = (field: AccountField) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    error: errorOf(field) !== undefined,
    helperText: errorOf(field),
    required: true,
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trySubmit()) return;
    update.mutate(
      { user, changes },
      {
        onSuccess: (updated) => {
          // The server's spelling wins (it lower-cases e-mail addresses).
          setValues(accountValuesOf(updated));
          reset();
          toast.success(t("profile.account.saved"));
        },
      },
    );
  };

  return (
    <Card variant="outlined">
      <CardHeader title={t("profile.account.title")} slotProps={{ title: { variant: "h6", component: "h2" } }} />
      <CardContent>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={3}>
          <ProfileAvatar user={user} />
          <Box
            component="form"
            onSubmit={handleSubmit}
            noValidate
            aria-label={t("profile.account.title")}
            sx={{ display: "flex", flexDirection: "column", gap: 2, flex: 1 }}
          >
            <TextField label={t("profile.fullName")} autoComplete="name" {...textField("fullName")} />
            <TextField label={t("profile.username")} autoComplete="username" {...textField("username")} />
            <TextField label={t("profile.email")} type="email" autoComplete="email" {...textField("email")} />
            <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
              <Button type="submit" variant="contained" disabled={!isChanged} loading={update.isPending}>
                {t("profile.account.save")}
              </Button>
              {/* Accounts from a directory or identity provider keep their password there. */}
              {user.authMethod === "Mealie" && (
                <Button variant="outlined" startIcon={<LockResetIcon />} onClick={() => setChangingPassword(true)}>
                  {t("profile.password.open")}
                </Button>
              )}
            </Box>
          </Box>
        </Stack>
      </CardContent>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </Card>
  );
}
