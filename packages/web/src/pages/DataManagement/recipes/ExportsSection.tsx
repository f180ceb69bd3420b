import DeleteSweepIcon from "@mui/icons-material/DeleteSweep";
import DownloadIcon from "@mui/icons-material/Download";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useDownloadExport, usePurgeExports } from "../../../api/exports/mutations";
import { useExportsQuery } from "../../../api/exports/queries";
import { ConfirmDialog } from "../../../components/ConfirmDialog/ConfirmDialog";
import { useTranslation } from "../../../i18n";

/** The group's recipe exports (kept for a day): each downloaded with a short-lived token; all removed at once. */
export function ExportsSection() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const exports = useExportsQuery();
  const download = useDownloadExport();
  const purge = usePurgeExports();
  const [purging, setPurging] = useState(false);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const items = exports.data ?? [];

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", mb: 1 }}>
        <Typography id={headingId} variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          {t("dataManagement.exports.title")}
        </Typography>
        <Button startIcon={<DeleteSweepIcon />} disabled={items.length === 0} onClick={() => setPurging(true)}>
          {t("dataManagement.exports.purge")}
        </Button>
      </Box>
      {exports.isError ? (
        <Alert severity="error">{t("dataManagement.exports.loadFailed")}</Alert>
      ) : exports.isSuccess && items.length === 0 ? (
        <Typography color="text.secondary">{t("dataManagement.exports.empty")}</Typography>
      ) : (
        <Paper variant="outlined">
          <List aria-labelledby={headingId} disablePadding>
            {items.map((item) => (
              <ListItem
                key={item.id}
                divider
                secondaryAction={
                  <Button
                    startIcon={<DownloadIcon />}
                    aria-label={t("dataManagement.exports.downloadNamed", { name: item.name })}
                    loading={download.isPending && download.variables?.path === item.path}
                    onClick={() => download.mutate({ path: item.path, filename: item.filename })}
                  >
                    {t("dataManagement.exports.download")}
                  </Button>
                }
                sx={{ pr: 18 }}
              >
                <ListItemText
                  primary={item.name}
                  secondary={t("dataManagement.exports.details", {
                    size: item.size,
                    expires: dateFormat.format(new Date(item.expires)),
                  })}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <ConfirmDialog
        open={purging}
        title={t("dataManagement.exports.purgeTitle")}
        message={t("dataManagement.exports.purgeMessage")}
        confirmLabel={t("dataManagement.exports.purge")}
        pending={purge.isPending}
        onClose={() => setPurging(false)}
        onConfirm={() => purge.mutate(undefined, { onSuccess: () => setPurging(false) })}
      />
    </Box>
  );
}
