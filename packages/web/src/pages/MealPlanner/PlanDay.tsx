import { PLAN_ENTRY_TYPES, type PlanEntryType, type ReadPlanEntry } from "@larder/shared";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";
import { lazyNamed } from "../../components/OnDemand/OnDemand";
import { useTranslation } from "../../i18n";
import { entryItemStyle, PlanEntryContent } from "./PlanEntryContent";

const loadEditing = () => import("./planEditing");
// Edit mode's parts load when a member first switches to it (see MealPlannerPage).
const EditableEntry = lazyNamed(loadEditing, "EditableEntry");
const DroppableSlot = lazyNamed(loadEditing, "DroppableSlot");
const DayEditActions = lazyNamed(loadEditing, "DayEditActions");

export interface PlanDayProps {
  day: string;
  /** The day as headings show it ("Wednesday, March 4"). */
  label: string;
  isToday: boolean;
  entries: ReadPlanEntry[];
  /** False until the range's entries have been read: until then an empty day is no news. */
  loaded: boolean;
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
export function PlanDay({
  day,
  label,
  isToday,
  entries,
  loaded,
  editing,
  onAdd,
  onRandom,
  ...entryProps
}: PlanDayProps) {
  const { t } = useTranslation();
  const headingId = useId();
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
      {loaded && types.length === 0 && (
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
      {editing && <DayEditActions day={day} label={label} onAdd={onAdd} onRandom={onRandom} />}
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
function MealSlot({ day, dayLabel, type, entries, editing, groupSlug, onMove, onDelete }: MealSlotProps) {
  const { t } = useTranslation();
  const typeName = t(`mealPlan.types.${type}`);
  const content = (
    <>
      <Typography variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 1.8 }}>
        {typeName}
      </Typography>
      {entries.length > 0 && (
        <Box
          component="ul"
          aria-label={t("mealPlan.slotLabel", { type: typeName, day: dayLabel })}
          sx={{ listStyle: "none", m: 0, p: 0, display: "flex", flexDirection: "column", gap: 0.5 }}
        >
          {entries.map((entry) =>
            editing ? (
              <EditableEntry key={entry.id} entry={entry} groupSlug={groupSlug} onMove={onMove} onDelete={onDelete} />
            ) : (
              <Box component="li" key={entry.id} sx={entryItemStyle}>
                <PlanEntryContent entry={entry} groupSlug={groupSlug} />
              </Box>
            ),
          )}
        </Box>
      )}
    </>
  );
  return editing ? (
    <DroppableSlot slot={{ date: day, entryType: type }}>{content}</DroppableSlot>
  ) : (
    <Slot>{content}</Slot>
  );
}

function Slot({ children }: { children: ReactNode }) {
  return <Box sx={{ mb: 1 }}>{children}</Box>;
}
