import type { CreatePlanEntry, PlanEntryType, PlanRulesCreate, PlanRulesOut, ReadPlanEntry } from "@larder/shared";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { mealPlanKeys } from "./keys";

/** Where an entry goes: a day (yyyy-MM-dd) and a meal type. */
export interface PlanSlot {
  date: string;
  entryType: PlanEntryType;
}

function refreshEntries(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: mealPlanKeys.entries() });
}

/** Adds a recipe or a note (title and text) to a day of the plan. */
export function useCreatePlanEntry() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (entry: CreatePlanEntry) => dataOrThrow(await api.call("createMealPlan", { body: entry })),
    onSuccess: () => refreshEntries(queryClient),
  });
}

/**
 * Adds a recipe from its menu; resolves to whether the server answered 201, the only answer SPEC §8
 * counts as added. The caller says how it went, so the server's own message is not shown as well.
 */
export function useAddRecipeToMealPlan() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ recipeId, ...slot }: PlanSlot & { recipeId: string }) => {
      const result = await api.call("createMealPlan", { body: { ...slot, recipeId }, notify: false });
      return result.response?.status === 201;
    },
    onSuccess: (added) => (added ? refreshEntries(queryClient) : undefined),
  });
}

/**
 * Lets the server pick a recipe for the slot by the group's rules. A slot no recipe fits is a 404
 * whose message the client shows as a toast.
 */
export function useCreateRandomEntry() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (slot: PlanSlot) => dataOrThrow(await api.call("createRandomMeal", { body: slot })),
    onSuccess: () => refreshEntries(queryClient),
  });
}

type EntryLists = [readonly unknown[], ReadPlanEntry[] | undefined][];

/** Changes the entries held for every shown range at once, returning what they held before. */
function changeHeldEntries(
  queryClient: QueryClient,
  change: (entries: ReadPlanEntry[]) => ReadPlanEntry[],
): EntryLists {
  const before = queryClient.getQueriesData<ReadPlanEntry[]>({ queryKey: mealPlanKeys.entries() });
  queryClient.setQueriesData<ReadPlanEntry[]>({ queryKey: mealPlanKeys.entries() }, (entries) =>
    entries ? change(entries) : entries,
  );
  return before;
}

function restoreHeldEntries(queryClient: QueryClient, lists: EntryLists | undefined) {
  for (const [key, entries] of lists ?? []) queryClient.setQueryData(key, entries);
}

/** Moves an entry to another day or meal type; it shows in its new place before the server answers. */
export function useMovePlanEntry() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ entry, to }: { entry: ReadPlanEntry; to: PlanSlot }) =>
      dataOrThrow(
        await api.call("updateMealPlan", {
          params: { item_id: entry.id },
          body: { ...to, title: entry.title, text: entry.text, recipeId: entry.recipeId },
        }),
      ),
    onMutate: async ({ entry, to }) => {
      await queryClient.cancelQueries({ queryKey: mealPlanKeys.entries() });
      return changeHeldEntries(queryClient, (entries) =>
        entries.map((each) => (each.id === entry.id ? { ...each, ...to } : each)),
      );
    },
    onError: (_error, _move, before) => restoreHeldEntries(queryClient, before),
    onSettled: () => refreshEntries(queryClient),
  });
}

export function useDeletePlanEntry() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (entry: ReadPlanEntry) =>
      dataOrThrow(await api.call("deleteMealPlan", { params: { item_id: entry.id } })),
    onSuccess: (_deleted, entry) => {
      changeHeldEntries(queryClient, (entries) => entries.filter((each) => each.id !== entry.id));
      return refreshEntries(queryClient);
    },
  });
}

/** Creates a rule, or changes the rule with `id`. */
export function useSaveMealPlanRule() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, rule }: { id: string | null; rule: PlanRulesCreate }) =>
      dataOrThrow(
        id
          ? await api.call("updateMealPlanRule", { params: { item_id: id }, body: rule })
          : await api.call("createMealPlanRule", { body: rule }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mealPlanKeys.rules() }),
  });
}

export function useDeleteMealPlanRule() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => dataOrThrow(await api.call("deleteMealPlanRule", { params: { item_id: id } })),
    onSuccess: (_deleted, id) => {
      queryClient.setQueryData<PlanRulesOut[]>(mealPlanKeys.rules(), (rules) =>
        rules?.filter((rule) => rule.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: mealPlanKeys.rules() });
    },
  });
}

/** Turns the member's calendar feed on, or gives it a new address (the old one stops working). */
export function useRenewMealPlanFeed() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => dataOrThrow(await api.call("renewMealPlanFeed")),
    onSuccess: (feed) => queryClient.setQueryData(mealPlanKeys.feed(), feed),
  });
}

export function useDeleteMealPlanFeed() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => dataOrThrow(await api.call("deleteMealPlanFeed")),
    onSuccess: (feed) => queryClient.setQueryData(mealPlanKeys.feed(), feed),
  });
}
