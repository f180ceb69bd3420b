import {
  EMAIL_TAKEN_MESSAGE,
  emailRule,
  GROUP_NAME_TAKEN_MESSAGE,
  requiredRule,
  USERNAME_TAKEN_MESSAGE,
  validateUserForm,
} from "@larder/shared";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { useRegisterMutation } from "../../api/users/mutations";
import { useAvailabilityChecks } from "../../api/validators/queries";
import { NewPasswordFields } from "../../components/NewPasswordFields/NewPasswordFields";
import { SwitchField } from "../../components/SwitchField/SwitchField";
import { useToast } from "../../components/Toast/ToastContext";
import { useFormErrors } from "../../hooks/useFormErrors";
import { useTakenMessage } from "../../hooks/useTakenMessage";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";

type TextFieldName = "username" | "fullName" | "email" | "password" | "passwordConfirm" | "group";

const EMPTY_VALUES: Record<TextFieldName, string> = {
  username: "",
  fullName: "",
  email: "",
  password: "",
  passwordConfirm: "",
  group: "",
};

/** Without an invitation the visitor also names the new group they will own. */
export function RegisterForm({ invitationToken }: { invitationToken: string | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const register = useRegisterMutation();
  const { isUsernameFree, isEmailFree, isGroupNameFree } = useAvailabilityChecks();
  const [values, setValues] = useState(EMPTY_VALUES);
  const [privateGroup, setPrivateGroup] = useState(false);
  const [advanced, setAdvanced] = useState(false);
  const joining = invitationToken !== null;

  const username = values.username.trim();
  const fullName = values.fullName.trim();
  const email = values.email.trim();
  const group = values.group.trim();
  const { password, passwordConfirm } = values;

  // Only the user's own fields: the permission flags are the server's to set.
  const groupCheck = requiredRule(group);
  const userErrors = validateUserForm({ username, fullName, email, password, passwordConfirm }, { mode: "create" });
  const ruleErrors: Partial<Record<TextFieldName, string>> = {
    username: userErrors.username,
    fullName: userErrors.fullName,
    email: userErrors.email,
    password: userErrors.password,
    passwordConfirm: userErrors.passwordConfirm,
    group: joining || groupCheck === true ? undefined : groupCheck,
  };
  const takenErrors: Partial<Record<TextFieldName, string>> = {
    username: useTakenMessage(username, isUsernameFree, USERNAME_TAKEN_MESSAGE),
    email: useTakenMessage(emailRule(email) === true ? email : "", isEmailFree, EMAIL_TAKEN_MESSAGE),
    group: useTakenMessage(joining ? "" : group, isGroupNameFree, GROUP_NAME_TAKEN_MESSAGE),
  };
  const { errorOf, trySubmit } = useFormErrors(ruleErrors, takenErrors);
  const setValue = (field: TextFieldName, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const textField = (field: TextFieldName) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(field, event.target.value),
    error: errorOf(field) !== undefined,
    helperText: errorOf(field),
    required: true,
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trySubmit()) return;
    register.mutate(
      {
        username,
        fullName,
        email,
        password,
        passwordConfirm,
        advanced,
        locale: i18n.language,
        ...(joining ? { groupToken: invitationToken } : { group, private: privateGroup }),
      },
      {
        onSuccess: () => {
          toast.success(t("register.success"));
          void navigate(paths.login);
        },
      },
    );
  };

  return (
    <Box component="form" onSubmit={handleSubmit} noValidate sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      {joining && <Alert severity="info">{t("register.joiningInvitation")}</Alert>}
      <TextField label={t("register.username")} autoComplete="username" autoFocus {...textField("username")} />
      <TextField label={t("register.fullName")} autoComplete="name" {...textField("fullName")} />
      <TextField label={t("register.email")} type="email" autoComplete="email" {...textField("email")} />
      <NewPasswordFields
        password={password}
        passwordConfirm={passwordConfirm}
        onPasswordChange={(value) => setValue("password", value)}
        onPasswordConfirmChange={(value) => setValue("passwordConfirm", value)}
        errors={{ password: errorOf("password"), passwordConfirm: errorOf("passwordConfirm") }}
        labels={{ password: t("register.password"), passwordConfirm: t("register.passwordConfirm") }}
      />
      {!joining && (
        <>
          <Typography variant="h6" component="h2">
            {t("register.groupHeading")}
          </Typography>
          <TextField label={t("register.groupName")} autoComplete="organization" {...textField("group")} />
          <SwitchField
            label={t("register.privateGroup")}
            hint={t("register.privateGroupHint")}
            checked={privateGroup}
            onChange={setPrivateGroup}
          />
        </>
      )}
      <SwitchField
        label={t("register.advanced")}
        hint={t("register.advancedHint")}
        checked={advanced}
        onChange={setAdvanced}
      />
      <Button type="submit" variant="contained" size="large" loading={register.isPending}>
        {t("register.submit")}
      </Button>
      <Typography variant="body2" sx={{ textAlign: "center" }}>
        {t("register.haveAccount")}{" "}
        <Link component={RouterLink} to={paths.login}>
          {t("register.logIn")}
        </Link>
      </Typography>
    </Box>
  );
}
