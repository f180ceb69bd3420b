import type { ShoppingListItemOut } from "@larder/shared";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import LabelIcon from "@mui/icons-material/Label";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import PrintIcon from "@mui/icons-material/Print";
import SwapVertIcon from "@mui/icons-material/SwapVert";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Collapse from "@mui/material/Collapse";
import Container from "@mui/material/Container";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Switch from "@mui/material/Switch";
import ToggleButton from "@mui/material/ToggleButton";
import Typography from "@mui/material/Typography";
import { Suspense, useCallback, useId, useMemo, useRef, useState } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { ApiError } from "../../api/errors";
import { useParseIngredient } from "../../api/parser/mutations";
import { newId } from "../../api/shopping/ids";
import { useShoppingListQuery } from "../../api/shopping/queries";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import { ArrowBackIcon } from "../../components/DirectionalIcons";
import { lazyNamed, MountWhenNeeded } from "../../components/OnDemand/OnDemand";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { saveShoppingListPreferences, useShoppingListPreferences } from "../../hooks/shoppingListPreferences";
import { useCopyToClipboard } from "../../hooks/useCopyToClipboard";
import { useOnline } from "../../hooks/useOnline";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";
import { checkedItems, type ItemGroup, listAsText, nextPosition, repositioned, uncheckedGroups } from "./grouping";
import { ItemRow } from "./ItemRow";
import { ListRecipes } from "./ListRecipes";
import { QuickAddForm } from "./QuickAddForm";
import { itemFromParsed, itemFromText } from "./quickAdd";
import { ShoppingListPrintArea } from "./ShoppingListPrintArea";
import { useListEvents } from "./useListEvents";
import { useListItems } from "./useListItems";

// Dialogs and the drag-and-drop code load when first used: the list itself is what a shop needs first.
const ItemEditDialog = lazyNamed(() => import("./ItemEditDialog"), "ItemEditDialog");
const LabelOrderDialog = lazyNamed(() => import("./LabelOrderDialog"), "LabelOrderDialog");
const ReorderableItems = lazyNamed(() => import("./ReorderableItems"), "ReorderableItems");

/**
 * One shopping list (`/shopping-lists/{id}`), made for a phone in one hand: the items to buy under
 * their labels in the list's label order (or one plain list), one tap to check, a line to add
 * "2 cups flour", the checked items folded away, the recipes on the list. Changes show at once and
 * are sent in order, offline too; other devices' changes arrive live.
 */
export function ShoppingListPage() {
  const { listId = "" } = useParams();
  const { t } = useTranslation();
  const parse = useParseIngredient();
  const { user, groupSlug } = useViewer();
  const online = useOnline();
  const { viewByLabel } = useShoppingListPreferences();
  const query = useShoppingListQuery(listId);
  const { list, pending, update, create, remove } = useListItems(listId, query.data, user?.id ?? null);
  useListEvents(listId, query.data?.updateAt);
  const copy = useCopyToClipboard();
  const checkedId = useId();

  const [editing, setEditing] = useState<ShoppingListItemOut | null>(null);
  const [reordering, setReordering] = useState(false);
  const [checkedOpen, setCheckedOpen] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [labelOrderOpen, setLabelOrderOpen] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);

  const groups = useMemo(() => (list ? uncheckedGroups(list, viewByLabel) : []), [list, viewByLabel]);
  const checked = useMemo(() => (list ? checkedItems(list) : []), [list]);
  const recipeNames = useMemo(
    () => new Map((list?.recipeReferences ?? []).map((reference) => [reference.recipeId, reference.recipe.name])),
    [list],
  );
  const recipeNamesOf = useCallback(
    (item: ShoppingListItemOut) =>
      item.recipeReferences.flatMap((reference) => recipeNames.get(reference.recipeId) ?? []),
    [recipeNames],
  );

  const toggle = useCallback((item: ShoppingListItemOut) => update([{ ...item, checked: !item.checked }]), [update]);

  // Lines typed quickly one after another are read and added in the order typed.
  const latestList = useRef(list);
  latestList.current = list;
  const lastPosition = useRef(-1);
  const adding = useRef<Promise<void>>(Promise.resolve());
  const addOne = async (text: string) => {
    const current = latestList.current;
    if (!current) return;
    const position = Math.max(nextPosition(current), lastPosition.current + 1);
    lastPosition.current = position;
    const place = { id: newId(), listId: current.id, position, now: new Date().toISOString() };
    // Offline, or when the parser fails, the line is kept as typed: the item must show now.
    const parsed = navigator.onLine
      ? await parse.mutateAsync({ parser: "nlp", ingredient: text }).catch(() => null)
      : null;
    create(parsed ? itemFromParsed(parsed, place) : itemFromText(text, place));
  };
  const addLine = (text: string) => {
    adding.current = adding.current.then(() => addOne(text));
  };

  if (query.isPending) return <PageLoading />;
  if (!list) {
    const gone = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 422);
    return (
      <Container maxWidth="sm" sx={{ py: 3 }}>
        <Alert severity={gone ? "warning" : "error"}>
          {gone ? t("shoppingList.notFound") : t("shoppingList.loadFailed")}
        </Alert>
        <Button component={RouterLink} to={paths.shoppingLists} startIcon={<ArrowBackIcon />} sx={{ mt: 2 }}>
          {t("shoppingList.allLists")}
        </Button>
      </Container>
    );
  }

  const name = list.name || t("shoppingList.unnamed");
  const renderGroup = (group: ItemGroup) => {
    const title = group.label?.name ?? t("shoppingList.noLabel");
    const shownTitle = group.key === "all" ? t("shoppingList.toBuy") : title;
    const plainRows = (
      <Box component="ul" aria-label={shownTitle} sx={{ listStyle: "none", m: 0, p: 0 }}>
        {group.items.map((item) => (
          <ItemRow key={item.id} item={item} recipeNames={recipeNamesOf(item)} onToggle={toggle} onEdit={setEditing} />
        ))}
      </Box>
    );
    return (
      <Box component="section" key={group.key} aria-label={shownTitle} sx={{ mb: 2 }}>
        {group.key !== "all" && (
          <Typography
            variant="subtitle2"
            component="h2"
            sx={{ display: "flex", alignItems: "center", gap: 1, px: 1, py: 0.5, color: "text.secondary" }}
          >
            <Box
              aria-hidden
              sx={{ width: 10, height: 10, borderRadius: "50%", bgcolor: group.label?.color ?? "action.disabled" }}
            />
            {title}
          </Typography>
        )}
        <Paper variant="outlined">
          {reordering ? (
            // The plain rows stand in while the drag-and-drop code loads.
            <Suspense fallback={plainRows}>
              <ReorderableItems
                label={shownTitle}
                items={group.items}
                recipeNamesOf={recipeNamesOf}
                onToggle={toggle}
                onEdit={setEditing}
                onReorder={(items) => update(repositioned(groups, group.key, items))}
              />
            </Suspense>
          ) : (
            plainRows
          )}
        </Paper>
      </Box>
    );
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 1, sm: 3 }, px: { xs: 1, sm: 2 } }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1 }}>
        <IconButton component={RouterLink} to={paths.shoppingLists} aria-label={t("shoppingList.allLists")}>
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h5" component="h1" sx={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }}>
          {name}
        </Typography>
        <IconButton
          aria-label={t("shoppingList.moreActions")}
          aria-haspopup="menu"
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          <MoreVertIcon />
        </IconButton>
      </Box>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        <MenuItem
          disabled={!online}
          onClick={() => {
            setMenuAnchor(null);
            setLabelOrderOpen(true);
          }}
        >
          <ListItemIcon>
            <LabelIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t("shoppingList.labelOrder")}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            setMenuAnchor(null);
            void copy(listAsText(groups, t("shoppingList.noLabel")), t("shoppingList.copied"));
          }}
        >
          <ListItemIcon>
            <ContentCopyIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t("shoppingList.copy")}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            setMenuAnchor(null);
            window.print();
          }}
        >
          <ListItemIcon>
            <PrintIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t("shoppingList.print")}</ListItemText>
        </MenuItem>
      </Menu>

      {(!online || pending > 0) && (
        <Alert severity={online ? "info" : "warning"} sx={{ mb: 2 }}>
          {online ? t("shoppingList.sync.sending", { count: pending }) : t("shoppingList.sync.offline")}
        </Alert>
      )}

      <QuickAddForm onAdd={addLine} />

      <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 1, mb: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={viewByLabel}
              onChange={(event) => saveShoppingListPreferences({ viewByLabel: event.target.checked })}
            />
          }
          label={t("shoppingList.byLabel")}
        />
        <Box sx={{ flexGrow: 1 }} />
        <ToggleButton
          value="reorder"
          size="small"
          selected={reordering}
          onChange={() => setReordering((on) => !on)}
          onPointerEnter={() => void ReorderableItems.preload()}
          sx={{ gap: 0.5, px: 1.5 }}
        >
          <SwapVertIcon fontSize="small" />
          {t("shoppingList.reorder")}
        </ToggleButton>
      </Box>

      {groups.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, mb: 2, textAlign: "center" }}>
          <Typography color="text.secondary">{t("shoppingList.nothingToBuy")}</Typography>
        </Paper>
      ) : (
        groups.map(renderGroup)
      )}

      {checked.length > 0 && (
        <Box component="section" aria-labelledby={checkedId} sx={{ mt: 3 }}>
          <Button
            id={checkedId}
            onClick={() => setCheckedOpen((open) => !open)}
            aria-expanded={checkedOpen}
            endIcon={checkedOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            sx={{ minHeight: 48 }}
          >
            {t("shoppingList.checkedCount", { count: checked.length })}
          </Button>
          <Collapse in={checkedOpen} unmountOnExit>
            <Box sx={{ display: "flex", justifyContent: "flex-end", flexWrap: "wrap", gap: 1, mb: 1 }}>
              <Button onClick={() => update(checked.map((item) => ({ ...item, checked: false })))}>
                {t("shoppingList.uncheckAll")}
              </Button>
              <Button color="error" onClick={() => setConfirmingDelete(true)}>
                {t("shoppingList.deleteChecked")}
              </Button>
            </Box>
            <Paper variant="outlined">
              <Box component="ul" aria-label={t("shoppingList.checkedItems")} sx={{ listStyle: "none", m: 0, p: 0 }}>
                {checked.map((item) => (
                  <ItemRow key={item.id} item={item} recipeNames={[]} onToggle={toggle} onEdit={setEditing} />
                ))}
              </Box>
            </Paper>
          </Collapse>
        </Box>
      )}

      {groupSlug && <ListRecipes list={list} groupSlug={groupSlug} online={online} />}

      <ShoppingListPrintArea name={name} groups={groups} />
      <MountWhenNeeded when={editing !== null}>
        <ItemEditDialog
          item={editing}
          onClose={() => setEditing(null)}
          onSave={(item) => {
            update([item]);
            setEditing(null);
          }}
          onDelete={(item) => {
            remove([item.id]);
            setEditing(null);
          }}
        />
      </MountWhenNeeded>
      <MountWhenNeeded when={labelOrderOpen}>
        <LabelOrderDialog open={labelOrderOpen} list={list} onClose={() => setLabelOrderOpen(false)} />
      </MountWhenNeeded>
      <ConfirmDialog
        open={confirmingDelete}
        title={t("shoppingList.deleteCheckedTitle")}
        message={t("shoppingList.deleteCheckedMessage", { count: checked.length })}
        confirmLabel={t("general.delete")}
        pending={false}
        onClose={() => setConfirmingDelete(false)}
        onConfirm={() => {
          remove(checked.map((item) => item.id));
          setConfirmingDelete(false);
        }}
      />
    </Container>
  );
}
