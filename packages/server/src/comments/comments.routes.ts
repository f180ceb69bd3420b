import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/** Comments on the caller's group's recipes. */
export function commentsRoutes({ comments }: Services) {
  return [
    operation("getComments", "group", ({ actor, query }) => comments.list(actor, query)),
    operation("createComment", "group", ({ actor, body }) => comments.create(actor, body)),
    operation("getComment", "group", ({ actor, params }) => comments.get(actor, params.item_id)),
    operation("updateComment", "group", ({ actor, params, body }) => comments.update(actor, params.item_id, body)),
    operation("deleteComment", "group", ({ actor, params }) => comments.delete(actor, params.item_id)),
    operation("getRecipeComments", "group", ({ actor, params }) => comments.forRecipe(actor, params.slug)),
  ];
}
