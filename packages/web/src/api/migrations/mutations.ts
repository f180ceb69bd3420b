import type { SupportedMigration } from "@larder/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { reportKeys } from "../reports/keys";

export interface MigrationStart {
  type: SupportedMigration;
  archive: File;
  /** Tag every imported recipe with the source app's name. */
  addMigrationTag: boolean;
}

/** Uploads another app's export; resolves to the migration's report, in progress (the import runs in the background). */
export function useStartMigration() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ type, archive, addMigrationTag }: MigrationStart) => {
      const form = new FormData();
      form.append("migration_type", type);
      form.append("add_migration_tag", String(addMigrationTag));
      form.append("archive", archive);
      return dataOrThrow(await api.call("startDataMigration", { body: form }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...reportKeys.all, "list"] }),
  });
}
