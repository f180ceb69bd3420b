import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import LinearProgress from "@mui/material/LinearProgress";
import { useId, useState } from "react";
import { useDeleteMealPlanFeed, useRenewMealPlanFeed } from "../../api/mealplans/mutations";
import { useMealPlanFeedQuery } from "../../api/mealplans/queries";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import { CopyableLinkField } from "../../components/CopyableLinkField/CopyableLinkField";
import { useTranslation } from "../../i18n";

interface CalendarFeedDialogProps {
  open: boolean;
  onClose: () => void;
}

/** What a confirmation is asked for: a new address or turning the feed off. */
type Confirming = "renew" | "turnOff" | null;

/**
 * The member's own iCalendar address of the group's plan, for a calendar app to subscribe to:
 * turned on, shown with a copy button, renewed (the old address stops working) or turned off.
 */
export function CalendarFeedDialog({ open, onClose }: CalendarFeedDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const feed = useMealPlanFeedQuery({ enabled: open });
  const renew = useRenewMealPlanFeed();
  const turnOff = useDeleteMealPlanFeed();
  const [confirming, setConfirming] = useState<Confirming>(null);
  // The server may answer a path; a calendar app needs the whole address.
  const url = feed.data?.url ? new URL(feed.data.url, window.location.origin).href : null;

  return (
    <>
      <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{t("mealPlan.feed.title")}</DialogTitle>
        <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
          <DialogContentText>{t("mealPlan.feed.description")}</DialogContentText>
          {feed.isPending ? (
            <LinearProgress aria-label={t("general.loading")} />
          ) : feed.isError ? (
            <Alert severity="error">{t("mealPlan.feed.loadFailed")}</Alert>
          ) : url ? (
            <>
              <Box sx={{ pt: 1 }}>
                <CopyableLinkField
                  label={t("mealPlan.feed.address")}
                  link={url}
                  copyLabel={t("mealPlan.feed.copy")}
                  copiedMessage={t("mealPlan.feed.copied")}
                />
              </Box>
              <Alert severity="info">{t("mealPlan.feed.secret")}</Alert>
            </>
          ) : (
            <Alert severity="info">{t("mealPlan.feed.off")}</Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
          {url && (
            <>
              <Button color="error" onClick={() => setConfirming("turnOff")}>
                {t("mealPlan.feed.turnOff")}
              </Button>
              <Button onClick={() => setConfirming("renew")}>{t("mealPlan.feed.renew")}</Button>
            </>
          )}
          {!url && feed.isSuccess && (
            <Button variant="contained" loading={renew.isPending} onClick={() => renew.mutate()}>
              {t("mealPlan.feed.turnOn")}
            </Button>
          )}
          <Button onClick={onClose}>{t("general.close")}</Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming === "renew"}
        title={t("mealPlan.feed.renewTitle")}
        message={t("mealPlan.feed.renewMessage")}
        confirmLabel={t("mealPlan.feed.renew")}
        pending={renew.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => renew.mutate(undefined, { onSuccess: () => setConfirming(null) })}
      />
      <ConfirmDialog
        open={confirming === "turnOff"}
        title={t("mealPlan.feed.turnOffTitle")}
        message={t("mealPlan.feed.turnOffMessage")}
        confirmLabel={t("mealPlan.feed.turnOff")}
        pending={turnOff.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => turnOff.mutate(undefined, { onSuccess: () => setConfirming(null) })}
      />
    </>
  );
}
