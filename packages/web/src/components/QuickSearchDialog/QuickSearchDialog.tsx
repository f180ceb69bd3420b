import { QUICK_SEARCH_MAX_WIDTH_PX } from "@larder/shared";
import Dialog from "@mui/material/Dialog";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";
import { useTranslation } from "../../i18n";
import { QuickSearchPanel } from "./QuickSearchPanel";

interface QuickSearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** The group whose recipes are searched and opened. */
  groupSlug: string | null;
}

/**
 * The recipe search dialog (SPEC §2). Its panel unmounts when the dialog closes, which is what
 * clears the query.
 */
export function QuickSearchDialog({ open, onClose, groupSlug }: QuickSearchDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { maxWidth: QUICK_SEARCH_MAX_WIDTH_PX, alignSelf: "flex-start" } } }}
    >
      <DialogTitle id={titleId}>{t("quickSearch.title")}</DialogTitle>
      <QuickSearchPanel groupSlug={groupSlug} onClose={onClose} />
    </Dialog>
  );
}
