import type { ShoppingListSummary } from "@larder/shared";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import ShoppingCartOutlinedIcon from "@mui/icons-material/ShoppingCartOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { useCreateShoppingList, useDeleteShoppingList, useRenameShoppingList } from "../../api/shopping/mutations";
import { useShoppingListsQuery } from "../../api/shopping/queries";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { SwitchField } from "../../components/SwitchField/SwitchField";
import { saveShoppingListPreferences, useShoppingListPreferences } from "../../hooks/shoppingListPreferences";
import { useOnline } from "../../hooks/useOnline";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";
import { ListNameDialog } from "./ListNameDialog";

type Editing = { kind: "create" } | { kind: "rename"; list: ShoppingListSummary } | null;

/**
 * `/shopping-lists`: the member's own shopping lists, or the whole group's with "view all lists"
 * (kept in the browser, SPEC §3 and §6); create, rename and delete.
 */
export function ShoppingListsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useViewer();
  const online = useOnline();
  const { viewAllLists } = useShoppingListPreferences();
  const lists = useShoppingListsQuery();
  const create = useCreateShoppingList();
  const rename = useRenameShoppingList();
  const remove = useDeleteShoppingList();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ShoppingListSummary | null>(null);

  const shown = (lists.data ?? []).filter((list) => viewAllLists || list.userId === user?.id);

  const submitName = (name: string) => {
    if (editing?.kind === "create") {
      create.mutate(name, { onSuccess: (list) => void navigate(paths.shoppingList(list.id)) });
    } else if (editing?.kind === "rename") {
      rename.mutate({ list: editing.list, name }, { onSuccess: () => setEditing(null) });
    }
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t("shoppingList.listsTitle")}
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: 2, mb: 2 }}>
        <SwitchField
          label={t("shoppingList.viewAllLists")}
          hint={t("shoppingList.viewAllListsHint")}
          checked={viewAllLists}
          onChange={(checked) => saveShoppingListPreferences({ viewAllLists: checked })}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="contained"
          size="large"
          startIcon={<AddIcon />}
          disabled={!online}
          onClick={() => setEditing({ kind: "create" })}
        >
          {t("shoppingList.create")}
        </Button>
      </Box>
      {!online && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t("shoppingList.listsOffline")}
        </Alert>
      )}
      {lists.isPending ? (
        <PageLoading />
      ) : lists.isError && !lists.data ? (
        <Alert severity="error">{t("shoppingList.listsLoadFailed")}</Alert>
      ) : shown.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }}>
          <Typography color="text.secondary">{t("shoppingList.noLists")}</Typography>
        </Paper>
      ) : (
        <Paper variant="outlined">
          <List aria-label={t("shoppingList.listsTitle")} disablePadding>
            {shown.map((list) => (
              <ListItem
                key={list.id}
                divider
                disablePadding
                secondaryAction={
                  <Box sx={{ display: "flex", gap: 0.5 }}>
                    <IconButton
                      aria-label={t("shoppingList.renameNamed", { name: list.name ?? "" })}
                      disabled={!online}
                      onClick={() => setEditing({ kind: "rename", list })}
                    >
                      <EditIcon />
                    </IconButton>
                    <IconButton
                      aria-label={t("shoppingList.deleteNamed", { name: list.name ?? "" })}
                      disabled={!online}
                      onClick={() => setDeleting(list)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Box>
                }
                sx={{ "& .MuiListItemSecondaryAction-root": { right: 8 } }}
              >
                <ListItemButton
                  component={RouterLink}
                  to={paths.shoppingList(list.id)}
                  sx={{ minHeight: 64, pr: "112px !important" }}
                >
                  <ListItemIcon>
                    <ShoppingCartOutlinedIcon />
                  </ListItemIcon>
                  <ListItemText
                    primary={list.name || t("shoppingList.unnamed")}
                    secondary={
                      list.recipeReferences.length > 0
                        ? t("shoppingList.recipeCount", { count: list.recipeReferences.length })
                        : null
                    }
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <ListNameDialog
        open={editing !== null}
        title={editing?.kind === "rename" ? t("shoppingList.renameTitle") : t("shoppingList.createTitle")}
        submitLabel={editing?.kind === "rename" ? t("shoppingList.rename") : t("shoppingList.create")}
        initialName={editing?.kind === "rename" ? (editing.list.name ?? "") : ""}
        pending={create.isPending || rename.isPending}
        onSubmit={submitName}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t("shoppingList.deleteTitle")}
        message={t("shoppingList.deleteMessage", { name: deleting?.name ?? "" })}
        confirmLabel={t("general.delete")}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </Container>
  );
}
