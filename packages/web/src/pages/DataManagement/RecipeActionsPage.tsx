import type { GroupRecipeActionOut } from "@larder/shared";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import { useMemo, useState } from "react";
import { useDeleteRecipeAction } from "../../api/recipe-actions/mutations";
import { useRecipeActionsQuery } from "../../api/recipe-actions/queries";
import { lazyNamed, MountWhenNeeded } from "../../components/OnDemand/OnDemand";
import { useToast } from "../../components/Toast/ToastContext";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { DataPageHeader } from "./DataPageHeader";
import { type DataColumn, DataTable } from "./DataTable";
import { DeleteDialog } from "./DeleteDialog";

const RecipeActionDialog = lazyNamed(() => import("./RecipeActionDialog"), "RecipeActionDialog");

type Editing = { action: GroupRecipeActionOut | null } | null;

/** The group's recipe actions (`/group/data/recipe-actions`): the link and post buttons of every recipe's menu. */
export function RecipeActionsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const { canOrganize } = useViewer();
  const actions = useRecipeActionsQuery();
  const remove = useDeleteRecipeAction();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<GroupRecipeActionOut | null>(null);

  const columns = useMemo<DataColumn<GroupRecipeActionOut>[]>(
    () => [
      {
        id: "title",
        label: t("dataManagement.fields.title"),
        render: (action) => action.title,
        sortValue: (action) => action.title,
      },
      {
        id: "actionType",
        label: t("dataManagement.fields.actionType"),
        render: (action) => t(`dataManagement.recipeActions.type.${action.actionType}`),
        sortValue: (action) => action.actionType,
      },
      {
        id: "url",
        label: t("dataManagement.fields.url"),
        render: (action) => action.url,
        sortValue: (action) => action.url,
        wideOnly: true,
      },
    ],
    [t],
  );

  return (
    <>
      <DataPageHeader
        title={t("dataManagement.recipeActions.title")}
        description={t("dataManagement.recipeActions.description")}
        canChange={canOrganize}
      >
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ action: null })}>
          {t("dataManagement.recipeActions.create")}
        </Button>
      </DataPageHeader>
      <DataTable
        label={t("dataManagement.recipeActions.title")}
        rows={actions.data}
        loading={actions.isFetching}
        failed={actions.isError}
        columns={columns}
        rowId={(action) => action.id}
        rowName={(action) => action.title}
        searchText={(action) => `${action.title} ${action.url}`}
        searchLabel={t("dataManagement.recipeActions.search")}
        initialSort={{ column: "title", direction: "asc" }}
        emptyText={t("dataManagement.recipeActions.empty")}
        actions={
          canOrganize
            ? (action) => (
                <>
                  <IconButton
                    size="small"
                    aria-label={t("dataManagement.editItem", { name: action.title })}
                    onClick={() => setEditing({ action })}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t("dataManagement.deleteItem", { name: action.title })}
                    onClick={() => setDeleting(action)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </>
              )
            : undefined
        }
      />
      <MountWhenNeeded when={editing !== null}>
        <RecipeActionDialog open={editing !== null} action={editing?.action ?? null} onClose={() => setEditing(null)} />
      </MountWhenNeeded>
      <DeleteDialog
        open={deleting !== null}
        name={deleting?.title ?? ""}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t("dataManagement.deleted", { name: deleting.title }));
              setDeleting(null);
            },
          })
        }
      />
    </>
  );
}
