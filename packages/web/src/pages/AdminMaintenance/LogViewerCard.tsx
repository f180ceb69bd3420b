import { DEFAULT_LOG_LINES } from "@larder/shared";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Divider from "@mui/material/Divider";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useServerLogsQuery } from "../../api/admin/queries";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { useTranslation } from "../../i18n";

const LINE_CHOICES = [50, DEFAULT_LOG_LINES, 1000];
const LEVELS: Record<number, string> = { 10: "TRACE", 20: "DEBUG", 30: "INFO", 40: "WARN", 50: "ERROR", 60: "FATAL" };

/** One JSON log line as a person reads it: time, level, message; any other line as it is. */
function readable(line: string): string {
  try {
    const entry = JSON.parse(line) as { time?: number; level?: number; msg?: string; err?: { message?: string } };
    const time = typeof entry.time === "number" ? new Date(entry.time).toISOString() : "";
    const level = LEVELS[entry.level ?? 0] ?? "";
    const message = entry.msg ?? entry.err?.message ?? "";
    return [time, level, message].filter(Boolean).join(" ");
  } catch {
    return line;
  }
}

/** The last lines of the server's log, newest last, read again on request. */
export function LogViewerCard() {
  const { t } = useTranslation();
  const [lines, setLines] = useState(DEFAULT_LOG_LINES);
  const logs = useServerLogsQuery(lines);

  let content = <PageLoading />;
  if (logs.data) {
    content =
      logs.data.length === 0 ? (
        <Typography color="text.secondary">{t("maintenance.logs.empty")}</Typography>
      ) : (
        <Box
          component="pre"
          tabIndex={0}
          aria-label={t("maintenance.logs.label")}
          sx={{
            m: 0,
            p: 1.5,
            maxHeight: 400,
            overflow: "auto",
            bgcolor: "action.hover",
            borderRadius: 1,
            fontSize: "0.8rem",
            whiteSpace: "pre-wrap",
            wordBreak: "break-word",
          }}
        >
          {logs.data.map(readable).join("\n")}
        </Box>
      );
  } else if (logs.isError) {
    content = <Alert severity="error">{t("maintenance.logs.unavailable")}</Alert>;
  }

  return (
    <Card variant="outlined">
      <CardHeader title={t("maintenance.logs.heading")} slotProps={{ title: { variant: "h6", component: "h2" } }} />
      <Divider />
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <TextField
              select
              size="small"
              label={t("maintenance.logs.lines")}
              value={lines}
              onChange={(event) => setLines(Number(event.target.value))}
              sx={{ minWidth: 120 }}
            >
              {LINE_CHOICES.map((choice) => (
                <MenuItem key={choice} value={choice}>
                  {choice}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="outlined" onClick={() => void logs.refetch()} loading={logs.isFetching}>
              {t("maintenance.logs.refresh")}
            </Button>
          </Stack>
          {content}
        </Stack>
      </CardContent>
    </Card>
  );
}
