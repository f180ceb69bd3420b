import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/** `/api/explore/cookbooks/{group_slug}`: a group's public cookbooks, for visitors. */
export function exploreCookbooksRoutes({ cookbooks }: Services) {
  return [
    operation("exploreCookbooks", "public", ({ params, query }) => cookbooks.explore(params.group_slug, query)),
    operation("exploreCookbook", "public", ({ params }) => cookbooks.exploreOne(params.group_slug, params.item_id)),
  ];
}
