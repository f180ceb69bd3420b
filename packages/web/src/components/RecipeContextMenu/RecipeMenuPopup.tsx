import CalendarMonthIcon from "@mui/icons-material/CalendarMonth";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import DeleteIcon from "@mui/icons-material/Delete";
import DownloadIcon from "@mui/icons-material/Download";
import EditIcon from "@mui/icons-material/Edit";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import PrintIcon from "@mui/icons-material/Print";
import ShareIcon from "@mui/icons-material/Share";
import ShoppingCartOutlinedIcon from "@mui/icons-material/ShoppingCartOutlined";
import TuneIcon from "@mui/icons-material/Tune";
import Divider from "@mui/material/Divider";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { useRecipeActionsQuery } from "../../api/recipe-actions/queries";
import { useDownloadRecipeZip } from "../../api/recipes/mutations";
import { useViewableRecipeQuery } from "../../api/recipes/queries";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";
import { SendIcon } from "../DirectionalIcons";
import { AddToMealPlanDialog } from "../RecipeDialogs/AddToMealPlanDialog";
import { AddToShoppingListDialog } from "../RecipeDialogs/AddToShoppingListDialog";
import { DeleteRecipeDialog } from "../RecipeDialogs/DeleteRecipeDialog";
import { DuplicateRecipeDialog } from "../RecipeDialogs/DuplicateRecipeDialog";
import { PrintPreferencesDialog } from "../RecipeDialogs/PrintPreferencesDialog";
import { ShareDialog } from "../RecipeDialogs/ShareDialog";
import { useRunRecipeAction } from "../RecipeDialogs/useRunRecipeAction";
import type { RecipeContextMenuProps, RecipePrintRequest } from "./RecipeContextMenu";

type OpenDialog = "delete" | "duplicate" | "share" | "printPreferences" | "mealPlan" | "shoppingList" | null;

interface RecipeMenuPopupProps extends RecipeContextMenuProps {
  menuId: string;
  /** The menu button while the menu is open, else null. */
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The open menu of RecipeContextMenu and the dialogs its items open. */
export function RecipeMenuPopup({
  recipe,
  groupSlug,
  onEdit,
  onPrint,
  onDeleted,
  fullRecipe,
  scale,
  menuId,
  anchor,
  onClose,
}: RecipeMenuPopupProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useViewer();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const isOwn = user !== null && (recipe.groupId ? recipe.groupId === user.groupId : groupSlug === user.groupSlug);
  const actions = useRecipeActionsQuery({ enabled: isOwn && anchor !== null });
  const download = useDownloadRecipeZip();
  const runAction = useRunRecipeAction(groupSlug);
  const previewRecipe = useViewableRecipeQuery({
    groupSlug,
    slug: recipe.slug,
    isOwnGroup: isOwn,
    enabled: (dialog === "printPreferences" || dialog === "shoppingList") && !fullRecipe,
  });
  const recipePath = paths.recipe(groupSlug, recipe.slug);

  const choose = (action: () => void) => () => {
    onClose();
    action();
  };
  const print = onPrint ?? (() => void navigate(recipePath, { state: { print: true } satisfies RecipePrintRequest }));

  const items: ReactNode[] = [];
  if (isOwn) {
    items.push(
      <MenuItem key="edit" onClick={choose(onEdit ?? (() => void navigate(`${recipePath}?edit=true`)))}>
        <ListItemIcon>
          <EditIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t("recipePage.menu.edit")}</ListItemText>
      </MenuItem>,
      <MenuItem key="delete" onClick={choose(() => setDialog("delete"))}>
        <ListItemIcon>
          <DeleteIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t("recipePage.menu.delete")}</ListItemText>
      </MenuItem>,
      <MenuItem key="duplicate" onClick={choose(() => setDialog("duplicate"))}>
        <ListItemIcon>
          <ContentCopyIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t("recipePage.menu.duplicate")}</ListItemText>
      </MenuItem>,
      <MenuItem key="mealPlan" onClick={choose(() => setDialog("mealPlan"))}>
        <ListItemIcon>
          <CalendarMonthIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t("mealPlan.addRecipe.menuItem")}</ListItemText>
      </MenuItem>,
      <MenuItem key="shoppingList" onClick={choose(() => setDialog("shoppingList"))}>
        <ListItemIcon>
          <ShoppingCartOutlinedIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t("recipePage.menu.addToShoppingList")}</ListItemText>
      </MenuItem>,
      <MenuItem key="share" onClick={choose(() => setDialog("share"))}>
        <ListItemIcon>
          <ShareIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t("recipePage.menu.share")}</ListItemText>
      </MenuItem>,
      <MenuItem key="download" onClick={choose(() => download.mutate(recipe.slug))}>
        <ListItemIcon>
          <DownloadIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t("recipePage.menu.download")}</ListItemText>
      </MenuItem>,
    );
  }
  items.push(
    <MenuItem key="print" onClick={choose(print)}>
      <ListItemIcon>
        <PrintIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{t("recipePage.menu.print")}</ListItemText>
    </MenuItem>,
    <MenuItem key="printPreferences" onClick={choose(() => setDialog("printPreferences"))}>
      <ListItemIcon>
        <TuneIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{t("recipePage.menu.printPreferences")}</ListItemText>
    </MenuItem>,
  );
  if (isOwn && actions.data?.length) {
    items.push(
      <Divider key="actions-divider" />,
      <ListSubheader key="actions-heading">{t("recipePage.menu.recipeActions")}</ListSubheader>,
      ...actions.data.map((action) => (
        <MenuItem key={action.id} onClick={choose(() => void runAction(action, recipe))}>
          <ListItemIcon>
            {action.actionType === "link" ? <OpenInNewIcon fontSize="small" /> : <SendIcon fontSize="small" />}
          </ListItemIcon>
          <ListItemText>{action.title}</ListItemText>
        </MenuItem>
      )),
    );
  }

  return (
    <>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
        {items}
      </Menu>
      {isOwn && (
        <>
          <DeleteRecipeDialog
            open={dialog === "delete"}
            recipe={recipe}
            onClose={() => setDialog(null)}
            onDeleted={onDeleted}
          />
          <DuplicateRecipeDialog
            open={dialog === "duplicate"}
            recipe={recipe}
            onClose={() => setDialog(null)}
            onDuplicated={(copy) => void navigate(paths.recipe(groupSlug, copy.slug))}
          />
          <AddToMealPlanDialog open={dialog === "mealPlan"} recipe={recipe} onClose={() => setDialog(null)} />
          <ShareDialog
            open={dialog === "share"}
            recipe={recipe}
            groupSlug={groupSlug}
            onClose={() => setDialog(null)}
          />
          <AddToShoppingListDialog
            open={dialog === "shoppingList"}
            recipe={fullRecipe ?? previewRecipe.data}
            scale={scale ?? 1}
            onClose={() => setDialog(null)}
          />
        </>
      )}
      <PrintPreferencesDialog
        open={dialog === "printPreferences"}
        recipe={fullRecipe ?? previewRecipe.data}
        scale={scale}
        onClose={() => setDialog(null)}
        onPrint={print}
      />
    </>
  );
}
