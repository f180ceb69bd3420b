import Alert from "@mui/material/Alert";
import { useTranslation } from "react-i18next";
import { useAppInfoQuery } from "../../api/app/queries";

/** Stays above the page (the page scrolls beneath it) while the server runs in demo mode. */
export function DemoBanner() {
  const { t } = useTranslation();
  const { data: about } = useAppInfoQuery();
  if (!about?.demoStatus) return null;
  return (
    <Alert severity="info" variant="filled" square sx={{ py: 0, justifyContent: "center", flexShrink: 0 }}>
      {t("demo.banner", { version: about.version })}
    </Alert>
  );
}
