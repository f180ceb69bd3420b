import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Link from "@mui/material/Link";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useId } from "react";
import { useUpdateUserLocaleMutation } from "../../api/users/mutations";
import { useCurrentUserQuery } from "../../api/users/queries";
import { changeLocale, INTERFACE_LOCALES, TRANSLATION_GUIDE_URL, useTranslation } from "../../i18n";

interface LanguageDialogProps {
  open: boolean;
  onClose: () => void;
}

export function LanguageDialog({ open, onClose }: LanguageDialogProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const signedIn = Boolean(useCurrentUserQuery().data);
  const keepForUser = useUpdateUserLocaleMutation();
  const choose = async (locale: string) => {
    await changeLocale(locale);
    // Kept with the account too, so that the user's other browsers start in it; this one has it already.
    if (signedIn) keepForUser.mutate(locale);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t("language.title")}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          label={t("language.select")}
          value={i18n.language}
          onChange={(event) => void choose(event.target.value)}
          sx={{ mt: 1, mb: 2 }}
        >
          {INTERFACE_LOCALES.map((locale) => (
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
