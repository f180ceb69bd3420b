import type { ReadCookBook, UpdateCookBook } from "@larder/shared";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { recipeKeys } from "../recipes/keys";
import { cookbookKeys } from "./keys";

/** A cookbook as the API takes it back: every field, organizers by what identifies them. */
export function cookbookBody(cookbook: ReadCookBook): UpdateCookBook {
  const choice = ({ id, name, slug }: { id: string; name: string; slug: string }) => ({ id, name, slug });
  return {
    id: cookbook.id,
    name: cookbook.name,
    description: cookbook.description,
    position: cookbook.position,
    public: cookbook.public,
    categories: cookbook.categories.map(choice),
    tags: cookbook.tags.map(choice),
    tools: cookbook.tools.map(choice),
    requireAllCategories: cookbook.requireAllCategories,
    requireAllTags: cookbook.requireAllTags,
    requireAllTools: cookbook.requireAllTools,
  };
}

/** The cookbooks in the order given, their positions renumbered 1..n (SPEC §4). */
export function renumberCookbooks(cookbooks: readonly ReadCookBook[]): ReadCookBook[] {
  return cookbooks.map((cookbook, index) => ({ ...cookbook, position: index + 1 }));
}

/** The sidebar, the lists and the recipes a cookbook shows all follow a change to a cookbook. */
function refreshCookbooks(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: cookbookKeys.all }),
    queryClient.invalidateQueries({ queryKey: [...recipeKeys.all, "list"] }),
  ]);
}

/** Creates a cookbook from its name, placed last. */
export function useCreateCookbook() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, position }: { name: string; position: number }) =>
      dataOrThrow(await api.call("createCookbook", { body: { name, position } })),
    onSuccess: () => refreshCookbooks(queryClient),
  });
}

/** Saves one cookbook whole; a new name gives it a new slug. */
export function useUpdateCookbook() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (cookbook: UpdateCookBook) =>
      dataOrThrow(await api.call("updateCookbook", { params: { item_id: cookbook.id }, body: cookbook })),
    onSuccess: (saved) => {
      // At once, so that a page following the cookbook's new slug finds it there.
      queryClient.setQueryData<ReadCookBook[]>(cookbookKeys.list(), (cookbooks) =>
        cookbooks?.map((cookbook) => (cookbook.id === saved.id ? saved : cookbook)),
      );
      void refreshCookbooks(queryClient);
    },
  });
}

/**
 * Saves a new order: every cookbook, positions renumbered 1..n in list order, in one PUT. The
 * lists show the order at once; a refusal puts the saved order back.
 */
export function useReorderCookbooks() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ordered: ReadCookBook[]) =>
      dataOrThrow(await api.call("updateCookbooks", { body: renumberCookbooks(ordered).map(cookbookBody) })),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: cookbookKeys.list() });
      const previous = queryClient.getQueryData<ReadCookBook[]>(cookbookKeys.list());
      queryClient.setQueryData(cookbookKeys.list(), renumberCookbooks(ordered));
      return { previous };
    },
    onError: (_error, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(cookbookKeys.list(), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cookbookKeys.all }),
  });
}

export function useDeleteCookbook() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => dataOrThrow(await api.call("deleteCookbook", { params: { item_id: id } })),
    onSuccess: () => refreshCookbooks(queryClient),
  });
}
