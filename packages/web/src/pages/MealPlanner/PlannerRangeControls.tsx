import { isPlanDate } from "@larder/shared";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import { addDays } from "../../api/mealplans/planDates";
import { ChevronLeftIcon, ChevronRightIcon } from "../../components/DirectionalIcons";
import { useTranslation } from "../../i18n";
import type { PlannerRange } from "./usePlannerRange";

/** The range of days shown: from and to, a week back or on, and back to today. */
export function PlannerRangeControls({ range }: { range: PlannerRange }) {
  const { t } = useTranslation();
  const { start, end, show } = range;
  return (
    <Box
      role="group"
      aria-label={t("mealPlan.range.label")}
      sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}
    >
      <IconButton
        aria-label={t("mealPlan.range.previousWeek")}
        onClick={() => show(addDays(start, -7), addDays(end, -7))}
      >
        <ChevronLeftIcon />
      </IconButton>
      <TextField
        type="date"
        size="small"
        label={t("mealPlan.range.start")}
        value={start}
        onChange={(event) => {
          const next = event.target.value;
          // A start after the end keeps the range's length; otherwise the end stays.
          if (isPlanDate(next)) show(next, next > end ? addDays(next, range.days.length - 1) : end);
        }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={t("mealPlan.range.end")}
        value={end}
        onChange={(event) => {
          const next = event.target.value;
          if (isPlanDate(next)) show(next < start ? next : start, next);
        }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: start } }}
      />
      <IconButton aria-label={t("mealPlan.range.nextWeek")} onClick={() => show(addDays(start, 7), addDays(end, 7))}>
        <ChevronRightIcon />
      </IconButton>
      <Button onClick={range.reset}>{t("mealPlan.range.today")}</Button>
    </Box>
  );
}
