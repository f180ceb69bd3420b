import type { IngredientUnit } from "@larder/shared";
import AddIcon from "@mui/icons-material/Add";
import CallMergeIcon from "@mui/icons-material/CallMerge";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import { useMemo, useState } from "react";
import { useDeleteUnit } from "../../api/foods/manageMutations";
import { useUnitsQuery } from "../../api/foods/queries";
import { useRecipeCountQuery } from "../../api/recipes/countQueries";
import { lazyNamed, MountWhenNeeded } from "../../components/OnDemand/OnDemand";
import { useToast } from "../../components/Toast/ToastContext";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { DataPageHeader } from "./DataPageHeader";
import { type DataColumn, DataTable } from "./DataTable";
import { DeleteDialog } from "./DeleteDialog";
import { SeedButton } from "./SeedButton";
import { deleteUsageMessage } from "./usageMessage";

const UnitDialog = lazyNamed(() => import("./UnitDialog"), "UnitDialog");
const MergeDialog = lazyNamed(() => import("./MergeDialog"), "MergeDialog");

type Editing = { unit: IngredientUnit | null } | null;

/** The group's units (`/group/data/units`) with every field; organizers create, change, merge and delete them. */
export function UnitsPage() {
  const { t } = useTranslation();
  const { canOrganize } = useViewer();
  const units = useUnitsQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const [merging, setMerging] = useState<IngredientUnit | null>(null);
  const [deleting, setDeleting] = useState<IngredientUnit | null>(null);
  const columns = useMemo<DataColumn<IngredientUnit>[]>(() => {
    const yesNo = (value: boolean) => (value ? t("general.yes") : t("general.no"));
    return [
      {
        id: "name",
        label: t("dataManagement.fields.name"),
        render: (unit) => unit.name,
        sortValue: (unit) => unit.name,
      },
      {
        id: "pluralName",
        label: t("dataManagement.fields.pluralName"),
        render: (unit) => unit.pluralName,
        sortValue: (unit) => unit.pluralName,
        wideOnly: true,
      },
      {
        id: "abbreviation",
        label: t("dataManagement.fields.abbreviation"),
        render: (unit) => unit.abbreviation,
        sortValue: (unit) => unit.abbreviation,
      },
      {
        id: "pluralAbbreviation",
        label: t("dataManagement.fields.pluralAbbreviation"),
        render: (unit) => unit.pluralAbbreviation,
        sortValue: (unit) => unit.pluralAbbreviation,
        wideOnly: true,
      },
      {
        id: "useAbbreviation",
        label: t("dataManagement.fields.useAbbreviation"),
        render: (unit) => yesNo(unit.useAbbreviation),
        sortValue: (unit) => unit.useAbbreviation,
        wideOnly: true,
      },
      {
        id: "fraction",
        label: t("dataManagement.fields.fraction"),
        render: (unit) => yesNo(unit.fraction),
        sortValue: (unit) => unit.fraction,
        wideOnly: true,
      },
      {
        id: "description",
        label: t("dataManagement.fields.description"),
        render: (unit) => unit.description,
        sortValue: (unit) => unit.description,
        wideOnly: true,
      },
    ];
  }, [t]);

  return (
    <>
      <DataPageHeader
        title={t("dataManagement.units.title")}
        description={t("dataManagement.units.description")}
        canChange={canOrganize}
      >
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ unit: null })}>
          {t("dataManagement.units.create")}
        </Button>
        <SeedButton kind="units" />
      </DataPageHeader>
      <DataTable
        label={t("dataManagement.units.title")}
        rows={units.data}
        loading={units.isFetching}
        failed={units.isError}
        columns={columns}
        rowId={(unit) => unit.id}
        rowName={(unit) => unit.name}
        searchText={unitSearchText}
        searchLabel={t("dataManagement.units.search")}
        initialSort={{ column: "name", direction: "asc" }}
        emptyText={t("dataManagement.units.empty")}
        actions={
          canOrganize
            ? (unit) => (
                <>
                  <IconButton
                    size="small"
                    aria-label={t("dataManagement.editItem", { name: unit.name })}
                    onClick={() => setEditing({ unit })}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t("dataManagement.merge.button", { name: unit.name })}
                    onClick={() => setMerging(unit)}
                  >
                    <CallMergeIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t("dataManagement.deleteItem", { name: unit.name })}
                    onClick={() => setDeleting(unit)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </>
              )
            : undefined
        }
      />
      <MountWhenNeeded when={editing !== null}>
        <UnitDialog open={editing !== null} unit={editing?.unit ?? null} onClose={() => setEditing(null)} />
      </MountWhenNeeded>
      <MountWhenNeeded when={merging !== null}>
        <MergeDialog kind="units" from={merging} items={units.data ?? []} onClose={() => setMerging(null)} />
      </MountWhenNeeded>
      {deleting && <DeleteUnitDialog unit={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

function unitSearchText(unit: IngredientUnit): string {
  return [
    unit.name,
    unit.pluralName,
    unit.abbreviation,
    unit.pluralAbbreviation,
    ...unit.aliases.map((alias) => alias.name),
  ].join(" ");
}

function DeleteUnitDialog({ unit, onClose }: { unit: IngredientUnit; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeleteUnit();
  const usage = useRecipeCountQuery({ queryFilter: `recipeIngredient.unit.id = "${unit.id}"` });
  return (
    <DeleteDialog
      open
      name={unit.name}
      usage={{ count: usage.data, failed: usage.isError }}
      usageMessage={(count) => deleteUsageMessage(t, "units", unit.name, count)}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(unit.id, {
          onSuccess: () => {
            toast.success(t("dataManagement.deleted", { name: unit.name }));
            onClose();
          },
        })
      }
    />
  );
}
