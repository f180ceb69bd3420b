import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useStartupInfoQuery } from "../../api/app/queries";
import { useViewer } from "../../hooks/useViewer";
import { paths } from "../../routes/paths";

/** Nags admins while the default admin account still has the default password. */
export function FirstLoginAlert() {
  const { t } = useTranslation();
  const { user } = useViewer();
  const isAdmin = user?.admin ?? false;
  const { data: startupInfo } = useStartupInfoQuery({ enabled: isAdmin });
  if (!isAdmin || !startupInfo?.isFirstLogin) return null;
  return (
    <Alert
      severity="warning"
      square
      action={
        <Button color="inherit" size="small" component={RouterLink} to={paths.profile} sx={{ whiteSpace: "nowrap" }}>
          {t("startup.openProfile")}
        </Button>
      }
    >
      {t("startup.defaultPasswordWarning")}
    </Alert>
  );
}
