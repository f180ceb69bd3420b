import type { Recipe } from "@larder/shared";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import { type MouseEvent, useId, useState } from "react";
import type { RecipeRef } from "../../api/recipes/types";
import { useTranslation } from "../../i18n";
import { lazyNamed, MountWhenNeeded } from "../OnDemand/OnDemand";

// The menu and its dialogs load when a menu is first opened: a page of cards shows thirty buttons.
const RecipeMenuPopup = lazyNamed(() => import("./RecipeMenuPopup"), "RecipeMenuPopup");

/** Router state asking the recipe page to open the print dialog of the browser once it shows the recipe. */
export interface RecipePrintRequest {
  print: true;
}

export interface RecipeContextMenuProps {
  recipe: RecipeRef;
  groupSlug: string;
  /** The recipe page switches to EDIT itself; elsewhere Edit opens the page with `?edit=true`. */
  onEdit?: () => void;
  /** The recipe page prints itself; elsewhere Print opens the page, which then prints. */
  onPrint?: () => void;
  /** After a deletion; the recipe page leaves for the group home. */
  onDeleted?: () => void;
  /** The whole recipe when the caller has it: the print preview then needs no fetch. */
  fullRecipe?: Recipe;
  /** The reader's scale, for the print preview. */
  scale?: number;
}

/** Stops clicks inside the menu and its dialogs from reaching a card's link (React events cross portals). */
function keepInside(event: MouseEvent) {
  event.stopPropagation();
}

/**
 * A recipe's menu (SPEC §6): print and print preferences for everyone; edit, delete, download,
 * duplicate, add to meal plan, share and the group's recipe actions only in the viewer's own group.
 */
export function RecipeContextMenu(props: RecipeContextMenuProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  return (
    <Box component="span" onClick={keepInside} sx={{ display: "contents" }}>
      <IconButton
        aria-label={t("recipePage.menu.open", { name: props.recipe.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => {
          // A card is a link: opening its menu must not follow it.
          event.preventDefault();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertIcon />
      </IconButton>
      <MountWhenNeeded when={anchor !== null}>
        <RecipeMenuPopup {...props} menuId={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
      </MountWhenNeeded>
    </Box>
  );
}
