import type { IngredientFood } from "@larder/shared";
import AddIcon from "@mui/icons-material/Add";
import CallMergeIcon from "@mui/icons-material/CallMerge";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import LabelIcon from "@mui/icons-material/Label";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import { useMemo, useState } from "react";
import { useDeleteFood } from "../../api/foods/manageMutations";
import { useFoodsQuery, useLabelsQuery } from "../../api/foods/queries";
import { useRecipeCountQuery } from "../../api/recipes/countQueries";
import { lazyNamed, MountWhenNeeded } from "../../components/OnDemand/OnDemand";
import { useToast } from "../../components/Toast/ToastContext";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { DataPageHeader } from "./DataPageHeader";
import { type DataColumn, DataTable } from "./DataTable";
import { DeleteDialog } from "./DeleteDialog";
import { LabelChip } from "./LabelChip";
import { SeedButton } from "./SeedButton";
import { deleteUsageMessage } from "./usageMessage";

// Forms load when first opened: the table is what a visit is for.
const FoodDialog = lazyNamed(() => import("./FoodDialog"), "FoodDialog");
const MergeDialog = lazyNamed(() => import("./MergeDialog"), "MergeDialog");
const AssignLabelDialog = lazyNamed(() => import("./AssignLabelDialog"), "AssignLabelDialog");

/** The dialog shown: a new food, one food to change, or none. */
type Editing = { food: IngredientFood | null } | null;

/**
 * The group's foods (`/group/data/foods`): searched, sorted and paged in the browser; organizers
 * create, change, merge and delete them, and give many of them a shopping label at once.
 */
export function FoodsPage() {
  const { t } = useTranslation();
  const { canOrganize } = useViewer();
  const foods = useFoodsQuery();
  const labels = useLabelsQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const [merging, setMerging] = useState<IngredientFood | null>(null);
  const [deleting, setDeleting] = useState<IngredientFood | null>(null);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [assigning, setAssigning] = useState(false);
  const picked = useMemo(() => (foods.data ?? []).filter((food) => selected.has(food.id)), [foods.data, selected]);

  const columns = useMemo<DataColumn<IngredientFood>[]>(
    () => [
      {
        id: "name",
        label: t("dataManagement.fields.name"),
        render: (food) => food.name,
        sortValue: (food) => food.name,
      },
      {
        id: "pluralName",
        label: t("dataManagement.fields.pluralName"),
        render: (food) => food.pluralName,
        sortValue: (food) => food.pluralName,
        wideOnly: true,
      },
      {
        id: "label",
        label: t("dataManagement.fields.label"),
        render: (food) => food.label && <LabelChip name={food.label.name} color={food.label.color} />,
        sortValue: (food) => food.label?.name ?? null,
      },
      {
        id: "description",
        label: t("dataManagement.fields.description"),
        render: (food) => food.description,
        sortValue: (food) => food.description,
        wideOnly: true,
      },
      {
        id: "onHand",
        label: t("dataManagement.fields.onHand"),
        render: (food) => (food.onHand ? t("general.yes") : t("general.no")),
        sortValue: (food) => food.onHand,
        wideOnly: true,
      },
    ],
    [t],
  );

  return (
    <>
      <DataPageHeader
        title={t("dataManagement.foods.title")}
        description={t("dataManagement.foods.description")}
        canChange={canOrganize}
      >
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ food: null })}>
          {t("dataManagement.foods.create")}
        </Button>
        <SeedButton kind="foods" />
      </DataPageHeader>
      {canOrganize && (
        <Box sx={{ mb: 1 }}>
          <Button
            variant="outlined"
            startIcon={<LabelIcon />}
            disabled={picked.length === 0}
            onClick={() => setAssigning(true)}
          >
            {t("dataManagement.assignLabel.button", { count: picked.length })}
          </Button>
        </Box>
      )}
      <DataTable
        label={t("dataManagement.foods.title")}
        rows={foods.data}
        loading={foods.isFetching}
        failed={foods.isError}
        columns={columns}
        rowId={(food) => food.id}
        rowName={(food) => food.name}
        searchText={foodSearchText}
        searchLabel={t("dataManagement.foods.search")}
        initialSort={{ column: "name", direction: "asc" }}
        selection={canOrganize ? { selected, onChange: setSelected } : undefined}
        emptyText={t("dataManagement.foods.empty")}
        actions={
          canOrganize
            ? (food) => (
                <>
                  <IconButton
                    size="small"
                    aria-label={t("dataManagement.editItem", { name: food.name })}
                    onClick={() => setEditing({ food })}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t("dataManagement.merge.button", { name: food.name })}
                    onClick={() => setMerging(food)}
                  >
                    <CallMergeIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t("dataManagement.deleteItem", { name: food.name })}
                    onClick={() => setDeleting(food)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </>
              )
            : undefined
        }
      />
      <MountWhenNeeded when={editing !== null}>
        <FoodDialog
          open={editing !== null}
          food={editing?.food ?? null}
          labels={labels.data ?? []}
          onClose={() => setEditing(null)}
        />
      </MountWhenNeeded>
      <MountWhenNeeded when={merging !== null}>
        <MergeDialog kind="foods" from={merging} items={foods.data ?? []} onClose={() => setMerging(null)} />
      </MountWhenNeeded>
      <MountWhenNeeded when={assigning}>
        <AssignLabelDialog
          open={assigning}
          foods={picked}
          labels={labels.data ?? []}
          onClose={() => setAssigning(false)}
          onAssigned={() => setSelected(new Set())}
        />
      </MountWhenNeeded>
      {deleting && <DeleteFoodDialog food={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

/** Names, other names and the label: what a search of the foods looks in. */
function foodSearchText(food: IngredientFood): string {
  return [food.name, food.pluralName, food.label?.name, ...food.aliases.map((alias) => alias.name)].join(" ");
}

function DeleteFoodDialog({ food, onClose }: { food: IngredientFood; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeleteFood();
  const usage = useRecipeCountQuery({ foods: [food.id] });
  return (
    <DeleteDialog
      open
      name={food.name}
      usage={{ count: usage.data, failed: usage.isError }}
      usageMessage={(count) => deleteUsageMessage(t, "foods", food.name, count)}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(food.id, {
          onSuccess: () => {
            toast.success(t("dataManagement.deleted", { name: food.name }));
            onClose();
          },
        })
      }
    />
  );
}
