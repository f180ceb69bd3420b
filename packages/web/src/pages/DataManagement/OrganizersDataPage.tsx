import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import { useMemo, useState } from "react";
import { Link as RouterLink } from "react-router";
import { useDeleteOrganizer } from "../../api/organizers/mutations";
import { type Organizer, type OrganizerKind, useOrganizersQuery } from "../../api/organizers/queries";
import { useRecipeCountQuery } from "../../api/recipes/countQueries";
import { lazyNamed, MountWhenNeeded } from "../../components/OnDemand/OnDemand";
import { useToast } from "../../components/Toast/ToastContext";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";
import { DataPageHeader } from "./DataPageHeader";
import { type DataColumn, DataTable } from "./DataTable";
import { DeleteDialog } from "./DeleteDialog";
import { deleteUsageMessage } from "./usageMessage";

const OrganizerDialog = lazyNamed(() => import("./OrganizerDialog"), "OrganizerDialog");
const OWN_GROUP = { kind: "group" } as const;
/** Where each organizer's recipes are listed. */
const RECIPES_OF = { categories: paths.category, tags: paths.tag, tools: paths.tool } as const;

type Editing = { organizer: Organizer | null } | null;

/** The group's categories, tags or tools (`/group/data/{kind}`); organizers create, rename and delete them. */
function OrganizersDataPage({ kind }: { kind: OrganizerKind }) {
  const { t } = useTranslation();
  const { canOrganize, groupSlug } = useViewer();
  const organizers = useOrganizersQuery(kind, OWN_GROUP);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Organizer | null>(null);

  const columns = useMemo<DataColumn<Organizer>[]>(() => {
    const name: DataColumn<Organizer> = {
      id: "name",
      label: t("dataManagement.fields.name"),
      render: (organizer) =>
        groupSlug ? (
          <Link component={RouterLink} color="inherit" to={RECIPES_OF[kind](groupSlug, organizer.slug)}>
            {organizer.name}
          </Link>
        ) : (
          organizer.name
        ),
      sortValue: (organizer) => organizer.name,
    };
    if (kind !== "tools") return [name];
    return [
      name,
      {
        id: "onHand",
        label: t("dataManagement.fields.onHand"),
        render: (tool) => (tool.onHand ? t("general.yes") : t("general.no")),
        sortValue: (tool) => tool.onHand ?? false,
      },
    ];
  }, [t, kind, groupSlug]);

  return (
    <>
      <DataPageHeader
        title={t(`dataManagement.${kind}.title`)}
        description={t(`dataManagement.${kind}.description`)}
        canChange={canOrganize}
      >
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ organizer: null })}>
          {t(`dataManagement.${kind}.create`)}
        </Button>
      </DataPageHeader>
      <DataTable
        key={kind}
        label={t(`dataManagement.${kind}.title`)}
        rows={organizers.data}
        loading={organizers.isFetching}
        failed={organizers.isError}
        columns={columns}
        rowId={(organizer) => organizer.id}
        rowName={(organizer) => organizer.name}
        searchText={(organizer) => organizer.name}
        searchLabel={t(`dataManagement.${kind}.search`)}
        initialSort={{ column: "name", direction: "asc" }}
        emptyText={t(`dataManagement.${kind}.empty`)}
        actions={
          canOrganize
            ? (organizer) => (
                <>
                  <IconButton
                    size="small"
                    aria-label={t("dataManagement.editItem", { name: organizer.name })}
                    onClick={() => setEditing({ organizer })}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t("dataManagement.deleteItem", { name: organizer.name })}
                    onClick={() => setDeleting(organizer)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </>
              )
            : undefined
        }
      />
      <MountWhenNeeded when={editing !== null}>
        <OrganizerDialog
          kind={kind}
          open={editing !== null}
          organizer={editing?.organizer ?? null}
          onClose={() => setEditing(null)}
        />
      </MountWhenNeeded>
      {deleting && <DeleteOrganizerDialog kind={kind} organizer={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

function DeleteOrganizerDialog({
  kind,
  organizer,
  onClose,
}: {
  kind: OrganizerKind;
  organizer: Organizer;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeleteOrganizer(kind);
  const usage = useRecipeCountQuery({ [kind]: [organizer.id] });
  return (
    <DeleteDialog
      open
      name={organizer.name}
      usage={{ count: usage.data, failed: usage.isError }}
      usageMessage={(count) => deleteUsageMessage(t, kind, organizer.name, count)}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(organizer.id, {
          onSuccess: () => {
            toast.success(t("dataManagement.deleted", { name: organizer.name }));
            onClose();
          },
        })
      }
    />
  );
}

export function CategoriesDataPage() {
  return <OrganizersDataPage key="categories" kind="categories" />;
}

export function TagsDataPage() {
  return <OrganizersDataPage key="tags" kind="tags" />;
}

export function ToolsDataPage() {
  return <OrganizersDataPage key="tools" kind="tools" />;
}
