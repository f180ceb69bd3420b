import Chip from "@mui/material/Chip";
import { useTranslation } from "../../i18n";

/** Below this the parser's reading deserves a look. */
export const LOW_CONFIDENCE = 0.8;

/** A parser confidence as a percentage, coloured when low; a dash when the parser gives none (the rule parser). */
export function ConfidenceChip({ value, label }: { value: number | null; label: string }) {
  const { t } = useTranslation();
  if (value === null)
    return <Chip size="small" variant="outlined" label="—" aria-label={t("parser.confidence.none", { label })} />;
  const percent = Math.round(value * 100);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={value >= LOW_CONFIDENCE ? "success" : "warning"}
      label={`${percent}%`}
      aria-label={t("parser.confidence.of", { label, percent })}
    />
  );
}
