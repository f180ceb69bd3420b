import {
  CreateGroupRecipeAction,
  GroupRecipeActionOut,
  GroupRecipeActionPagination,
  RecipeActionListQuery,
  SaveGroupRecipeAction,
} from "../contracts/recipe-actions.js";
import { defineEndpoints } from "./define.js";
import { IdParam } from "./params.js";

const tags = ["Groups: Recipe Actions"];

/** `/api/groups/recipe-actions`: the caller's group's recipe actions. */
export const recipeActionEndpoints = defineEndpoints({
  getRecipeActions: {
    method: "GET",
    path: "/api/groups/recipe-actions",
    aliases: ["/api/households/recipe-actions"],
    tags,
    query: RecipeActionListQuery,
    response: GroupRecipeActionPagination,
  },
  createRecipeAction: {
    method: "POST",
    path: "/api/groups/recipe-actions",
    aliases: ["/api/households/recipe-actions"],
    tags,
    body: CreateGroupRecipeAction,
    response: GroupRecipeActionOut,
    status: 201,
  },
  getRecipeAction: {
    method: "GET",
    path: "/api/groups/recipe-actions/:item_id",
    aliases: ["/api/households/recipe-actions/:item_id"],
    tags,
    params: IdParam,
    response: GroupRecipeActionOut,
  },
  updateRecipeAction: {
    method: "PUT",
    path: "/api/groups/recipe-actions/:item_id",
    aliases: ["/api/households/recipe-actions/:item_id"],
    tags,
    params: IdParam,
    body: SaveGroupRecipeAction,
    response: GroupRecipeActionOut,
  },
  deleteRecipeAction: {
    method: "DELETE",
    path: "/api/groups/recipe-actions/:item_id",
    aliases: ["/api/households/recipe-actions/:item_id"],
    tags,
    params: IdParam,
    response: GroupRecipeActionOut,
  },
});
