import type { RecipeSummary, RecipeTimelineEventOut, TimelineEventType, UserOut } from "@larder/shared";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import { useGroupMembersQuery } from "../../api/groups/queries";
import { useRecipesByIdsQuery } from "../../api/recipes/listQueries";
import { useDeleteTimelineEvent } from "../../api/timeline/mutations";
import { useTimelineEventsQuery } from "../../api/timeline/queries";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { TimelineEntry } from "./TimelineEntry";
import { saveTimelinePreferences, TIMELINE_EVENT_TYPES, useTimelinePreferences } from "./timelinePreferences";
import { useLoadMoreOnScroll } from "./useLoadMoreOnScroll";

/**
 * The group's timeline (`/g/{groupSlug}/recipes/timeline`): what happened to its recipes, oldest or
 * newest first, filtered by event type; both choices are kept in the browser (SPEC §3).
 */
export function TimelinePage() {
  const { t } = useTranslation();
  const { groupSlug, user } = useViewer();
  const [deleting, setDeleting] = useState<RecipeTimelineEventOut | null>(null);
  const remove = useDeleteTimelineEvent();
  const preferences = useTimelinePreferences();
  const events = useTimelineEventsQuery(preferences);
  const items = useMemo(() => events.data?.pages.flatMap((page) => page.items) ?? [], [events.data]);
  const recipeIds = useMemo(() => [...new Set(items.map((event) => event.recipeId))].sort(), [items]);
  const recipes = useRecipesByIdsQuery(recipeIds);
  const members = useGroupMembersQuery();
  const recipesById = useMemo(
    () => new Map<string, RecipeSummary>((recipes.data ?? []).map((recipe) => [recipe.id, recipe])),
    [recipes.data],
  );
  const membersById = useMemo(
    () => new Map<string, UserOut>((members.data ?? []).map((member) => [member.id, member])),
    [members.data],
  );
  const endRef = useLoadMoreOnScroll({
    canLoad: Boolean(events.hasNextPage) && !events.isFetchingNextPage,
    onLoad: () => void events.fetchNextPage(),
  });

  if (!groupSlug) return <PageLoading />;
  const ascending = preferences.orderDirection === "asc";
  const noTypes = preferences.types.length === 0;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t("recipeList.timeline.title")}
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mb: 1 }}>
        <ToggleButtonGroup
          size="small"
          aria-label={t("recipeList.timeline.types")}
          value={preferences.types}
          onChange={(_event, types: TimelineEventType[]) => saveTimelinePreferences({ types })}
        >
          {TIMELINE_EVENT_TYPES.map((type) => (
            <ToggleButton key={type} value={type}>
              {t(`recipeList.timeline.type.${type}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          startIcon={ascending ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
          onClick={() => saveTimelinePreferences({ orderDirection: ascending ? "desc" : "asc" })}
        >
          {ascending ? t("recipeList.timeline.oldestFirst") : t("recipeList.timeline.newestFirst")}
        </Button>
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>{events.isFetching && !events.isFetchingNextPage && <LinearProgress />}</Box>
      {noTypes ? (
        <EmptyTimeline text={t("recipeList.timeline.noTypes")} />
      ) : events.isError ? (
        <Alert severity="error">{t("recipeList.timeline.loadFailed")}</Alert>
      ) : events.isPending ? null : items.length === 0 ? (
        <EmptyTimeline text={t("recipeList.timeline.empty")} />
      ) : (
        <Box component="ol" aria-label={t("recipeList.timeline.events")} sx={{ listStyle: "none", m: 0, p: 0 }}>
          {items.map((event: RecipeTimelineEventOut) => (
            <TimelineEntry
              key={event.id}
              event={event}
              recipe={recipesById.get(event.recipeId)}
              author={membersById.get(event.userId)}
              groupSlug={groupSlug}
              mayChange={user !== null && (user.id === event.userId || user.admin)}
              onDelete={setDeleting}
            />
          ))}
        </Box>
      )}
      <Box ref={endRef} sx={{ display: "flex", justifyContent: "center", py: 2, minHeight: 48 }}>
        {events.isFetchingNextPage ? (
          <LinearProgress sx={{ width: "50%" }} aria-label={t("recipeList.timeline.loadingMore")} />
        ) : (
          events.hasNextPage && (
            <Button variant="outlined" onClick={() => void events.fetchNextPage()}>
              {t("recipeList.timeline.loadMore")}
            </Button>
          )
        )}
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        title={t("recipeList.timeline.deleteTitle")}
        message={t("recipeList.timeline.deleteMessage")}
        confirmLabel={t("general.delete")}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </Container>
  );
}

function EmptyTimeline({ text }: { text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }}>
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}
