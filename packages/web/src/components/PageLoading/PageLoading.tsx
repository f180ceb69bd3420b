import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { useTranslation } from "../../i18n";

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: "flex", justifyContent: "center", p: 6 }}>
      <CircularProgress aria-label={t("general.loading")} />
    </Box>
  );
}
