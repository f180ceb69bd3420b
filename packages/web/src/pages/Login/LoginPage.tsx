import { PRODUCT_NAME } from "@larder/shared";
import KitchenIcon from "@mui/icons-material/Kitchen";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Checkbox from "@mui/material/Checkbox";
import Divider from "@mui/material/Divider";
import FormControlLabel from "@mui/material/FormControlLabel";
import Link from "@mui/material/Link";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useEffect, useState } from "react";
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { useAppInfoQuery } from "../../api/app/queries";
import { SIGN_IN_REFUSED_STATUSES, useLoginMutation } from "../../api/auth/mutations";
import { ApiError } from "../../api/errors";
import { useViewer } from "../../hooks/useViewer";
import { type TFunction, useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";
import { goToProviderSignIn, PROVIDER_SIGN_IN_URL } from "./providerSignIn";

/** The failures the provider sign-in's callback names in `?oidc_error=`. */
const PROVIDER_ERRORS = [
  "not-in-user-group",
  "no-account",
  "account-conflict",
  "missing-claims",
  "provider-refused",
  "expired-flow",
  "invalid-response",
  "disabled",
] as const;
type ProviderError = (typeof PROVIDER_ERRORS)[number];

function providerErrorOf(code: string | null): ProviderError | null {
  if (code === null) return null;
  return PROVIDER_ERRORS.find((known) => known === code) ?? "invalid-response";
}

function signInErrorMessage(error: Error, t: TFunction): string {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === SIGN_IN_REFUSED_STATUSES.invalidCredentials) return t("login.invalidCredentials");
  if (status === SIGN_IN_REFUSED_STATUSES.accountLocked) return t("login.accountLocked");
  if (status === SIGN_IN_REFUSED_STATUSES.directoryUnavailable) return t("login.directoryUnavailable");
  return t("login.failed");
}

/**
 * Sign-in with a password, or through the OpenID Connect provider when the server has one. With
 * OIDC_AUTO_REDIRECT the page goes straight to the provider, unless `?direct=1` asks for this page
 * (the way back from a failed provider sign-in says so too, with its `?oidc_error=`).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useViewer();
  const { data: about } = useAppInfoQuery();
  const login = useLoginMutation();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [searchParams] = useSearchParams();
  const providerError = providerErrorOf(searchParams.get("oidc_error"));
  const provider = about?.enableOidc ? about.oidcProviderName : null;
  const autoRedirect =
    !user && provider !== null && about?.oidcRedirect === true && searchParams.get("direct") !== "1" && !providerError;

  useEffect(() => {
    if (autoRedirect) goToProviderSignIn();
  }, [autoRedirect]);

  if (user) return <Navigate replace to={paths.home} />;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    login.mutate(
      { username, password, remember_me: rememberMe },
      { onSuccess: () => void navigate(paths.home, { replace: true }) },
    );
  };

  return (
    <Box sx={{ display: "flex", justifyContent: "center", px: 2, py: { xs: 4, sm: 8 } }}>
      <Card sx={{ width: "100%", maxWidth: 420 }}>
        <CardContent
          component="form"
          onSubmit={handleSubmit}
          noValidate
          sx={{ display: "flex", flexDirection: "column", gap: 2, p: 4 }}
        >
          <Box sx={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 1 }}>
            <Avatar sx={{ bgcolor: "primary.main", width: 56, height: 56 }}>
              <KitchenIcon fontSize="large" />
            </Avatar>
            <Typography variant="h5" component="h1">
              {t("login.title", { product: PRODUCT_NAME })}
            </Typography>
          </Box>
          {autoRedirect && <Alert severity="info">{t("login.redirecting", { provider })}</Alert>}
          {providerError && (
            <Alert severity="error">
              {t(`login.providerErrors.${providerError}`, { provider: provider ?? about?.oidcProviderName ?? "" })}
            </Alert>
          )}
          {login.error && <Alert severity="error">{signInErrorMessage(login.error, t)}</Alert>}
          {provider !== null && (
            <>
              <Button variant="outlined" size="large" href={PROVIDER_SIGN_IN_URL}>
                {t("login.withProvider", { provider })}
              </Button>
              <Divider>{t("login.or")}</Divider>
            </>
          )}
          <TextField
            label={t("login.username")}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            autoComplete="username"
            autoFocus
            required
          />
          <TextField
            label={t("login.password")}
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            required
          />
          <FormControlLabel
            control={<Checkbox checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />}
            label={t("login.rememberMe")}
          />
          <Button type="submit" variant="contained" size="large" loading={login.isPending}>
            {t("login.submit")}
          </Button>
          <Box sx={{ display: "flex", justifyContent: "space-between", flexWrap: "wrap", gap: 1 }}>
            <Link component={RouterLink} to={paths.forgotPassword}>
              {t("login.forgotPassword")}
            </Link>
            {about?.allowSignup && (
              <Link component={RouterLink} to={paths.register}>
                {t("login.signUp")}
              </Link>
            )}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
