import { operation } from "../http/operations.js";
import { presentOrganizer, presentOrganizerOut, presentPage, presentTool } from "../organizers/organizers.presenter.js";
import type { Services } from "../services.js";

/** `/api/explore/foods/...` and `/api/explore/organizers/...`: what visitors see of a public group. */
export function exploreOrganizersRoutes({ exploreOrganizers: explore }: Services) {
  return [
    operation("exploreFoods", "public", ({ params, query }) => explore.foods(params.group_slug, query)),
    operation("exploreFood", "public", ({ params }) => explore.food(params.group_slug, params.item_id)),
    operation("exploreCategories", "public", async ({ params, query }) =>
      presentPage(await explore.list("categories", params.group_slug, query), presentOrganizer),
    ),
    operation("exploreCategory", "public", async ({ params }) =>
      presentOrganizerOut(await explore.get("categories", params.group_slug, params.item_id)),
    ),
    operation("exploreTags", "public", async ({ params, query }) =>
      presentPage(await explore.list("tags", params.group_slug, query), presentOrganizer),
    ),
    operation("exploreTag", "public", async ({ params }) =>
      presentOrganizerOut(await explore.get("tags", params.group_slug, params.item_id)),
    ),
    operation("exploreTools", "public", async ({ params, query }) =>
      presentPage(await explore.list("tools", params.group_slug, query), presentTool),
    ),
    operation("exploreTool", "public", async ({ params }) =>
      presentTool(await explore.get("tools", params.group_slug, params.item_id)),
    ),
  ];
}
