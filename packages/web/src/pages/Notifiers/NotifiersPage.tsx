import type { GroupEventNotifierOut } from "@larder/shared";
import AddIcon from "@mui/icons-material/Add";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useDeleteNotifier } from "../../api/notifiers/mutations";
import { useNotifiersQuery } from "../../api/notifiers/queries";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import { lazyNamed, MountWhenNeeded } from "../../components/OnDemand/OnDemand";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { useToast } from "../../components/Toast/ToastContext";
import { useTranslation } from "../../i18n";
import { NotifierCard } from "./NotifierCard";

const NotifierDialog = lazyNamed(() => import("./NotifierDialog"), "NotifierDialog");

type Editing = { notifier: GroupEventNotifierOut | null } | null;

/**
 * The group's notifiers (`/group/notifiers`, managers only): the places its events are announced
 * (ntfy, Gotify, Discord, a JSON endpoint ...), each tested on request with its last deliveries.
 */
export function NotifiersPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const notifiers = useNotifiersQuery();
  const remove = useDeleteNotifier();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<GroupEventNotifierOut | null>(null);

  let content = <PageLoading />;
  if (notifiers.isError) {
    content = <Alert severity="error">{t("notifiers.unavailable")}</Alert>;
  } else if (notifiers.data?.length === 0) {
    content = (
      <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }}>
        <Typography color="text.secondary">{t("notifiers.empty")}</Typography>
      </Paper>
    );
  } else if (notifiers.data) {
    content = (
      <Stack spacing={2}>
        {notifiers.data.map((notifier) => (
          <NotifierCard
            key={notifier.id}
            notifier={notifier}
            onEdit={() => setEditing({ notifier })}
            onDelete={() => setDeleting(notifier)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 1, flexWrap: "wrap" }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t("notifiers.title")}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ notifier: null })}>
          {t("notifiers.create")}
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t("notifiers.description")}
      </Typography>
      {content}
      <MountWhenNeeded when={editing !== null}>
        <NotifierDialog open={editing !== null} notifier={editing?.notifier ?? null} onClose={() => setEditing(null)} />
      </MountWhenNeeded>
      <ConfirmDialog
        open={deleting !== null}
        title={t("integrations.deleteTitle", { name: deleting?.name ?? "" })}
        message={t("notifiers.deleteMessage")}
        confirmLabel={t("general.delete")}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t("integrations.deleted", { name: deleting.name }));
              setDeleting(null);
            },
          })
        }
      />
    </Container>
  );
}
