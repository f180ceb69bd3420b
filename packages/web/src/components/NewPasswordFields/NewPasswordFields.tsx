import { type PasswordStrengthLabel, passwordStrength } from "@larder/shared";
import Box from "@mui/material/Box";
import LinearProgress, { type LinearProgressProps } from "@mui/material/LinearProgress";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslation } from "../../i18n";

const STRENGTH_COLORS: Record<PasswordStrengthLabel, LinearProgressProps["color"]> = {
  weak: "error",
  good: "warning",
  strong: "info",
  "very-strong": "success",
};

function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation();
  const { score, label } = passwordStrength(password);
  const strength = t(`passwordStrength.${label}`);
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={score}
        color={STRENGTH_COLORS[label]}
        aria-label={t("passwordStrength.label")}
        aria-valuetext={strength}
      />
      <Typography variant="caption" color="text.secondary">
        {t("passwordStrength.summary", { strength })}
      </Typography>
    </Box>
  );
}

interface NewPasswordFieldsProps {
  password: string;
  passwordConfirm: string;
  onPasswordChange: (password: string) => void;
  onPasswordConfirmChange: (passwordConfirm: string) => void;
  /** Messages to show under each field; undefined hides them. */
  errors: { password?: string; passwordConfirm?: string };
  labels: { password: string; passwordConfirm: string };
}

/** A new password with its strength (SPEC §5) and its confirmation. */
export function NewPasswordFields({
  password,
  passwordConfirm,
  onPasswordChange,
  onPasswordConfirmChange,
  errors,
  labels,
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        autoComplete="new-password"
        required
        error={errors.password !== undefined}
        helperText={errors.password}
      />
      {password !== "" && <PasswordStrengthMeter password={password} />}
      <TextField
        label={labels.passwordConfirm}
        type="password"
        value={passwordConfirm}
        onChange={(event) => onPasswordConfirmChange(event.target.value)}
        autoComplete="new-password"
        required
        error={errors.passwordConfirm !== undefined}
        helperText={errors.passwordConfirm}
      />
    </>
  );
}
