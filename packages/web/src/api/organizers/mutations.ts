import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { recipeKeys } from "../recipes/keys";
import { type OrganizerKind, organizerKeys } from "./keys";

/** What an organizer is saved with: its name, and for a tool whether the household has one. */
export interface OrganizerFields {
  name: string;
  onHand?: boolean;
}

const CREATE = { categories: "createCategory", tags: "createTag", tools: "createTool" } as const;
const UPDATE = { categories: "updateCategory", tags: "updateTag", tools: "updateTool" } as const;
const DELETE = { categories: "deleteCategory", tags: "deleteTag", tools: "deleteTool" } as const;

/** Organizer lists and the recipes (which show their organizers' names) reload after a change. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: organizerKeys.all }),
      queryClient.invalidateQueries({ queryKey: recipeKeys.all }),
    ]);
}

/** Creates a category, tag or tool (no id), or renames one (a tool's "on hand" too). */
export function useSaveOrganizer(kind: OrganizerKind) {
  const api = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, fields }: { id: string | null; fields: OrganizerFields }) => {
      const body = kind === "tools" ? { name: fields.name, onHand: fields.onHand ?? false } : { name: fields.name };
      if (!id) return dataOrThrow(await api.call(CREATE[kind], { body }));
      return dataOrThrow(await api.call(UPDATE[kind], { params: { item_id: id }, body }));
    },
    onSuccess: refresh,
  });
}

export function useDeleteOrganizer(kind: OrganizerKind) {
  const api = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) => dataOrThrow(await api.call(DELETE[kind], { params: { item_id: id } })),
    onSuccess: refresh,
  });
}
