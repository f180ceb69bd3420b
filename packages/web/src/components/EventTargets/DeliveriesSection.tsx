import { EVENT_OPTIONS, type EventDeliveryOut, type EventType } from "@larder/shared";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import ErrorIcon from "@mui/icons-material/Error";
import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import HourglassTopIcon from "@mui/icons-material/HourglassTop";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Collapse from "@mui/material/Collapse";
import LinearProgress from "@mui/material/LinearProgress";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { UseQueryResult } from "@tanstack/react-query";
import { useId } from "react";
import { type TFunction, useTranslation } from "../../i18n";

/** The colour is the icon's: coloured text on a chip would not read well in both themes. */
const STATUS_ICONS = {
  sent: <CheckCircleIcon color="success" />,
  failed: <ErrorIcon color="error" />,
  pending: <HourglassTopIcon color="info" />,
} as const;

/** An event type in words (`recipe_created` → "Recipe created"); an unknown one as it came. */
export function eventTypeLabel(t: TFunction, type: string): string {
  const option = EVENT_OPTIONS[type as EventType];
  return option ? t(`integrations.events.${option}`) : type;
}

function details(t: TFunction, delivery: EventDeliveryOut, format: (date: string) => string): string {
  const parts: string[] = [];
  if (delivery.httpStatus !== null)
    parts.push(t("integrations.deliveries.httpStatus", { status: delivery.httpStatus }));
  if (delivery.error) parts.push(delivery.error);
  if (delivery.status === "pending" && delivery.nextAttemptAt) {
    parts.push(t("integrations.deliveries.nextAttempt", { time: format(delivery.nextAttemptAt) }));
  }
  if (delivery.attempts > 1) parts.push(t("integrations.deliveries.attempts", { count: delivery.attempts }));
  return parts.join(" · ");
}

interface DeliveriesSectionProps {
  /** The notifier's or webhook's name: the table is named after it. */
  name: string;
  expanded: boolean;
  onToggle: () => void;
  /** The deliveries' query, read while the section is open. */
  deliveries: UseQueryResult<EventDeliveryOut[]>;
}

/**
 * The last deliveries to one notifier or webhook (newest first): when, which event, how it went and
 * why it failed, shown on request.
 */
export function DeliveriesSection({ name, expanded, onToggle, deliveries }: DeliveriesSectionProps) {
  const { t, i18n } = useTranslation();
  const regionId = useId();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "medium" });
  const format = (date: string) => dateFormat.format(new Date(date));

  let content = null;
  if (deliveries.isError) {
    content = <Alert severity="error">{t("integrations.deliveries.unavailable")}</Alert>;
  } else if (deliveries.data?.length === 0) {
    content = <Typography color="text.secondary">{t("integrations.deliveries.empty")}</Typography>;
  } else if (deliveries.data) {
    content = (
      <TableContainer>
        <Table size="small" aria-label={t("integrations.deliveries.tableLabel", { name })}>
          <TableHead>
            <TableRow>
              <TableCell>{t("integrations.deliveries.time")}</TableCell>
              <TableCell>{t("integrations.deliveries.event")}</TableCell>
              <TableCell>{t("integrations.deliveries.status")}</TableCell>
              <TableCell>{t("integrations.deliveries.details")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {deliveries.data.map((delivery) => (
              <TableRow key={delivery.id}>
                <TableCell sx={{ whiteSpace: "nowrap" }}>
                  {format(delivery.sentAt ?? delivery.lastAttemptAt ?? delivery.createdAt)}
                </TableCell>
                <TableCell>{eventTypeLabel(t, delivery.eventType)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    icon={STATUS_ICONS[delivery.status]}
                    label={t(`integrations.deliveries.statuses.${delivery.status}`)}
                  />
                </TableCell>
                <TableCell sx={{ wordBreak: "break-word" }}>{details(t, delivery, format)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <Box>
      <Button
        size="small"
        onClick={onToggle}
        aria-expanded={expanded}
        aria-controls={regionId}
        endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      >
        {t("integrations.deliveries.toggle")}
      </Button>
      <Collapse in={expanded} unmountOnExit>
        <Box id={regionId} role="region" aria-label={t("integrations.deliveries.regionLabel", { name })} sx={{ pt: 1 }}>
          <Box sx={{ height: 4 }}>{deliveries.isFetching && <LinearProgress />}</Box>
          {content}
        </Box>
      </Collapse>
    </Box>
  );
}
