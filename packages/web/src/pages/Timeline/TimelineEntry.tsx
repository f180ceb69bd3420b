import type { RecipeSummary, RecipeTimelineEventOut, UserOut } from "@larder/shared";
import ChatBubbleOutlinedIcon from "@mui/icons-material/ChatBubbleOutlined";
import InfoOutlinedIcon from "@mui/icons-material/InfoOutlined";
import SettingsOutlinedIcon from "@mui/icons-material/SettingsOutlined";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Markdown } from "../../components/Markdown/Markdown";
import { RecipeImage } from "../../components/RecipeCard/RecipeImage";
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
}

function eventPhotoSrc(event: RecipeTimelineEventOut): string {
  const recipe = encodeURIComponent(event.recipeId);
  return `/api/media/recipes/${recipe}/images/timeline/${encodeURIComponent(event.id)}/min-original.webp?version=${encodeURIComponent(event.updateAt)}`;
}

/** One event: when, which recipe, who, what (and its photo when one was attached). */
export function TimelineEntry({ event, recipe, author, groupSlug }: TimelineEntryProps) {
  const { t, i18n } = useTranslation();
  const subjectId = useId();
  const Icon = TYPE_ICONS[event.eventType];
  const when = new Date(event.timestamp);
  return (
    <Box component="li" aria-labelledby={subjectId} sx={{ display: "flex", gap: 1.5, mb: 1.5 }}>
      <Avatar sx={{ bgcolor: "action.selected", color: "text.primary", mt: 0.5 }}>
        <Icon aria-label={t(`recipeList.timeline.type.${event.eventType}`)} />
      </Avatar>
      <Paper variant="outlined" sx={{ flex: 1, minWidth: 0, display: "flex", overflow: "hidden" }}>
        <Box sx={{ flex: 1, minWidth: 0, p: 1.5 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            <time dateTime={event.timestamp}>
              {when.toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" })}
            </time>
            {author ? ` · ${author.fullName || author.username}` : ""}
          </Typography>
          <Typography id={subjectId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {event.subject}
          </Typography>
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
