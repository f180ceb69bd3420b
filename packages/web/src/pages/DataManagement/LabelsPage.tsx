import type { MultiPurposeLabelOut } from "@larder/shared";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import { useMemo, useState } from "react";
import { useFoodsWithLabelCountQuery } from "../../api/foods/countQueries";
import { useDeleteLabel } from "../../api/foods/manageMutations";
import { useLabelsQuery } from "../../api/foods/queries";
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

const LabelDialog = lazyNamed(() => import("./LabelDialog"), "LabelDialog");

type Editing = { label: MultiPurposeLabelOut | null } | null;

/** The group's shopping labels (`/group/data/labels`), each in its colour; organizers manage them. */
export function LabelsPage() {
  const { t } = useTranslation();
  const { canOrganize } = useViewer();
  const labels = useLabelsQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<MultiPurposeLabelOut | null>(null);

  const columns = useMemo<DataColumn<MultiPurposeLabelOut>[]>(
    () => [
      {
        id: "name",
        label: t("dataManagement.fields.name"),
        render: (label) => <LabelChip name={label.name} color={label.color} />,
        sortValue: (label) => label.name,
      },
      {
        id: "color",
        label: t("dataManagement.fields.color"),
        render: (label) => label.color,
        sortValue: (label) => label.color,
      },
    ],
    [t],
  );

  return (
    <>
      <DataPageHeader
        title={t("dataManagement.labels.title")}
        description={t("dataManagement.labels.description")}
        canChange={canOrganize}
      >
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ label: null })}>
          {t("dataManagement.labels.create")}
        </Button>
        <SeedButton kind="labels" />
      </DataPageHeader>
      <DataTable
        label={t("dataManagement.labels.title")}
        rows={labels.data}
        loading={labels.isFetching}
        failed={labels.isError}
        columns={columns}
        rowId={(label) => label.id}
        rowName={(label) => label.name}
        searchText={(label) => label.name}
        searchLabel={t("dataManagement.labels.search")}
        initialSort={{ column: "name", direction: "asc" }}
        emptyText={t("dataManagement.labels.empty")}
        actions={
          canOrganize
            ? (label) => (
                <>
                  <IconButton
                    size="small"
                    aria-label={t("dataManagement.editItem", { name: label.name })}
                    onClick={() => setEditing({ label })}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t("dataManagement.deleteItem", { name: label.name })}
                    onClick={() => setDeleting(label)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </>
              )
            : undefined
        }
      />
      <MountWhenNeeded when={editing !== null}>
        <LabelDialog open={editing !== null} label={editing?.label ?? null} onClose={() => setEditing(null)} />
      </MountWhenNeeded>
      {deleting && <DeleteLabelDialog label={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

function DeleteLabelDialog({ label, onClose }: { label: MultiPurposeLabelOut; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeleteLabel();
  const usage = useFoodsWithLabelCountQuery(label.id);
  return (
    <DeleteDialog
      open
      name={label.name}
      usage={{ count: usage.data, failed: usage.isError }}
      usageMessage={(count) => deleteUsageMessage(t, "labels", label.name, count)}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(label.id, {
          onSuccess: () => {
            toast.success(t("dataManagement.deleted", { name: label.name }));
            onClose();
          },
        })
      }
    />
  );
}
