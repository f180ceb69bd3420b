import type { ReadCookBook } from "@larder/shared";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import MenuBookIcon from "@mui/icons-material/MenuBook";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link as RouterLink } from "react-router";
import { useCreateCookbook, useDeleteCookbook, useReorderCookbooks } from "../../api/cookbooks/mutations";
import { useViewableCookbooksQuery } from "../../api/cookbooks/queries";
import type { RecipeListSource } from "../../api/recipes/keys";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import { lazyNamed, MountWhenNeeded } from "../../components/OnDemand/OnDemand";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { SortableList } from "../../components/SortableList/SortableList";
import { useToast } from "../../components/Toast/ToastContext";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";
import { newCookbook } from "./newCookbook";

// The form (and its organizer pickers) loads when a cookbook is first created or edited.
const CookbookDialog = lazyNamed(() => import("./CookbookDialog"), "CookbookDialog");

/**
 * The group's cookbooks in their order (`/g/{group}/cookbooks`). Organizers create (named by count
 * plus one), edit, delete and reorder them, by dragging a handle or with the keyboard on it; every
 * move is saved at once, positions renumbered 1..n. A visitor sees a public group's public ones.
 */
export function CookbooksPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const { isOwnGroup, groupSlug, isPending, canOrganize } = useViewer();
  const source: RecipeListSource | null = groupSlug
    ? isOwnGroup
      ? { kind: "group" }
      : { kind: "explore", groupSlug }
    : null;
  const cookbooks = useViewableCookbooksQuery(isPending ? null : source);
  const create = useCreateCookbook();
  const reorder = useReorderCookbooks();
  const remove = useDeleteCookbook();
  const [editing, setEditing] = useState<ReadCookBook | null>(null);
  const [deleting, setDeleting] = useState<ReadCookBook | null>(null);
  // Where the keyboard carries on once a cookbook (and its delete button) is gone.
  const newButton = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus) return;
    newButton.current?.focus();
    setRefocus(false);
  }, [refocus]);

  if (isPending || !groupSlug) return <PageLoading />;
  const items = cookbooks.data ?? [];

  function createCookbook() {
    create.mutate(newCookbook(t, items), {
      onSuccess: (created) => {
        toast.success(t("cookbooks.created", { name: created.name }));
        setEditing(created);
      },
    });
  }

  const row = (cookbook: ReadCookBook, handle: ReactNode) => (
    <CookbookRow
      cookbook={cookbook}
      groupSlug={groupSlug}
      handle={handle}
      onEdit={canOrganize ? () => setEditing(cookbook) : undefined}
      onDelete={canOrganize ? () => setDeleting(cookbook) : undefined}
    />
  );

  let content: ReactNode = <PageLoading />;
  if (cookbooks.isError) content = <Alert severity="error">{t("cookbooks.loadFailed")}</Alert>;
  else if (cookbooks.isSuccess && items.length === 0) {
    content = (
      <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }}>
        <Typography color="text.secondary">{t("cookbooks.empty")}</Typography>
      </Paper>
    );
  } else if (cookbooks.isSuccess) {
    const list = (rows: ReactNode) => (
      <Box
        component="ul"
        aria-label={t("cookbooks.listLabel")}
        sx={{ listStyle: "none", m: 0, p: 0, display: "flex", flexDirection: "column", gap: 1.5 }}
      >
        {rows}
      </Box>
    );
    content = canOrganize ? (
      <SortableList
        items={items}
        idOf={(cookbook) => cookbook.id}
        onReorder={(ordered) => reorder.mutate(ordered)}
        handleLabel={(cookbook) => t("cookbooks.move", { name: cookbook.name })}
        itemLabel={(cookbook) => cookbook.name}
        rowElement="li"
        container={list}
      >
        {(cookbook, _index, handle) => row(cookbook, handle)}
      </SortableList>
    ) : (
      list(items.map((cookbook) => <li key={cookbook.id}>{row(cookbook, null)}</li>))
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap", mb: 1 }}>
        <MenuBookIcon fontSize="large" color="action" />
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t("cookbooks.title")}
        </Typography>
        {canOrganize && (
          <Button
            ref={newButton}
            variant="contained"
            startIcon={<AddIcon />}
            loading={create.isPending}
            onClick={createCookbook}
          >
            {t("cookbooks.create")}
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {canOrganize && items.length > 1 ? t("cookbooks.reorderHint") : t("cookbooks.description")}
      </Typography>
      {content}
      <MountWhenNeeded when={editing !== null}>
        <CookbookDialog open={editing !== null} cookbook={editing} onClose={() => setEditing(null)} />
      </MountWhenNeeded>
      <ConfirmDialog
        open={deleting !== null}
        title={t("cookbooks.deleteTitle", { name: deleting?.name ?? "" })}
        message={t("cookbooks.deleteMessage")}
        confirmLabel={t("general.delete")}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t("cookbooks.deleted", { name: deleting.name }));
              setDeleting(null);
              setRefocus(true);
            },
          })
        }
      />
    </Container>
  );
}

interface CookbookRowProps {
  cookbook: ReadCookBook;
  groupSlug: string;
  /** The drag handle, for an organizer. */
  handle: ReactNode;
  onEdit?: () => void;
  onDelete?: () => void;
}

function CookbookRow({ cookbook, groupSlug, handle, onEdit, onDelete }: CookbookRowProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const organizers = [...cookbook.categories, ...cookbook.tags, ...cookbook.tools];
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={nameId}
      sx={{ p: 1.5, display: "flex", alignItems: "center", gap: 1 }}
    >
      {handle}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
          <Link
            id={nameId}
            component={RouterLink}
            to={paths.cookbook(groupSlug, cookbook.slug)}
            variant="subtitle1"
            color="inherit"
            sx={{ fontWeight: 600 }}
          >
            {cookbook.name}
          </Link>
          {cookbook.public && <Chip size="small" label={t("cookbooks.public")} />}
        </Box>
        {cookbook.description && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {cookbook.description}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" noWrap>
          {organizers.length === 0
            ? t("cookbooks.everyRecipe")
            : organizers.map((organizer) => organizer.name).join(" · ")}
        </Typography>
      </Box>
      {onEdit && (
        <IconButton aria-label={t("cookbooks.edit", { name: cookbook.name })} onClick={onEdit}>
          <EditIcon />
        </IconButton>
      )}
      {onDelete && (
        <IconButton aria-label={t("cookbooks.delete", { name: cookbook.name })} onClick={onDelete}>
          <DeleteIcon />
        </IconButton>
      )}
    </Paper>
  );
}
