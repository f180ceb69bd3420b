import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import DragIndicatorIcon from "@mui/icons-material/DragIndicator";
import IconButton from "@mui/material/IconButton";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n";

interface SortableListProps<T> {
  items: T[];
  idOf: (item: T) => string;
  onReorder: (items: T[]) => void;
  /** Renders one row; `handle` is the drag handle to place in it. */
  children: (item: T, index: number, handle: ReactNode) => ReactNode;
  /** The accessible name of a row's drag handle. */
  handleLabel: (item: T, index: number) => string;
  /** How a row is called when a screen reader announces its move, e.g. "Ingredient 3". */
  itemLabel: (item: T, index: number) => string;
  /** The element of each row: "li" when `container` wraps them in a list. */
  rowElement?: "div" | "li";
  /**
   * Wraps the rows (in a `ul`, say). dnd-kit writes its screen-reader texts beside the rows, so a
   * list must be made here, around the rows alone, for it to hold nothing but its items.
   */
  container?: (rows: ReactNode) => ReactNode;
}

/** A vertical list reordered by dragging a handle, with the mouse, touch or the keyboard (space, arrows). */
export function SortableList<T>({
  items,
  idOf,
  onReorder,
  children,
  handleLabel,
  itemLabel,
  rowElement = "div",
  container = (rows) => rows,
}: SortableListProps<T>) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(items, from, to));
  };

  // dnd-kit's own announcements name rows by their internal ids; these name them as the page does.
  const labelOf = (id: string | number) => {
    const index = ids.indexOf(String(id));
    return index < 0 ? String(id) : itemLabel(items[index] as T, index);
  };
  const positionOf = (id: string | number) => ({ position: ids.indexOf(String(id)) + 1, count: ids.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("sortable.dragPickedUp", { item: labelOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t("sortable.dragOver", { item: labelOf(active.id), ...positionOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t("sortable.dragDropped", { item: labelOf(active.id), ...positionOf(over.id) })
        : t("sortable.dragCancelled", { item: labelOf(active.id) }),
    onDragCancel: ({ active }) => t("sortable.dragCancelled", { item: labelOf(active.id) }),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("sortable.dragInstructions") } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {container(
          items.map((item, index) => (
            <SortableRow key={idOf(item)} id={idOf(item)} label={handleLabel(item, index)} element={rowElement}>
              {(handle) => children(item, index, handle)}
            </SortableRow>
          )),
        )}
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  label,
  element: Row,
  children,
}: {
  id: string;
  label: string;
  element: "div" | "li";
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const handle = (
    <IconButton
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      size="small"
      sx={{ cursor: "grab", touchAction: "none" }}
    >
      <DragIndicatorIcon fontSize="small" />
    </IconButton>
  );
  return (
    <Row
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: "relative",
        zIndex: isDragging ? 1 : undefined,
        opacity: isDragging ? 0.85 : 1,
      }}
    >
      {children(handle)}
    </Row>
  );
}
