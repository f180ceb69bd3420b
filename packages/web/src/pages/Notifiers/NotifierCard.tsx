import type { DeliveryTestOutcome, GroupEventNotifierOut } from "@larder/shared";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useSetNotifierEnabled, useTestNotifier } from "../../api/notifiers/mutations";
import { useNotifierDeliveriesQuery } from "../../api/notifiers/queries";
import { SendIcon } from "../../components/DirectionalIcons";
import { DeliveriesSection } from "../../components/EventTargets/DeliveriesSection";
import { TestOutcomeAlert } from "../../components/EventTargets/TestOutcomeAlert";
import { useTranslation } from "../../i18n";
import { CHOSEN_OPTIONS } from "./eventGroups";

interface NotifierCardProps {
  notifier: GroupEventNotifierOut;
  onEdit: () => void;
  onDelete: () => void;
}

/** One notifier: its masked address, on or off, a test sent now, and its last deliveries. */
export function NotifierCard({ notifier, onEdit, onDelete }: NotifierCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const setEnabled = useSetNotifierEnabled();
  const test = useTestNotifier();
  const [outcome, setOutcome] = useState<DeliveryTestOutcome | null>(null);
  const [showDeliveries, setShowDeliveries] = useState(false);
  const deliveries = useNotifierDeliveriesQuery(notifier.id, { enabled: showDeliveries });
  const events = CHOSEN_OPTIONS.filter((option) => notifier.options[option]).length;

  function sendTest() {
    setOutcome(null);
    test.mutate(notifier.id, {
      onSuccess: (answer) => {
        setOutcome(answer);
        setShowDeliveries(true);
      },
    });
  }

  return (
    <Card variant="outlined" component="article" aria-labelledby={nameId}>
      <CardContent sx={{ display: "flex", flexDirection: "column", gap: 1 }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
          <Typography id={nameId} variant="h6" component="h2" sx={{ flexGrow: 1, wordBreak: "break-word" }}>
            {notifier.name}
          </Typography>
          <FormControlLabel
            label={t("notifiers.fields.enabled")}
            control={
              <Switch
                checked={notifier.enabled}
                disabled={setEnabled.isPending}
                onChange={(event) => setEnabled.mutate({ notifier, enabled: event.target.checked })}
              />
            }
          />
        </Box>
        <Typography variant="body2" sx={{ fontFamily: "monospace", wordBreak: "break-all" }}>
          {notifier.appriseUrlMasked}
        </Typography>
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          <Chip
            size="small"
            variant="outlined"
            label={events === 0 ? t("notifiers.noEvents") : t("notifiers.eventCount", { count: events })}
          />
          {notifier.localNetwork && (
            <Chip size="small" variant="outlined" color="warning" label={t("integrations.localNetwork.chip")} />
          )}
        </Box>
        {outcome && <TestOutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} />}
        <DeliveriesSection
          name={notifier.name}
          expanded={showDeliveries}
          onToggle={() => setShowDeliveries((shown) => !shown)}
          deliveries={deliveries}
        />
      </CardContent>
      <CardActions sx={{ flexWrap: "wrap" }}>
        <Button startIcon={<SendIcon />} onClick={sendTest} loading={test.isPending} loadingPosition="start">
          {t("integrations.test.button")}
        </Button>
        <Button startIcon={<EditIcon />} onClick={onEdit}>
          {t("integrations.edit")}
        </Button>
        <Button startIcon={<DeleteIcon />} onClick={onDelete}>
          {t("general.delete")}
        </Button>
      </CardActions>
    </Card>
  );
}
