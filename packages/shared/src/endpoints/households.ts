import { z } from "zod";
import {
  HouseholdInDB,
  HouseholdMemberPagination,
  HouseholdPagination,
  HouseholdSummary,
  ReadHouseholdPreferences,
  UpdateHouseholdPreferences,
} from "../contracts/households.js";
import { PaginationQuery } from "../contracts/pagination.js";
import { ShoppingListAddRecipeParamsBulk, ShoppingListOut } from "../contracts/shopping.js";
import { HOUSEHOLD_SLUG_OR_ID_MESSAGE } from "../validation/messages.js";
import { defineEndpoints } from "./define.js";
import { IdParam } from "./params.js";

const tags = ["Households: Self Service"];

/**
 * Mealie 2's household operations that Mealie 1 had no path for. Each group is its one household
 * (see `contracts/households.ts`); the operations Mealie 2 only moved are the group operations'
 * `aliases`.
 */
export const householdEndpoints = defineEndpoints({
  getLoggedInUserHousehold: {
    method: "GET",
    path: "/api/households/self",
    tags,
    response: HouseholdInDB,
  },
  getHouseholdMembers: {
    method: "GET",
    path: "/api/households/members",
    tags,
    query: PaginationQuery,
    response: HouseholdMemberPagination,
  },
  getHouseholdPreferences: {
    method: "GET",
    path: "/api/households/preferences",
    tags,
    response: ReadHouseholdPreferences,
  },
  updateHouseholdPreferences: {
    method: "PUT",
    path: "/api/households/preferences",
    tags,
    body: UpdateHouseholdPreferences,
    response: ReadHouseholdPreferences,
  },
  getGroupHouseholds: {
    method: "GET",
    path: "/api/groups/households",
    tags: ["Groups: Households"],
    query: PaginationQuery,
    response: HouseholdPagination,
  },
  getGroupHousehold: {
    method: "GET",
    path: "/api/groups/households/:household_slug",
    tags: ["Groups: Households"],
    params: z.object({ household_slug: z.string().trim().min(1, HOUSEHOLD_SLUG_OR_ID_MESSAGE).max(255) }),
    response: HouseholdSummary,
  },
  /** Several recipes at once, in the order given; each as `POST .../recipe/{recipe_id}` adds one. */
  addRecipesToShoppingList: {
    method: "POST",
    path: "/api/households/shopping/lists/:item_id/recipe",
    tags: ["Households: Shopping Lists"],
    params: IdParam,
    body: ShoppingListAddRecipeParamsBulk,
    response: ShoppingListOut,
  },
});
