import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { Navigate, Link as RouterLink, useSearchParams } from "react-router";
import { useAppInfoQuery } from "../../api/app/queries";
import { AuthCard } from "../../components/AuthCard/AuthCard";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";
import { RegisterForm } from "./RegisterForm";

/**
 * Sign-up. `?token=` is an invitation: the new user joins the inviting group, whether or not the
 * server lets visitors create groups of their own.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const invitationToken = searchParams.get("token") || null;
  const { user } = useViewer();
  const { data: about, isPending } = useAppInfoQuery();

  if (user) return <Navigate replace to={paths.home} />;

  let content = <PageLoading />;
  if (invitationToken || about?.allowSignup) {
    content = <RegisterForm invitationToken={invitationToken} />;
  } else if (!isPending) {
    content = (
      <>
        <Alert severity="info">{t("register.disabled")}</Alert>
        <Button component={RouterLink} to={paths.login} variant="outlined">
          {t("register.backToLogin")}
        </Button>
      </>
    );
  }

  return <AuthCard title={t("register.title")}>{content}</AuthCard>;
}
