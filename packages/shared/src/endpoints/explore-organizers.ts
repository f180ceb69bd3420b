import { z } from "zod";
import { IngredientFood, IngredientFoodPagination } from "../contracts/foods.js";
import {
  CategoryOut,
  OrganizerListQuery,
  RecipeCategoryPagination,
  RecipeTagPagination,
  RecipeToolOut,
  RecipeToolPagination,
  TagOut,
} from "../contracts/organizers.js";
import { defineEndpoints } from "./define.js";
import { IdParam } from "./params.js";

const GroupParam = z.object({ group_slug: z.string() });
const GroupItemParam = GroupParam.extend(IdParam.shape);

const foodTags = ["Explore: Foods"];
const categoryTags = ["Explore: Categories"];
const tagTags = ["Explore: Tags"];
const toolTags = ["Explore: Tools"];

/** `/api/explore/foods/...` and `/api/explore/organizers/...`: what visitors see of a public group. */
export const exploreOrganizerEndpoints = defineEndpoints({
  exploreFoods: {
    method: "GET",
    path: "/api/explore/foods/:group_slug",
    aliases: ["/api/explore/groups/:group_slug/foods"],
    tags: foodTags,
    params: GroupParam,
    query: OrganizerListQuery,
    response: IngredientFoodPagination,
  },
  exploreFood: {
    method: "GET",
    path: "/api/explore/foods/:group_slug/:item_id",
    aliases: ["/api/explore/groups/:group_slug/foods/:item_id"],
    tags: foodTags,
    params: GroupItemParam,
    response: IngredientFood,
  },
  exploreCategories: {
    method: "GET",
    path: "/api/explore/organizers/:group_slug/categories",
    aliases: ["/api/explore/groups/:group_slug/organizers/categories"],
    tags: categoryTags,
    params: GroupParam,
    query: OrganizerListQuery,
    response: RecipeCategoryPagination,
  },
  exploreCategory: {
    method: "GET",
    path: "/api/explore/organizers/:group_slug/categories/:item_id",
    aliases: ["/api/explore/groups/:group_slug/organizers/categories/:item_id"],
    tags: categoryTags,
    params: GroupItemParam,
    response: CategoryOut,
  },
  exploreTags: {
    method: "GET",
    path: "/api/explore/organizers/:group_slug/tags",
    aliases: ["/api/explore/groups/:group_slug/organizers/tags"],
    tags: tagTags,
    params: GroupParam,
    query: OrganizerListQuery,
    response: RecipeTagPagination,
  },
  exploreTag: {
    method: "GET",
    path: "/api/explore/organizers/:group_slug/tags/:item_id",
    aliases: ["/api/explore/groups/:group_slug/organizers/tags/:item_id"],
    tags: tagTags,
    params: GroupItemParam,
    response: TagOut,
  },
  exploreTools: {
    method: "GET",
    path: "/api/explore/organizers/:group_slug/tools",
    aliases: ["/api/explore/groups/:group_slug/organizers/tools"],
    tags: toolTags,
    params: GroupParam,
    query: OrganizerListQuery,
    response: RecipeToolPagination,
  },
  exploreTool: {
    method: "GET",
    path: "/api/explore/organizers/:group_slug/tools/:item_id",
    aliases: ["/api/explore/groups/:group_slug/organizers/tools/:item_id"],
    tags: toolTags,
    params: GroupItemParam,
    response: RecipeToolOut,
  },
});
