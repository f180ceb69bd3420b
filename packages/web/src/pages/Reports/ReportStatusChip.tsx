import type { ReportSummaryStatus } from "@larder/shared";
import Chip from "@mui/material/Chip";
import { useTranslation } from "../../i18n";

const COLORS = { "in-progress": "info", success: "success", failure: "error", partial: "warning" } as const;

/** A report's status in words, coloured by how it went. */
export function ReportStatusChip({ status }: { status: ReportSummaryStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`reports.status.${status}`)} />;
}
