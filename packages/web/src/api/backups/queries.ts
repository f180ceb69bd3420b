import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { backupKeys } from "./keys";

/** The server's backups, newest first. */
export function useBackupsQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: backupKeys.list(),
    queryFn: async () => dataOrThrow(await api.call("getAllBackups", { notify: false })).imports,
  });
}
