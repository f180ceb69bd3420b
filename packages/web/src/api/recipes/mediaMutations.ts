import type { Recipe } from "@larder/shared";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { withShareToken } from "../shares/ShareTokenContext";
import { recipeKeys } from "./keys";

/** The recipe's new image key goes into its cached copy; lists reload to show the new picture. */
function storeImageKey(queryClient: QueryClient, slug: string, image: string) {
  queryClient.setQueryData<Recipe>(recipeKeys.detail(slug), (recipe) => (recipe ? { ...recipe, image } : recipe));
  return queryClient.invalidateQueries({
    queryKey: recipeKeys.all,
    predicate: (query) => query.queryKey[1] !== "detail",
  });
}

/** Replaces the recipe's image with an uploaded file (stored at once, not on save). */
export function useUploadRecipeImage() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ slug, file }: { slug: string; file: File }) => {
      const form = new FormData();
      form.append("image", file);
      form.append("extension", file.name.split(".").pop() ?? "");
      return dataOrThrow(await api.call("updateRecipeImage", { params: { slug }, body: form }));
    },
    onSuccess: ({ image }, { slug }) => storeImageKey(queryClient, slug, image),
  });
}

/** Has the server fetch the recipe's image from an address. */
export function useRecipeImageFromUrl() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ slug, url }: { slug: string; url: string }) =>
      // A refused or unfetchable address is shown beside the field that holds it, not as a toast.
      dataOrThrow(await api.call("scrapeImageUrl", { params: { slug }, body: { url }, handledStatuses: [400] })),
    onSuccess: ({ image }, { slug }) => storeImageKey(queryClient, slug, image),
  });
}

export interface AssetUpload {
  slug: string;
  name: string;
  icon: string;
  file: File;
}

/** Attaches a file to the recipe; the server stores it and lists it among the recipe's assets. */
export function useUploadRecipeAsset() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async ({ slug, name, icon, file }: AssetUpload) => {
      const form = new FormData();
      form.append("name", name);
      form.append("icon", icon);
      form.append("extension", file.name.includes(".") ? (file.name.split(".").pop() ?? "") : "");
      form.append("file", file);
      return dataOrThrow(await api.call("uploadRecipeAsset", { params: { slug }, body: form }));
    },
  });
}

/** Where an asset of a recipe can be downloaded; on a share page, with the link's token (see ShareTokenContext). */
export function recipeAssetUrl(recipeId: string, fileName: string, shareToken?: string): string {
  return withShareToken(
    `/api/media/recipes/${encodeURIComponent(recipeId)}/assets/${encodeURIComponent(fileName)}`,
    shareToken,
  );
}
