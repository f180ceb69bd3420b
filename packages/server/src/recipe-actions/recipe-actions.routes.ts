import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/** `/api/groups/recipe-actions`: the caller's group's recipe actions. */
export function recipeActionsRoutes({ recipeActions }: Services) {
  return [
    operation("getRecipeActions", "group", ({ actor, query }) => recipeActions.list(actor, query)),
    operation("createRecipeAction", "group", ({ actor, body }) => recipeActions.create(actor, body)),
    operation("getRecipeAction", "group", ({ actor, params }) => recipeActions.get(actor, params.item_id)),
    operation("updateRecipeAction", "group", ({ actor, params, body }) =>
      recipeActions.update(actor, params.item_id, body),
    ),
    operation("deleteRecipeAction", "group", ({ actor, params }) => recipeActions.delete(actor, params.item_id)),
  ];
}
