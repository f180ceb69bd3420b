import type { ShoppingListSummary } from "@larder/shared";
import ShoppingCartOutlinedIcon from "@mui/icons-material/ShoppingCartOutlined";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { useShoppingListsQuery } from "../../api/shopping/queries";
import { useShoppingListPreferences } from "../../hooks/shoppingListPreferences";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";
import { PageLoading } from "../PageLoading/PageLoading";

interface ChooseShoppingListProps {
  onChoose: (list: ShoppingListSummary) => void;
  onClose: () => void;
  /** Shown above the lists (what is about to be added). */
  children?: ReactNode;
  /** A list is being written to: the choices wait. */
  pending?: boolean;
}

/**
 * A dialog's step choosing a shopping list: one's own lists, or the whole group's with "view all
 * lists" (SPEC §6). Used when adding a recipe and when adding the meal plan's recipes.
 */
export function ChooseShoppingList({ onChoose, onClose, children, pending = false }: ChooseShoppingListProps) {
  const { t } = useTranslation();
  const { user } = useViewer();
  const { viewAllLists } = useShoppingListPreferences();
  const lists = useShoppingListsQuery();
  const shown = (lists.data ?? []).filter((list) => viewAllLists || list.userId === user?.id);
  return (
    <>
      <DialogContent>
        {children}
        <Typography sx={{ mb: 1 }}>{t("addToShoppingList.chooseList")}</Typography>
        {lists.isPending ? (
          <PageLoading />
        ) : shown.length === 0 ? (
          <Alert
            severity="info"
            action={
              <Button component={RouterLink} to={paths.shoppingLists} color="inherit" size="small">
                {t("addToShoppingList.openLists")}
              </Button>
            }
          >
            {t("addToShoppingList.noLists")}
          </Alert>
        ) : (
          <List aria-label={t("addToShoppingList.lists")}>
            {shown.map((list) => (
              <ListItemButton key={list.id} disabled={pending} onClick={() => onChoose(list)} sx={{ minHeight: 56 }}>
                <ListItemIcon>
                  <ShoppingCartOutlinedIcon />
                </ListItemIcon>
                <ListItemText primary={list.name || t("shoppingList.unnamed")} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("general.cancel")}</Button>
      </DialogActions>
    </>
  );
}
