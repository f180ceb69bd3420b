import type { AssignSettings, RecipeCategory, RecipeTag } from "@larder/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { type ApiClient, dataOrThrow } from "../client";
import { organizerKeys } from "../organizers/keys";
import { recipeKeys } from "../recipes/keys";
import { exportKeys } from "./keys";

/** Recipe settings set on many recipes at once. */
export type BulkSettings = AssignSettings["settings"];

/** One action on many recipes (named by slug), as `/api/recipes/bulk-actions/*` takes it. */
export type BulkAction =
  | { kind: "tag"; tags: RecipeTag[] }
  | { kind: "categorize"; categories: RecipeCategory[] }
  | { kind: "settings"; settings: BulkSettings }
  | { kind: "delete" }
  | { kind: "export" };

/** Sends one bulk action; the server's answer (how many recipes it changed) shows as a toast. */
export async function runBulkAction(api: ApiClient, recipes: string[], action: BulkAction) {
  switch (action.kind) {
    case "tag":
      return dataOrThrow(await api.call("bulkTagRecipes", { body: { recipes, tags: action.tags } }));
    case "categorize":
      return dataOrThrow(await api.call("bulkCategorizeRecipes", { body: { recipes, categories: action.categories } }));
    case "settings":
      return dataOrThrow(await api.call("bulkSettingsRecipes", { body: { recipes, settings: action.settings } }));
    case "delete":
      return dataOrThrow(await api.call("bulkDeleteRecipes", { body: { recipes } }));
    case "export":
      return dataOrThrow(await api.call("bulkExportRecipes", { body: { recipes, exportType: "json" } }));
  }
}

/** Runs a bulk action; every recipe list and recipe reloads, and the exports after an export. */
export function useBulkAction() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recipes, action }: { recipes: string[]; action: BulkAction }) => runBulkAction(api, recipes, action),
    onSuccess: (_result, { action }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recipeKeys.all }),
        action.kind === "export" ? queryClient.invalidateQueries({ queryKey: exportKeys.all }) : null,
        // Tagging and categorizing may create organizers.
        action.kind === "tag" || action.kind === "categorize"
          ? queryClient.invalidateQueries({ queryKey: organizerKeys.all })
          : null,
      ]),
  });
}

/** Fetches a short-lived token for one export, then lets the browser download the file. */
export function useDownloadExport() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async ({ path, filename }: { path: string; filename: string }) => {
      const { fileToken } = dataOrThrow(await api.call("getExportedDataToken", { query: { path } }));
      const link = document.createElement("a");
      link.href = `/api/utils/download?token=${encodeURIComponent(fileToken)}`;
      link.download = filename;
      document.body.append(link);
      link.click();
      link.remove();
    },
  });
}

/** Removes all of the group's exports. */
export function usePurgeExports() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => dataOrThrow(await api.call("purgeExportData")),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exportKeys.all }),
  });
}
