import { useDraggable } from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import type { ReadPlanEntry } from "@larder/shared";
import DeleteIcon from "@mui/icons-material/Delete";
import DragIndicatorIcon from "@mui/icons-material/DragIndicator";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import MoveDownIcon from "@mui/icons-material/MoveDown";
import StickyNote2Icon from "@mui/icons-material/StickyNote2Outlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { Link as RouterLink } from "react-router";
import { RecipeImage } from "../../components/RecipeCard/RecipeImage";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";

/** The id of an entry's menu button, where focus returns after the entry has moved. */
export function entryMenuButtonId(entry: ReadPlanEntry): string {
  return `plan-entry-menu-${entry.id}`;
}

/** What an entry is called: its recipe's name, else its title. */
export function useEntryName(): (entry: ReadPlanEntry) => string {
  const { t } = useTranslation();
  return (entry) => entry.recipe?.name || entry.title || t("mealPlan.untitledNote");
}

interface PlanEntryItemProps {
  entry: ReadPlanEntry;
  groupSlug: string;
  editing: boolean;
  onMove: (entry: ReadPlanEntry) => void;
  onDelete: (entry: ReadPlanEntry) => void;
}

/** One entry of a day: a recipe (picture and name, linking to it) or a note; in edit mode, movable. */
export function PlanEntryItem({ entry, groupSlug, editing, onMove, onDelete }: PlanEntryItemProps) {
  const { t } = useTranslation();
  const nameOf = useEntryName();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { setNodeRef, setActivatorNodeRef, listeners, transform, isDragging } = useDraggable({
    id: entry.id,
    disabled: !editing,
  });
  const name = nameOf(entry);
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
        display: "flex",
        alignItems: "flex-start",
        gap: 1,
        p: 0.5,
        borderRadius: 1,
        bgcolor: "background.paper",
        position: "relative",
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? 4 : undefined,
      }}
    >
      {editing && (
        // Dragging is for the pointer; keyboard users move an entry from its menu, so the handle
        // is no tab stop of its own.
        <Box
          ref={setActivatorNodeRef}
          {...listeners}
          aria-hidden
          sx={{ cursor: "grab", touchAction: "none", color: "text.secondary", display: "flex", alignSelf: "center" }}
        >
          <DragIndicatorIcon fontSize="small" />
        </Box>
      )}
      {entry.recipe ? (
        <>
          <Box sx={{ width: 48, height: 48, borderRadius: 1, overflow: "hidden", flexShrink: 0 }}>
            <RecipeImage recipe={entry.recipe} size="tiny-original" height={48} width={48} iconSize={24} decorative />
          </Box>
          <Link
            component={RouterLink}
            to={paths.recipe(groupSlug, entry.recipe.slug)}
            variant="body2"
            sx={{ flex: 1, minWidth: 0, alignSelf: "center", overflowWrap: "anywhere" }}
          >
            {entry.recipe.name}
          </Link>
        </>
      ) : (
        <>
          <StickyNote2Icon fontSize="small" sx={{ color: "text.secondary", mt: 0.25 }} aria-hidden />
          <Box sx={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }}>
            <Typography variant="subtitle2" component="p">
              {entry.title || t("mealPlan.untitledNote")}
            </Typography>
            {entry.text && (
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: "pre-line" }}>
                {entry.text}
              </Typography>
            )}
          </Box>
        </>
      )}
      {editing && (
        <>
          <IconButton
            id={entryMenuButtonId(entry)}
            size="small"
            aria-label={t("mealPlan.entryMenu", { name })}
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
        </>
      )}
    </Box>
  );
}
