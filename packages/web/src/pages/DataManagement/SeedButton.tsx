import SpaIcon from "@mui/icons-material/Spa";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId, useState } from "react";
import { type SeedKind, useSeed } from "../../api/foods/seedMutations";
import { findLocale, useTranslation } from "../../i18n";

/**
 * Gives the group a useful start: the common foods, units or shop labels in the interface's
 * language, added beside what it has (seeding twice adds nothing). Asks first.
 */
export function SeedButton({ kind }: { kind: SeedKind }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const seed = useSeed(kind);
  const language = findLocale(i18n.language)?.name ?? i18n.language;
  return (
    <>
      <Button variant="outlined" startIcon={<SpaIcon />} onClick={() => setOpen(true)}>
        {t(`dataManagement.seed.button.${kind}`)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t(`dataManagement.seed.title.${kind}`)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t(`dataManagement.seed.explain.${kind}`, { language })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t("general.cancel")}</Button>
          <Button
            variant="contained"
            loading={seed.isPending}
            onClick={() => seed.mutate(i18n.language, { onSuccess: () => setOpen(false) })}
          >
            {t("dataManagement.seed.confirm")}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
