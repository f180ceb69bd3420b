import type { RecipeSummary, RecipeTimelineEventOut, UserOut } from "@larder/shared";
import ChatBubbleOutlinedIcon from "@mui/icons-material/ChatBubbleOutlined";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import InfoOutlinedIcon from "@mui/icons-material/InfoOutlined";
import SettingsOutlinedIcon from "@mui/icons-material/SettingsOutlined";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useId, useState } from "react";
import { Link as RouterLink } from "react-router";
import { useUpdateTimelineEvent } from "../../api/timeline/mutations";
import { Markdown } from "../../components/Markdown/Markdown";
import { RecipeImage } from "../../components/RecipeCard/RecipeImage";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";

const TYPE_ICONS = {
  info: InfoOutlinedIcon,
  system: SettingsOutlinedIcon,
  comment: ChatBubbleOutlinedIcon,
} as const;

interface TimelineEntryProps {
  event: RecipeTimelineEventOut;
  /** Unknown while the recipes load, or when the recipe has gone. */
  recipe: RecipeSummary | undefined;
  author: UserOut | undefined;
  groupSlug: string;
  /** Whether the viewer may edit and delete it: its author or an administrator. */
  mayChange: boolean;
  onDelete: (event: RecipeTimelineEventOut) => void;
}

function eventPhotoSrc(event: RecipeTimelineEventOut): string {
  const recipe = encodeURIComponent(event.recipeId);
  return `/api/media/recipes/${recipe}/images/timeline/${encodeURIComponent(event.id)}/min-original.webp?version=${encodeURIComponent(event.updateAt)}`;
}

/** One event: when, which recipe, who, what (and its photo when one was attached). */
export function TimelineEntry({ event, recipe, author, groupSlug, mayChange, onDelete }: TimelineEntryProps) {
  const { t, i18n } = useTranslation();
  const subjectId = useId();
  const [editing, setEditing] = useState(false);
  const Icon = TYPE_ICONS[event.eventType];
  const when = new Date(event.timestamp);
  return (
    <Box component="li" aria-labelledby={subjectId} sx={{ display: "flex", gap: 1.5, mb: 1.5 }}>
      <Avatar sx={{ bgcolor: "action.selected", color: "text.primary", mt: 0.5 }}>
        <Icon aria-label={t(`recipeList.timeline.type.${event.eventType}`)} />
      </Avatar>
      <Paper variant="outlined" sx={{ flex: 1, minWidth: 0, display: "flex", overflow: "hidden" }}>
        <Box sx={{ flex: 1, minWidth: 0, p: 1.5 }}>
          <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1 }}>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ flexGrow: 1 }}>
              <time dateTime={event.timestamp}>
                {when.toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" })}
              </time>
              {author ? ` · ${author.fullName || author.username}` : ""}
            </Typography>
            {mayChange && !editing && (
              <>
                <IconButton size="small" aria-label={t("recipeList.timeline.edit")} onClick={() => setEditing(true)}>
                  <EditIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" aria-label={t("recipeList.timeline.delete")} onClick={() => onDelete(event)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </>
            )}
          </Box>
          <Typography id={subjectId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {event.subject}
          </Typography>
          {editing ? (
            <TimelineEventForm event={event} onDone={() => setEditing(false)} />
          ) : (
            <>
              {recipe && (
                <Link component={RouterLink} to={paths.recipe(groupSlug, recipe.slug)} variant="body2" color="inherit">
                  {recipe.name}
                </Link>
              )}
              {event.eventMessage && (
                <Box sx={{ mt: 1, typography: "body2" }}>
                  <Markdown source={event.eventMessage} />
                </Box>
              )}
            </>
          )}
          {event.image === "has image" && (
            <Box
              component="img"
              src={eventPhotoSrc(event)}
              alt={t("recipeList.timeline.photo", { subject: event.subject })}
              loading="lazy"
              sx={{ display: "block", mt: 1, maxWidth: "100%", maxHeight: 240, borderRadius: 1 }}
            />
          )}
        </Box>
        {recipe && (
          <Box sx={{ display: { xs: "none", sm: "block" } }} aria-hidden>
            <RecipeImage recipe={recipe} size="tiny-original" height="100%" width={120} iconSize={32} />
          </Box>
        )}
      </Paper>
    </Box>
  );
}

/** Edits an event's subject and message in place (SPEC §2: the Markdown message as written). */
function TimelineEventForm({ event, onDone }: { event: RecipeTimelineEventOut; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateTimelineEvent();
  const [subject, setSubject] = useState(event.subject);
  const [message, setMessage] = useState(event.eventMessage ?? "");

  function save(submitted: FormEvent) {
    submitted.preventDefault();
    if (!subject.trim()) return;
    update.mutate({ id: event.id, subject: subject.trim(), eventMessage: message }, { onSuccess: onDone });
  }

  return (
    <Box component="form" onSubmit={save} sx={{ display: "flex", flexDirection: "column", gap: 1.5, mt: 1.5 }}>
      <TextField
        autoFocus
        required
        size="small"
        label={t("recipeList.timeline.subject")}
        value={subject}
        onChange={(change) => setSubject(change.target.value)}
      />
      <TextField
        multiline
        minRows={2}
        size="small"
        label={t("recipeList.timeline.message")}
        value={message}
        onChange={(change) => setMessage(change.target.value)}
      />
      <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
        <Button onClick={onDone}>{t("general.cancel")}</Button>
        <Button type="submit" variant="contained" loading={update.isPending} disabled={!subject.trim()}>
          {t("recipeList.timeline.save")}
        </Button>
      </Box>
    </Box>
  );
}
