import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { exportKeys } from "./keys";

/** The group's recipe exports that have not expired, newest first. */
export function useExportsQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: exportKeys.list(),
    queryFn: async () => {
      const exports = dataOrThrow(await api.call("getExportedData", { notify: false }));
      return [...exports].sort((left, right) => right.expires.localeCompare(left.expires));
    },
  });
}
