import type { DeliveryTestOutcome, ReadWebhook } from "@larder/shared";
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
import { useSaveWebhook, useTestWebhook } from "../../api/webhooks/mutations";
import { useWebhookDeliveriesQuery } from "../../api/webhooks/queries";
import { SendIcon } from "../../components/DirectionalIcons";
import { DeliveriesSection } from "../../components/EventTargets/DeliveriesSection";
import { TestOutcomeAlert } from "../../components/EventTargets/TestOutcomeAlert";
import { useTranslation } from "../../i18n";
import { todayAtUtc } from "./scheduledTime";

interface WebhookCardProps {
  webhook: ReadWebhook;
  onEdit: () => void;
  onDelete: () => void;
}

/** One webhook: where and when the day's meal plan goes, on or off, a test sent now, its last deliveries. */
export function WebhookCard({ webhook, onEdit, onDelete }: WebhookCardProps) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const save = useSaveWebhook();
  const test = useTestWebhook();
  const [outcome, setOutcome] = useState<DeliveryTestOutcome | null>(null);
  const [showDeliveries, setShowDeliveries] = useState(false);
  const deliveries = useWebhookDeliveriesQuery(webhook.id, { enabled: showDeliveries });
  const localTime = new Intl.DateTimeFormat(i18n.language, { timeStyle: "short" }).format(
    todayAtUtc(webhook.scheduledTime),
  );

  function sendTest() {
    setOutcome(null);
    test.mutate(webhook.id, {
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
            {webhook.name || t("webhooks.unnamed")}
          </Typography>
          <FormControlLabel
            label={t("webhooks.fields.enabled")}
            control={
              <Switch
                checked={webhook.enabled}
                disabled={save.isPending}
                onChange={(event) =>
                  save.mutate({ id: webhook.id, draft: { ...webhook, enabled: event.target.checked } })
                }
              />
            }
          />
        </Box>
        <Typography variant="body2" sx={{ fontFamily: "monospace", wordBreak: "break-all" }}>
          {webhook.url || t("webhooks.noUrl")}
        </Typography>
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          <Chip
            size="small"
            variant="outlined"
            label={t("webhooks.schedule", { time: localTime, utc: webhook.scheduledTime })}
          />
          {webhook.localNetwork && (
            <Chip size="small" variant="outlined" color="warning" label={t("integrations.localNetwork.chip")} />
          )}
        </Box>
        {outcome && <TestOutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} />}
        <DeliveriesSection
          name={webhook.name || t("webhooks.unnamed")}
          expanded={showDeliveries}
          onToggle={() => setShowDeliveries((shown) => !shown)}
          deliveries={deliveries}
        />
      </CardContent>
      <CardActions sx={{ flexWrap: "wrap" }}>
        <Button
          startIcon={<SendIcon />}
          onClick={sendTest}
          loading={test.isPending}
          loadingPosition="start"
          disabled={webhook.url === ""}
        >
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
