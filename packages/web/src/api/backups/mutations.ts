import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { backupKeys } from "./keys";

export function useCreateBackup() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => dataOrThrow(await api.call("createBackup")),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupKeys.all }),
  });
}

export function useUploadBackup() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append("archive", file);
      return dataOrThrow(await api.call("uploadBackup", { body: form }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupKeys.all }),
  });
}

export function useDeleteBackup() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => dataOrThrow(await api.call("deleteBackup", { params: { file_name: name } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupKeys.all }),
  });
}

/** Replaces the server's data with the backup's; every session ends, this one too. */
export function useRestoreBackup() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (name: string) => dataOrThrow(await api.call("restoreBackup", { params: { file_name: name } })),
  });
}

/** Fetches a short-lived token for a backup, then lets the browser download the file. */
export function useDownloadBackup() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const { fileToken } = dataOrThrow(await api.call("getBackupToken", { params: { file_name: name } }));
      const link = document.createElement("a");
      link.href = `/api/utils/download?token=${encodeURIComponent(fileToken)}`;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
    },
  });
}
