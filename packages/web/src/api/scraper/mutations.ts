import type { CreateRecipeBulk, CreateRecipeFromHtmlOrJson, ScrapeRecipe } from "@larder/shared";
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
    mutationFn: async (body: ScrapeRecipe) => dataOrThrow(await api.call("createRecipeFromUrl", { body })),
    onSuccess: refresh,
  });
}

/** Parses a page without saving: the import's debug view. */
export function useTestScrapeUrl() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (url: string) => dataOrThrow(await api.call("testScrapeUrl", { body: { url } })),
  });
}

/** Starts a background import of many pages; resolves to the report that follows it. */
export function useBulkImport() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (imports: CreateRecipeBulk[]) =>
      dataOrThrow(await api.call("createRecipesFromUrls", { body: { imports } })),
  });
}

/** A recipe from pasted HTML or JSON-LD; resolves to its slug. */
export function useCreateRecipeFromHtmlOrJson() {
  const api = useApiClient();
  const refresh = useRefreshRecipeLists();
  return useMutation({
    mutationFn: async (body: CreateRecipeFromHtmlOrJson) =>
      dataOrThrow(await api.call("createRecipeFromHtmlOrJson", { body })),
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
      return dataOrThrow(await api.call("createRecipeFromZip", { body: form }));
    },
    onSuccess: refresh,
  });
}
