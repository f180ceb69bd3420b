import type { ReportSummaryStatus } from "@larder/shared";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import ErrorIcon from "@mui/icons-material/Error";
import HourglassTopIcon from "@mui/icons-material/HourglassTop";
import WarningIcon from "@mui/icons-material/Warning";
import Chip from "@mui/material/Chip";
import { useTranslation } from "../../i18n";

/** The colour is the icon's: coloured text on a chip would not read well in both themes. */
const ICONS = {
  "in-progress": <HourglassTopIcon color="info" />,
  success: <CheckCircleIcon color="success" />,
  failure: <ErrorIcon color="error" />,
  partial: <WarningIcon color="warning" />,
} as const;

/** A report's status in words, with an icon coloured by how it went. */
export function ReportStatusChip({ status }: { status: ReportSummaryStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" icon={ICONS[status]} label={t(`reports.status.${status}`)} />;
}
