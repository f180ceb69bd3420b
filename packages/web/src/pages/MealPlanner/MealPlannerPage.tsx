import { MOBILE_BREAKPOINT_PX, PLAN_ENTRY_TYPES, type PlanEntryType, type ReadPlanEntry } from "@larder/shared";
import EditCalendarIcon from "@mui/icons-material/EditCalendar";
import EventIcon from "@mui/icons-material/Event";
import RssFeedIcon from "@mui/icons-material/RssFeed";
import RuleIcon from "@mui/icons-material/Rule";
import ShoppingCartOutlinedIcon from "@mui/icons-material/ShoppingCartOutlined";
import VisibilityIcon from "@mui/icons-material/Visibility";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import LinearProgress from "@mui/material/LinearProgress";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { Suspense, startTransition, useEffect, useMemo, useState } from "react";
import { Link as RouterLink } from "react-router";
import { useGroupPreferencesQuery } from "../../api/groups/queries";
import {
  type PlanSlot,
  useCreateRandomEntry,
  useDeletePlanEntry,
  useMovePlanEntry,
} from "../../api/mealplans/mutations";
import { addDays, columnOf, planDayFormat, weeksOf } from "../../api/mealplans/planDates";
import { useMealPlanEntriesQuery } from "../../api/mealplans/queries";
import { lazyNamed, MountWhenNeeded } from "../../components/OnDemand/OnDemand";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { useToast } from "../../components/Toast/ToastContext";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";
import { PlanDay } from "./PlanDay";
import { dayAddButtonId, entryMenuButtonId, useEntryName } from "./PlanEntryContent";
import { PlannerRangeControls } from "./PlannerRangeControls";
import { usePlannerRange } from "./usePlannerRange";

// Edit mode and the dialogs load when first needed: a first visit to the plan needs none of them.
const PlanDragAndDrop = lazyNamed(() => import("./planEditing"), "PlanDragAndDrop");
const AddEntryDialog = lazyNamed(() => import("./AddEntryDialog"), "AddEntryDialog");
const MoveEntryDialog = lazyNamed(() => import("./MoveEntryDialog"), "MoveEntryDialog");
const CalendarFeedDialog = lazyNamed(() => import("./CalendarFeedDialog"), "CalendarFeedDialog");
const AddRecipesToShoppingListDialog = lazyNamed(
  () => import("../../components/RecipeDialogs/AddRecipesToShoppingListDialog"),
  "AddRecipesToShoppingListDialog",
);

/**
 * From this width a week is one row of seven weekday columns; narrower screens flow the days, and
 * so does edit mode, whose entries need the room for their handles and menus.
 */
const WEEK_ROW_MIN_WIDTH_PX = 1400;
const weekRow = `@media (min-width:${WEEK_ROW_MIN_WIDTH_PX}px)`;
const wide = `@media (min-width:${MOBILE_BREAKPOINT_PX}px)`;

/** The server counts weekdays from Sunday, 0; 1 January 2023 was a Sunday. */
const A_SUNDAY = "2023-01-01";

/** Read by screen readers, not shown (sizes in px: MUI reads 1 as 100%). */
const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  m: "-1px",
  p: 0,
  border: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

/**
 * The group's meal plan (`/group/mealplan/planner/view`): the days of a range kept in the address
 * (today and the next six by default), cut into weeks that begin on the group's first day of the
 * week; each day's recipes and notes under their meal types. Edit mode adds entries (a recipe, a
 * note or a random recipe by the group's rules), moves them (dragging, or from an entry's menu
 * with the keyboard) and deletes them.
 */
export function MealPlannerPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { groupSlug } = useViewer();
  const preferences = useGroupPreferencesQuery();
  const range = usePlannerRange();
  const entries = useMealPlanEntriesQuery(range.start, range.end);
  const move = useMovePlanEntry();
  const remove = useDeletePlanEntry();
  const random = useCreateRandomEntry();
  const nameOf = useEntryName();
  const [editing, setEditing] = useState(false);
  const [addingTo, setAddingTo] = useState<string | null>(null);
  const [moving, setMoving] = useState<ReadPlanEntry | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);
  const [shoppingOpen, setShoppingOpen] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  /** The element keyboard focus goes to once the page has drawn a change (by id). */
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  const locale = i18n.language;
  const thisYear = range.today.slice(0, 4);
  const dayLabel = useMemo(() => {
    const sameYear = planDayFormat(locale, { weekday: "long", month: "long", day: "numeric" });
    const otherYear = planDayFormat(locale, { weekday: "long", month: "long", day: "numeric", year: "numeric" });
    return (day: string) => (day.startsWith(thisYear) ? sameYear(day) : otherYear(day));
  }, [locale, thisYear]);
  const weekdayName = useMemo(() => planDayFormat(locale, { weekday: "long" }), [locale]);

  const entriesByDay = useMemo(() => {
    const byDay = new Map<string, ReadPlanEntry[]>();
    const typeOrder = (type: PlanEntryType) => PLAN_ENTRY_TYPES.indexOf(type);
    const sorted = [...(entries.data ?? [])].sort(
      (left, right) => typeOrder(left.entryType) - typeOrder(right.entryType) || left.id - right.id,
    );
    for (const entry of sorted) byDay.set(entry.date, [...(byDay.get(entry.date) ?? []), entry]);
    return byDay;
  }, [entries.data]);

  /** The recipes planned in the range shown, each with how many times (for the shopping list). */
  const plannedRecipes = useMemo(() => {
    const byId = new Map<string, { id: string; name: string; times: number }>();
    for (const entry of entries.data ?? []) {
      if (!entry.recipe) continue;
      const planned = byId.get(entry.recipe.id) ?? { id: entry.recipe.id, name: entry.recipe.name, times: 0 };
      byId.set(entry.recipe.id, { ...planned, times: planned.times + 1 });
    }
    return [...byId.values()];
  }, [entries.data]);

  // The keyboard carries on from the moved entry in its new place, or from its day once deleted:
  // the menu it was used from has left the page.
  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  if (!groupSlug || preferences.isPending) return <PageLoading />;
  // The contract's default (Sunday) when the group's preferences cannot be read.
  const firstDayOfWeek = preferences.data?.firstDayOfWeek ?? 0;
  const slotLabel = (slot: PlanSlot) =>
    t("mealPlan.slot", { day: dayLabel(slot.date), type: t(`mealPlan.types.${slot.entryType}`) });

  /**
   * A move from an entry's menu is announced here and focus follows the entry; a drag has been
   * announced by dnd-kit already, and the pointer needs no focus.
   */
  function moveEntry(entry: ReadPlanEntry, to: PlanSlot, { fromMenu }: { fromMenu: boolean }) {
    if (entry.date === to.date && entry.entryType === to.entryType) return;
    move.mutate(
      { entry, to },
      {
        onSuccess: () => {
          if (!fromMenu) return;
          setAnnouncement(t("mealPlan.moved", { name: nameOf(entry), slot: slotLabel(to) }));
          setFocusTarget(entryMenuButtonId(entry));
        },
      },
    );
  }

  const weeks = weeksOf(range.days, firstDayOfWeek);
  const dayProps = {
    groupSlug,
    editing,
    loaded: entries.isSuccess,
    onAdd: setAddingTo,
    onRandom: (date: string, entryType: PlanEntryType) =>
      random.mutate(
        { date, entryType },
        { onSuccess: (entry) => setAnnouncement(t("mealPlan.added", { name: nameOf(entry), slot: slotLabel(entry) })) },
      ),
    onMove: setMoving,
    onDelete: (entry: ReadPlanEntry) =>
      remove.mutate(entry, {
        onSuccess: () => {
          toast.success(t("mealPlan.deleted", { name: nameOf(entry) }));
          setFocusTarget(dayAddButtonId(entry.date));
        },
      }),
  };

  const plan = (
    <Box aria-label={t("mealPlan.planLabel")} component="div" role="region" aria-busy={entries.isFetching}>
      <Box
        aria-hidden
        sx={{
          display: "none",
          [weekRow]: {
            display: editing ? "none" : "grid",
            gridTemplateColumns: "repeat(7, minmax(0, 1fr))",
            gap: 1,
            mb: 1,
          },
        }}
      >
        {Array.from({ length: 7 }, (_, column) => addDays(A_SUNDAY, (firstDayOfWeek + column) % 7)).map((day) => (
          <Typography key={day} variant="overline" color="text.secondary" sx={{ textAlign: "center" }}>
            {weekdayName(day)}
          </Typography>
        ))}
      </Box>
      {weeks.map((week) => {
        const weekStart = addDays(week[0] ?? range.start, -columnOf(week[0] ?? range.start, firstDayOfWeek));
        return (
          <Box
            key={weekStart}
            component="ol"
            aria-label={t("mealPlan.week", { date: dayLabel(weekStart) })}
            sx={{
              listStyle: "none",
              m: 0,
              mb: 1,
              p: 0,
              display: "flex",
              flexDirection: "column",
              gap: 1,
              [wide]: {
                display: "grid",
                gridTemplateColumns: `repeat(auto-fill, minmax(${editing ? 260 : 220}px, 1fr))`,
              },
              ...(!editing && { [weekRow]: { gridTemplateColumns: "repeat(7, minmax(0, 1fr))" } }),
            }}
          >
            {week.map((day) => (
              <Box
                component="li"
                key={day}
                sx={{
                  minWidth: 0,
                  ...(!editing && { [weekRow]: { gridColumnStart: columnOf(day, firstDayOfWeek) + 1 } }),
                }}
              >
                <PlanDay
                  day={day}
                  label={dayLabel(day)}
                  isToday={day === range.today}
                  entries={entriesByDay.get(day) ?? []}
                  {...dayProps}
                />
              </Box>
            ))}
          </Box>
        );
      })}
    </Box>
  );

  return (
    <Container maxWidth={false} sx={{ py: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap", mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t("mealPlan.title")}
        </Typography>
        <Button component={RouterLink} to={paths.mealPlanRules} startIcon={<RuleIcon />}>
          {t("mealPlan.rulesLink")}
        </Button>
        <Button startIcon={<RssFeedIcon />} onClick={() => setFeedOpen(true)}>
          {t("mealPlan.feed.title")}
        </Button>
        <Button
          startIcon={<ShoppingCartOutlinedIcon />}
          disabled={plannedRecipes.length === 0}
          onClick={() => setShoppingOpen(true)}
        >
          {t("addToShoppingList.planButton")}
        </Button>
      </Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap", mb: 1 }}>
        <PlannerRangeControls range={range} />
        <Box sx={{ flexGrow: 1 }} />
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label={t("mealPlan.mode.label")}
          value={editing ? "edit" : "view"}
          onChange={(_event, mode: "view" | "edit" | null) => {
            // The plan stays as it is while edit mode's code loads.
            if (mode) startTransition(() => setEditing(mode === "edit"));
          }}
        >
          <ToggleButton value="view">
            <VisibilityIcon fontSize="small" sx={{ mr: 1 }} aria-hidden />
            {t("mealPlan.mode.view")}
          </ToggleButton>
          <ToggleButton value="edit" onPointerEnter={PlanDragAndDrop.preload} onFocus={PlanDragAndDrop.preload}>
            <EditCalendarIcon fontSize="small" sx={{ mr: 1 }} aria-hidden />
            {t("mealPlan.mode.edit")}
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>{entries.isFetching && <LinearProgress aria-label={t("general.loading")} />}</Box>
      {entries.isError ? (
        <Alert severity="error" icon={<EventIcon />}>
          {t("mealPlan.loadFailed")}
        </Alert>
      ) : editing ? (
        <Suspense fallback={<PageLoading />}>
          <PlanDragAndDrop
            entries={entries.data ?? []}
            slotLabel={slotLabel}
            onMove={(entry, to) => moveEntry(entry, to, { fromMenu: false })}
          >
            {plan}
          </PlanDragAndDrop>
        </Suspense>
      ) : (
        plan
      )}
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
      <MountWhenNeeded when={moving !== null}>
        <MoveEntryDialog
          entry={moving}
          days={range.days.map((day) => ({ day, label: dayLabel(day) }))}
          onMove={(entry, to) => moveEntry(entry, to, { fromMenu: true })}
          onClose={() => setMoving(null)}
        />
      </MountWhenNeeded>
      <MountWhenNeeded when={addingTo !== null}>
        <AddEntryDialog
          day={addingTo}
          dayLabel={addingTo ? dayLabel(addingTo) : ""}
          onClose={() => setAddingTo(null)}
        />
      </MountWhenNeeded>
      <MountWhenNeeded when={shoppingOpen}>
        <AddRecipesToShoppingListDialog
          open={shoppingOpen}
          description={t("addToShoppingList.planDays", { start: dayLabel(range.start), end: dayLabel(range.end) })}
          recipes={plannedRecipes}
          onClose={() => setShoppingOpen(false)}
        />
      </MountWhenNeeded>
      <MountWhenNeeded when={feedOpen}>
        <CalendarFeedDialog open={feedOpen} onClose={() => setFeedOpen(false)} />
      </MountWhenNeeded>
    </Container>
  );
}
