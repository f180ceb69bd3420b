import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { type CleanAction, useCleanMutation } from "../../api/admin/mutations";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import { useTranslation } from "../../i18n";

/** Each action's catalogue key and the operation it calls. */
const ACTIONS: { key: "temp" | "images" | "recipeFolders" | "logs"; operation: CleanAction }[] = [
  { key: "temp", operation: "cleanTemp" },
  { key: "images", operation: "cleanImages" },
  { key: "recipeFolders", operation: "cleanRecipeFolders" },
  { key: "logs", operation: "cleanLogs" },
];
type Action = (typeof ACTIONS)[number];

/** The clean actions, each asked for again before it runs, with what the last one did. */
export function CleanActionsCard() {
  const { t } = useTranslation();
  const clean = useCleanMutation();
  const [asking, setAsking] = useState<Action | null>(null);
  const [result, setResult] = useState<string | null>(null);

  const run = (action: Action) => {
    clean.mutate(action.operation, {
      onSuccess: (answer) => setResult(t("maintenance.actions.done", { message: answer.message })),
      onSettled: () => setAsking(null),
    });
  };

  return (
    <Card variant="outlined">
      <CardHeader title={t("maintenance.actions.heading")} slotProps={{ title: { variant: "h6", component: "h2" } }} />
      <Divider />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t("maintenance.actions.intro")}
          </Typography>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
            {ACTIONS.map((action) => (
              <Button key={action.key} variant="outlined" onClick={() => setAsking(action)}>
                {t(`maintenance.actions.${action.key}.label`)}
              </Button>
            ))}
          </Stack>
          {result && (
            <Alert severity="success" role="status">
              {result}
            </Alert>
          )}
        </Stack>
      </CardContent>
      {asking && (
        <ConfirmDialog
          open
          title={t(`maintenance.actions.${asking.key}.label`)}
          message={t(`maintenance.actions.${asking.key}.confirm`)}
          confirmLabel={t(`maintenance.actions.${asking.key}.label`)}
          pending={clean.isPending}
          onConfirm={() => run(asking)}
          onClose={() => setAsking(null)}
        />
      )}
    </Card>
  );
}
