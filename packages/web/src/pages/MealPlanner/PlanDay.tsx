import { useDroppable } from "@dnd-kit/core";
import { PLAN_ENTRY_TYPES, type PlanEntryType, type ReadPlanEntry } from "@larder/shared";
import AddIcon from "@mui/icons-material/Add";
import CasinoIcon from "@mui/icons-material/Casino";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslation } from "../../i18n";
import { PlanEntryItem } from "./PlanEntryItem";

/** The drop target of a day's meal type, named as dnd-kit carries it. */
export function slotId(day: string, entryType: PlanEntryType): string {
  return `${day}/${entryType}`;
}

export interface PlanDayProps {
  day: string;
  /** The day as headings show it ("Wednesday, March 4"). */
  label: string;
  isToday: boolean;
  entries: ReadPlanEntry[];
  groupSlug: string;
  editing: boolean;
  onAdd: (day: string) => void;
  onRandom: (day: string, entryType: PlanEntryType) => void;
  onMove: (entry: ReadPlanEntry) => void;
  onDelete: (entry: ReadPlanEntry) => void;
}

/**
 * One day of the plan: its entries under their meal types. In edit mode every type is a place to
 * drop an entry, and the day offers adding an entry and a random recipe.
 */
export function PlanDay({ day, label, isToday, entries, editing, onAdd, onRandom, ...entryProps }: PlanDayProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const randomMenuId = useId();
  const [randomAnchor, setRandomAnchor] = useState<HTMLElement | null>(null);
  const types = editing
    ? PLAN_ENTRY_TYPES
    : PLAN_ENTRY_TYPES.filter((type) => entries.some((entry) => entry.entryType === type));

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 1.5, height: "100%", borderColor: isToday ? "primary.main" : undefined, borderWidth: isToday ? 2 : 1 }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", mb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {label}
        </Typography>
        {isToday && <Chip size="small" color="primary" label={t("mealPlan.today")} />}
      </Box>
      {types.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t("mealPlan.nothingPlanned")}
        </Typography>
      )}
      {types.map((type) => (
        <MealSlot
          key={type}
          day={day}
          type={type}
          dayLabel={label}
          editing={editing}
          entries={entries.filter((entry) => entry.entryType === type)}
          {...entryProps}
        />
      ))}
      {editing && (
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mt: 1 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<AddIcon />}
            aria-label={t("mealPlan.addTo", { day: label })}
            onClick={() => onAdd(day)}
          >
            {t("mealPlan.add")}
          </Button>
          <Button
            size="small"
            startIcon={<CasinoIcon />}
            aria-label={t("mealPlan.randomFor", { day: label })}
            aria-haspopup="menu"
            aria-controls={randomAnchor ? randomMenuId : undefined}
            aria-expanded={randomAnchor ? true : undefined}
            onClick={(event) => setRandomAnchor(event.currentTarget)}
          >
            {t("mealPlan.random")}
          </Button>
          <Menu
            id={randomMenuId}
            anchorEl={randomAnchor}
            open={randomAnchor !== null}
            onClose={() => setRandomAnchor(null)}
          >
            {PLAN_ENTRY_TYPES.map((type) => (
              <MenuItem
                key={type}
                onClick={() => {
                  setRandomAnchor(null);
                  onRandom(day, type);
                }}
              >
                {t("mealPlan.randomType", { type: t(`mealPlan.types.${type}`) })}
              </MenuItem>
            ))}
          </Menu>
        </Box>
      )}
    </Paper>
  );
}

interface MealSlotProps extends Pick<PlanDayProps, "groupSlug" | "editing" | "onMove" | "onDelete"> {
  day: string;
  dayLabel: string;
  type: PlanEntryType;
  entries: ReadPlanEntry[];
}

/** A day's entries of one meal type; in edit mode also where a dragged entry may be dropped. */
function MealSlot({ day, dayLabel, type, entries, editing, ...entryProps }: MealSlotProps) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: slotId(day, type), disabled: !editing });
  const typeName = t(`mealPlan.types.${type}`);
  return (
    <Box
      ref={setNodeRef}
      sx={{
        mb: 1,
        borderRadius: 1,
        ...(editing && {
          p: 0.5,
          minHeight: 40,
          border: 1,
          borderStyle: "dashed",
          borderColor: isOver ? "primary.main" : "divider",
          bgcolor: isOver ? "action.hover" : undefined,
        }),
      }}
    >
      <Typography variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 1.8 }}>
        {typeName}
      </Typography>
      {entries.length > 0 && (
        <Box
          component="ul"
          aria-label={t("mealPlan.slotLabel", { type: typeName, day: dayLabel })}
          sx={{ listStyle: "none", m: 0, p: 0, display: "flex", flexDirection: "column", gap: 0.5 }}
        >
          {entries.map((entry) => (
            <PlanEntryItem key={entry.id} entry={entry} editing={editing} {...entryProps} />
          ))}
        </Box>
      )}
    </Box>
  );
}
