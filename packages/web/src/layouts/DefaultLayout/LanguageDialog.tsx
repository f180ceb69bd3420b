import { LOCALES } from "@larder/shared";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Link from "@mui/material/Link";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useId } from "react";
import { changeLocale, TRANSLATION_GUIDE_URL, useTranslation } from "../../i18n";

interface LanguageDialogProps {
  open: boolean;
  onClose: () => void;
}

export function LanguageDialog({ open, onClose }: LanguageDialogProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t("language.title")}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          label={t("language.select")}
          value={i18n.language}
          onChange={(event) => void changeLocale(event.target.value)}
          sx={{ mt: 1, mb: 2 }}
        >
          {LOCALES.map((locale) => (
            <MenuItem key={locale.value} value={locale.value} lang={locale.value}>
              {t("language.option", { name: locale.name, percent: locale.progress })}
            </MenuItem>
          ))}
        </TextField>
        <Link href={TRANSLATION_GUIDE_URL} target="_blank" rel="noopener noreferrer">
          {t("language.helpTranslate")}
        </Link>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("general.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
