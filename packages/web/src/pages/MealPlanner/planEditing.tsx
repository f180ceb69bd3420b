import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import type { PlanEntryType, ReadPlanEntry } from "@larder/shared";
import { PLAN_ENTRY_TYPES } from "@larder/shared";
import AddIcon from "@mui/icons-material/Add";
import CasinoIcon from "@mui/icons-material/Casino";
import DeleteIcon from "@mui/icons-material/Delete";
import DragIndicatorIcon from "@mui/icons-material/DragIndicator";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import MoveDownIcon from "@mui/icons-material/MoveDown";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { type ReactNode, useId, useState } from "react";
import type { PlanSlot } from "../../api/mealplans/mutations";
import { useTranslation } from "../../i18n";
import { dayAddButtonId, entryItemStyle, entryMenuButtonId, PlanEntryContent, useEntryName } from "./PlanEntryContent";

/**
 * Edit mode's parts of the planner, loaded only once a member switches to it: dragging and
 * dropping (dnd-kit), an entry's menu, and a day's add and random buttons.
 */

/** The drop target of a day's meal type, named as dnd-kit carries it. */
function slotId(slot: PlanSlot): string {
  return `${slot.date}/${slot.entryType}`;
}

function slotOf(id: string | number): PlanSlot {
  const [date = "", entryType] = String(id).split("/");
  return { date, entryType: entryType as PlanEntryType };
}

/** A drop lands in the meal type under the pointer, else in the one the dragged entry overlaps most. */
const dropTarget: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : rectIntersection(args);
};

interface PlanDragAndDropProps {
  entries: ReadPlanEntry[];
  /** "Thursday, March 5, Dinner". */
  slotLabel: (slot: PlanSlot) => string;
  onMove: (entry: ReadPlanEntry, to: PlanSlot) => void;
  children: ReactNode;
}

/** Lets entries be dragged to another day or meal type with a mouse or a finger. */
export function PlanDragAndDrop({ entries, slotLabel, onMove, children }: PlanDragAndDropProps) {
  const { t } = useTranslation();
  const nameOf = useEntryName();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const entryById = (id: string | number) => entries.find((entry) => entry.id === Number(id));
  // An entry may leave the list mid-drag (another member deleted it): it is then nameless.
  const nameById = (id: string | number) => {
    const entry = entryById(id);
    return entry ? nameOf(entry) : "";
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    const entry = entryById(active.id);
    if (entry && over) onMove(entry, slotOf(over.id));
  }

  // dnd-kit's own announcements name things by their ids; these name them as the page shows them.
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("mealPlan.drag.pickedUp", { name: nameById(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t("mealPlan.drag.over", { name: nameById(active.id), slot: slotLabel(slotOf(over.id)) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t("mealPlan.moved", { name: nameById(active.id), slot: slotLabel(slotOf(over.id)) })
        : t("mealPlan.drag.cancelled", { name: nameById(active.id) }),
    onDragCancel: ({ active }) => t("mealPlan.drag.cancelled", { name: nameById(active.id) }),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={dropTarget}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("mealPlan.drag.instructions") } }}
    >
      {children}
    </DndContext>
  );
}

/** A day's meal type as a place to drop an entry. */
export function DroppableSlot({ slot, children }: { slot: PlanSlot; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: slotId(slot) });
  return (
    <Box
      ref={setNodeRef}
      sx={{
        mb: 1,
        p: 0.5,
        minHeight: 40,
        borderRadius: 1,
        border: 1,
        borderStyle: "dashed",
        borderColor: isOver ? "primary.main" : "divider",
        bgcolor: isOver ? "action.hover" : undefined,
      }}
    >
      {children}
    </Box>
  );
}

interface EditableEntryProps {
  entry: ReadPlanEntry;
  groupSlug: string;
  onMove: (entry: ReadPlanEntry) => void;
  onDelete: (entry: ReadPlanEntry) => void;
}

/** An entry in edit mode: a drag handle for the pointer, and a menu to move it (the keyboard's way) or delete it. */
export function EditableEntry({ entry, groupSlug, onMove, onDelete }: EditableEntryProps) {
  const { t } = useTranslation();
  const nameOf = useEntryName();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { setNodeRef, setActivatorNodeRef, listeners, transform, isDragging } = useDraggable({ id: entry.id });
  const choose = (action: (entry: ReadPlanEntry) => void) => () => {
    setAnchor(null);
    action(entry);
  };

  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) }}
      sx={{
        ...entryItemStyle,
        position: "relative",
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? 4 : 0,
      }}
    >
      {/* The handle is for the pointer only: the menu moves entries from the keyboard, so the
          handle is no tab stop of its own. */}
      <Box
        ref={setActivatorNodeRef}
        {...listeners}
        aria-hidden
        title={t("mealPlan.drag.handle")}
        sx={{ cursor: "grab", touchAction: "none", color: "text.secondary", display: "flex", alignSelf: "center" }}
      >
        <DragIndicatorIcon fontSize="small" />
      </Box>
      <PlanEntryContent entry={entry} groupSlug={groupSlug} />
      <IconButton
        id={entryMenuButtonId(entry)}
        size="small"
        aria-label={t("mealPlan.entryMenu", { name: nameOf(entry) })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ alignSelf: "center" }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={choose(onMove)}>
          <ListItemIcon>
            <MoveDownIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t("mealPlan.move")}</ListItemText>
        </MenuItem>
        <MenuItem onClick={choose(onDelete)}>
          <ListItemIcon>
            <DeleteIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t("mealPlan.delete")}</ListItemText>
        </MenuItem>
      </Menu>
    </Box>
  );
}

interface DayEditActionsProps {
  day: string;
  label: string;
  onAdd: (day: string) => void;
  onRandom: (day: string, entryType: PlanEntryType) => void;
}

/** A day's buttons in edit mode: add an entry, or a random recipe for one of the meal types. */
export function DayEditActions({ day, label, onAdd, onRandom }: DayEditActionsProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mt: 1 }}>
      <Button
        id={dayAddButtonId(day)}
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
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t("mealPlan.random")}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {PLAN_ENTRY_TYPES.map((type) => (
          <MenuItem
            key={type}
            onClick={() => {
              setAnchor(null);
              onRandom(day, type);
            }}
          >
            {t("mealPlan.randomType", { type: t(`mealPlan.types.${type}`) })}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
