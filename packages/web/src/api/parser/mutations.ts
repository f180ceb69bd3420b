import type { IngredientRequest, IngredientsRequest } from "@larder/shared";
import { useMutation } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";

// Parsing changes nothing on the server, but it is a POST of free text: mutations, not cached queries.

/** Parses one ingredient line (the parser playground). */
export function useParseIngredient() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (request: IngredientRequest) => dataOrThrow(await api.call("parseIngredient", { body: request })),
  });
}

/** Parses a recipe's ingredient lines, in order (the recipe editor's Parse dialog). */
export function useParseIngredients() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (request: IngredientsRequest) =>
      dataOrThrow(await api.call("parseIngredients", { body: request })),
  });
}
