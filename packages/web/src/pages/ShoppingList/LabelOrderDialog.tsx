import type { MultiPurposeLabelSummary, ShoppingListOut } from "@larder/shared";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useLabelsQuery } from "../../api/foods/queries";
import { useUpdateLabelOrder } from "../../api/shopping/mutations";
import { SortableList } from "../../components/SortableList/SortableList";
import { useTranslation } from "../../i18n";
import { orderedLabels } from "./grouping";

interface LabelOrderDialogProps {
  open: boolean;
  list: ShoppingListOut;
  onClose: () => void;
}

/** Puts the list's labels in the order of the shop's aisles; the list's groups follow it. */
export function LabelOrderDialog({ open, list, onClose }: LabelOrderDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t("shoppingList.labelOrderTitle")}</DialogTitle>
      {open && <LabelOrderForm list={list} onClose={onClose} />}
    </Dialog>
  );
}

function LabelOrderForm({ list, onClose }: Omit<LabelOrderDialogProps, "open">) {
  const { t } = useTranslation();
  const groupLabels = useLabelsQuery();
  const save = useUpdateLabelOrder(list.id);
  const [order, setOrder] = useState<MultiPurposeLabelSummary[] | null>(null);
  const known = orderedLabels(list);
  // Labels made after the list was have no place in it yet: they come last, by name.
  const unplaced = (groupLabels.data ?? []).filter((label) => !known.some((placed) => placed.id === label.id));
  const labels = order ?? [...known, ...unplaced];

  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t("shoppingList.labelOrderHint")}</DialogContentText>
        {labels.length === 0 ? (
          <Typography color="text.secondary">{t("shoppingList.noLabels")}</Typography>
        ) : (
          <Box role="list" aria-label={t("shoppingList.labelOrderTitle")}>
            <SortableList
              items={labels}
              idOf={(label) => label.id}
              onReorder={setOrder}
              handleLabel={(label) => t("shoppingList.moveLabel", { label: label.name })}
              itemLabel={(label) => label.name}
            >
              {(label, _index, handle) => (
                <Box
                  role="listitem"
                  sx={{
                    display: "flex",
                    alignItems: "center",
                    gap: 1,
                    minHeight: 48,
                    borderBottom: 1,
                    borderColor: "divider",
                  }}
                >
                  {handle}
                  <Box
                    aria-hidden
                    sx={{ width: 12, height: 12, borderRadius: "50%", bgcolor: label.color, flexShrink: 0 }}
                  />
                  <Typography>{label.name}</Typography>
                </Box>
              )}
            </SortableList>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("general.cancel")}</Button>
        <Button
          variant="contained"
          loading={save.isPending}
          disabled={labels.length === 0}
          onClick={() =>
            save.mutate(
              labels.map((label) => label.id),
              { onSuccess: onClose },
            )
          }
        >
          {t("shoppingList.save")}
        </Button>
      </DialogActions>
    </>
  );
}
