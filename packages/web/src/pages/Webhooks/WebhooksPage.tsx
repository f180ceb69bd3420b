import type { ReadWebhook } from "@larder/shared";
import AddIcon from "@mui/icons-material/Add";
import ReplayIcon from "@mui/icons-material/Replay";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useDeleteWebhook, useRerunWebhooks } from "../../api/webhooks/mutations";
import { useWebhooksQuery } from "../../api/webhooks/queries";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import { lazyNamed, MountWhenNeeded } from "../../components/OnDemand/OnDemand";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { useToast } from "../../components/Toast/ToastContext";
import { useTranslation } from "../../i18n";
import { WebhookCard } from "./WebhookCard";

const WebhookDialog = lazyNamed(() => import("./WebhookDialog"), "WebhookDialog");

type Editing = { webhook: ReadWebhook | null } | null;

/**
 * The group's webhooks (`/group/webhooks`, managers only): addresses that get the day's meal plan
 * every day at their time, tested on request, run again for today, with their last deliveries.
 */
export function WebhooksPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const webhooks = useWebhooksQuery();
  const remove = useDeleteWebhook();
  const rerun = useRerunWebhooks();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ReadWebhook | null>(null);

  let content = <PageLoading />;
  if (webhooks.isError) {
    content = <Alert severity="error">{t("webhooks.unavailable")}</Alert>;
  } else if (webhooks.data?.length === 0) {
    content = (
      <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }}>
        <Typography color="text.secondary">{t("webhooks.empty")}</Typography>
      </Paper>
    );
  } else if (webhooks.data) {
    content = (
      <Stack spacing={2}>
        {webhooks.data.map((webhook) => (
          <WebhookCard
            key={webhook.id}
            webhook={webhook}
            onEdit={() => setEditing({ webhook })}
            onDelete={() => setDeleting(webhook)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 1, flexWrap: "wrap" }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t("webhooks.title")}
        </Typography>
        <Button
          startIcon={<ReplayIcon />}
          loading={rerun.isPending}
          loadingPosition="start"
          disabled={!webhooks.data?.some((webhook) => webhook.enabled && webhook.url !== "")}
          onClick={() =>
            rerun.mutate(undefined, {
              onSuccess: ({ queued }) => toast.success(t("webhooks.rerunQueued", { count: queued })),
            })
          }
        >
          {t("webhooks.rerun")}
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ webhook: null })}>
          {t("webhooks.create")}
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t("webhooks.description")}
      </Typography>
      {content}
      <MountWhenNeeded when={editing !== null}>
        <WebhookDialog open={editing !== null} webhook={editing?.webhook ?? null} onClose={() => setEditing(null)} />
      </MountWhenNeeded>
      <ConfirmDialog
        open={deleting !== null}
        title={t("integrations.deleteTitle", { name: deleting?.name || t("webhooks.unnamed") })}
        message={t("webhooks.deleteMessage")}
        confirmLabel={t("general.delete")}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t("integrations.deleted", { name: deleting.name || t("webhooks.unnamed") }));
              setDeleting(null);
            },
          })
        }
      />
    </Container>
  );
}
