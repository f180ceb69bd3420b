import type {
  BulkImportStarted,
  CreateRecipeBulk,
  CreateRecipeFromHtmlOrJson,
  ScrapeDebugResult,
  ScrapeRecipe,
} from "@larder/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { recipeKeys } from "../recipes/keys";

/** New recipes change every list; the recipe pages already open are left alone. */
function useRefreshRecipeLists() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: recipeKeys.all, predicate: (query) => query.queryKey[1] !== "detail" });
}

/** Imports one page; resolves to the new recipe's slug. */
export function useCreateRecipeFromUrl() {
  const api = useApiClient();
  const refresh = useRefreshRecipeLists();
  return useMutation({
    mutationFn: async (body: ScrapeRecipe) => dataOrThrow(await api.post<string>("recipes/create-url", body)),
    onSuccess: refresh,
  });
}

/** Parses a page without saving: the import's debug view. */
export function useTestScrapeUrl() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (url: string) =>
      dataOrThrow(await api.post<ScrapeDebugResult>("recipes/test-scrape-url", { url })),
  });
}

/** Starts a background import of many pages; resolves to the report that follows it. */
export function useBulkImport() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (imports: CreateRecipeBulk[]) =>
      dataOrThrow(await api.post<BulkImportStarted>("recipes/create-url/bulk", { imports })),
  });
}

/** A recipe from pasted HTML or JSON-LD; resolves to its slug. */
export function useCreateRecipeFromHtmlOrJson() {
  const api = useApiClient();
  const refresh = useRefreshRecipeLists();
  return useMutation({
    mutationFn: async (body: CreateRecipeFromHtmlOrJson) =>
      dataOrThrow(await api.post<string>("recipes/create-html-or-json", body)),
    onSuccess: refresh,
  });
}

/** A recipe from a recipe zip (the export format); resolves to its slug. */
export function useCreateRecipeFromZip() {
  const api = useApiClient();
  const refresh = useRefreshRecipeLists();
  return useMutation({
    mutationFn: async (archive: File) => {
      const form = new FormData();
      form.append("archive", archive);
      return dataOrThrow(await api.post<string>("recipes/create-from-zip", form));
    },
    onSuccess: refresh,
  });
}
