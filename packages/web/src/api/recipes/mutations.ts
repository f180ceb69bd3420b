import type { Recipe, RecipeTimelineEventIn, RecipeUpdate } from "@larder/shared";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { timelineKeys } from "../timeline/keys";
import { recipeKeys } from "./keys";

/** Lists, searches and organizer pages show recipe summaries: they reload after any change to a recipe. */
function invalidateRecipeLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    queryKey: recipeKeys.all,
    predicate: (query) => query.queryKey[1] !== "detail",
  });
}

/** Puts a saved recipe in the cache under its (possibly new) slug. */
function storeRecipe(queryClient: QueryClient, recipe: Recipe, previousSlug?: string) {
  if (previousSlug && previousSlug !== recipe.slug)
    queryClient.removeQueries({ queryKey: recipeKeys.detail(previousSlug) });
  queryClient.setQueryData(recipeKeys.detail(recipe.slug), recipe);
}

/** Creates a recipe from its name alone; the answer is the new recipe's slug. */
export function useCreateRecipe() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => dataOrThrow(await api.call("createRecipe", { body: { name } })),
    onSuccess: () => invalidateRecipeLists(queryClient),
  });
}

/** Saves the whole recipe (PUT): keys left out take their defaults. A rename may change the slug. */
export function useUpdateRecipe() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ slug, recipe }: { slug: string; recipe: RecipeUpdate }) =>
      dataOrThrow(await api.call("updateRecipe", { params: { slug }, body: recipe })),
    onSuccess: (recipe, { slug }) => {
      storeRecipe(queryClient, recipe, slug);
      return invalidateRecipeLists(queryClient);
    },
  });
}

export function useDeleteRecipe() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (slug: string) => dataOrThrow(await api.call("deleteRecipe", { params: { slug } })),
    onSuccess: (_recipe, slug) => {
      queryClient.removeQueries({ queryKey: recipeKeys.detail(slug) });
      return invalidateRecipeLists(queryClient);
    },
  });
}

/** Copies a recipe under a new name; the copy comes back whole, with its own slug. */
export function useDuplicateRecipe() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ slug, name }: { slug: string; name: string }) =>
      dataOrThrow(await api.call("duplicateRecipe", { params: { slug }, body: { name } })),
    onSuccess: (copy) => {
      storeRecipe(queryClient, copy);
      return invalidateRecipeLists(queryClient);
    },
  });
}

/** Fetches a one-time token, then lets the browser download the zip (JSON, image and assets). */
export function useDownloadRecipeZip() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (slug: string) => {
      const { token } = dataOrThrow(await api.call("getRecipeZipToken", { params: { slug } }));
      const link = document.createElement("a");
      link.href = `/api/recipes/${encodeURIComponent(slug)}/exports/zip?token=${encodeURIComponent(token)}`;
      link.download = `${slug}.zip`;
      document.body.append(link);
      link.click();
      link.remove();
    },
  });
}

export interface MadeThisInput {
  recipe: Pick<Recipe, "id" | "slug" | "lastMade">;
  subject: string;
  message: string;
  /** When it was made; the timeline orders by it and the recipe's "last made" follows it. */
  madeAt: Date;
  photo: File | null;
}

/**
 * "I made this": a timeline event (with its optional photo), then the recipe's last-made date, moved
 * only forward: recording an older cooking must not make the recipe look longer untouched.
 */
export function useRecordMadeThis() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ recipe, subject, message, madeAt, photo }: MadeThisInput) => {
      const timestamp = madeAt.toISOString();
      const event: RecipeTimelineEventIn = {
        recipeId: recipe.id,
        subject,
        eventType: "info",
        eventMessage: message || null,
        timestamp,
      };
      const created = dataOrThrow(await api.call("createTimelineEvent", { body: event }));
      if (photo) {
        const form = new FormData();
        form.append("image", photo);
        form.append("extension", photo.name.split(".").pop() ?? "");
        dataOrThrow(await api.call("updateTimelineEventImage", { params: { item_id: created.id }, body: form }));
      }
      const isLatest = !recipe.lastMade || new Date(recipe.lastMade) < madeAt;
      if (!isLatest) return null;
      return dataOrThrow(await api.call("updateLastMade", { params: { slug: recipe.slug }, body: { timestamp } }));
    },
    onSuccess: (updated) => {
      if (updated) storeRecipe(queryClient, updated);
      void queryClient.invalidateQueries({ queryKey: timelineKeys.all });
      return invalidateRecipeLists(queryClient);
    },
  });
}
