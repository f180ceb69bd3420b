import type { RestoreResult } from "@larder/shared";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "../../i18n";

interface RestoreReportDialogProps {
  name: string;
  result: RestoreResult;
  onClose: () => void;
}

/**
 * What a restore brought in, per kind, and what it left out. Shown before anything else is asked
 * of the server: the restore ended every session, closing leads to the sign-in page.
 */
export function RestoreReportDialog({ name, result, onClose }: RestoreReportDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const kinds = result.restored.filter((item) => item.count > 0);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t("adminBackups.reportTitle")}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t("adminBackups.reportIntro", { name })}</DialogContentText>
        <Table size="small" aria-label={t("adminBackups.reportTitle")}>
          <TableHead>
            <TableRow>
              <TableCell>{t("adminBackups.reportKind")}</TableCell>
              <TableCell align="right">{t("adminBackups.reportCount")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {kinds.map((item) => (
              <TableRow key={item.kind}>
                <TableCell>{t(`adminBackups.kinds.${item.kind}`)}</TableCell>
                <TableCell align="right">{item.count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {result.leftOut.length > 0 ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h2">
              {t("adminBackups.reportLeftOut")}
            </Typography>
            <List dense disablePadding>
              {result.leftOut.map((item) => (
                <ListItem key={`${item.kind}-${item.reason}`} disableGutters>
                  {t("adminBackups.reportLeftOutItem", item)}
                </ListItem>
              ))}
            </List>
          </Alert>
        ) : (
          <Alert severity="success" sx={{ mt: 2 }}>
            {t("adminBackups.reportNothingLeftOut")}
          </Alert>
        )}
        {result.reportIds.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t("adminBackups.reportKept")}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t("adminBackups.reportSignIn")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
