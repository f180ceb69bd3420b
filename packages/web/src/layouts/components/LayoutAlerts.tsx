import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";

// The layouts' rare alerts, loaded only when one shows: MUI's Alert is not needed on most visits.

/** The banner of a server running in demo mode. */
export function DemoAlert({ version }: { version: string }) {
  const { t } = useTranslation();
  return (
    <Alert severity="info" variant="filled" square sx={{ py: 0, justifyContent: "center", flexShrink: 0 }}>
      {t("demo.banner", { version })}
    </Alert>
  );
}

/** Tells an administrator that the default account still has the default password. */
export function DefaultPasswordAlert() {
  const { t } = useTranslation();
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
