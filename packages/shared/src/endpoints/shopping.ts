import { z } from "zod";
import { SuccessResponse } from "../contracts/foods.js";
import {
  ShoppingListAddRecipeParams,
  ShoppingListCreate,
  ShoppingListItemCreate,
  ShoppingListItemIdsQuery,
  ShoppingListItemListQuery,
  ShoppingListItemOut,
  ShoppingListItemPagination,
  ShoppingListItemsCollectionOut,
  ShoppingListItemUpdate,
  ShoppingListItemUpdateBulk,
  ShoppingListLabelSettingsUpdate,
  ShoppingListListQuery,
  ShoppingListOut,
  ShoppingListPagination,
  ShoppingListRemoveRecipeParams,
  ShoppingListUpdate,
} from "../contracts/shopping.js";
import { RECIPE_ID_MESSAGE } from "../validation/messages.js";
import { defineEndpoints } from "./define.js";
import { IdParam } from "./params.js";

const listTags = ["Groups: Shopping Lists"];
const itemTags = ["Groups: Shopping List Items"];
const ListRecipeParams = IdParam.extend({ recipe_id: z.guid(RECIPE_ID_MESSAGE) });

/** `/api/groups/shopping`: the caller's group's shopping lists and their items. */
export const shoppingEndpoints = defineEndpoints({
  getShoppingLists: {
    method: "GET",
    path: "/api/groups/shopping/lists",
    aliases: ["/api/households/shopping/lists"],
    tags: listTags,
    query: ShoppingListListQuery,
    response: ShoppingListPagination,
  },
  createShoppingList: {
    method: "POST",
    path: "/api/groups/shopping/lists",
    aliases: ["/api/households/shopping/lists"],
    tags: listTags,
    body: ShoppingListCreate,
    response: ShoppingListOut,
    status: 201,
  },
  getShoppingList: {
    method: "GET",
    path: "/api/groups/shopping/lists/:item_id",
    aliases: ["/api/households/shopping/lists/:item_id"],
    tags: listTags,
    params: IdParam,
    response: ShoppingListOut,
  },
  updateShoppingList: {
    method: "PUT",
    path: "/api/groups/shopping/lists/:item_id",
    aliases: ["/api/households/shopping/lists/:item_id"],
    tags: listTags,
    params: IdParam,
    body: ShoppingListUpdate,
    response: ShoppingListOut,
  },
  deleteShoppingList: {
    method: "DELETE",
    path: "/api/groups/shopping/lists/:item_id",
    aliases: ["/api/households/shopping/lists/:item_id"],
    tags: listTags,
    params: IdParam,
    response: ShoppingListOut,
  },
  updateShoppingListLabelSettings: {
    method: "PUT",
    path: "/api/groups/shopping/lists/:item_id/label-settings",
    aliases: ["/api/households/shopping/lists/:item_id/label-settings"],
    tags: listTags,
    params: IdParam,
    body: ShoppingListLabelSettingsUpdate,
    response: ShoppingListOut,
  },
  addRecipeToShoppingList: {
    method: "POST",
    path: "/api/groups/shopping/lists/:item_id/recipe/:recipe_id",
    aliases: ["/api/households/shopping/lists/:item_id/recipe/:recipe_id"],
    tags: listTags,
    params: ListRecipeParams,
    body: ShoppingListAddRecipeParams,
    response: ShoppingListOut,
  },
  removeRecipeFromShoppingList: {
    method: "POST",
    path: "/api/groups/shopping/lists/:item_id/recipe/:recipe_id/delete",
    aliases: ["/api/households/shopping/lists/:item_id/recipe/:recipe_id/delete"],
    tags: listTags,
    params: ListRecipeParams,
    body: ShoppingListRemoveRecipeParams,
    response: ShoppingListOut,
  },
  /**
   * Larder's own: a server-sent event stream (text/event-stream, not JSON) that says when the list
   * changed, for every device that has it open; each event carries the list's `updateAt`.
   */
  getShoppingListEvents: {
    method: "GET",
    path: "/api/groups/shopping/lists/:item_id/events",
    tags: listTags,
    params: IdParam,
  },
  getShoppingListItems: {
    method: "GET",
    path: "/api/groups/shopping/items",
    aliases: ["/api/households/shopping/items"],
    tags: itemTags,
    query: ShoppingListItemListQuery,
    response: ShoppingListItemPagination,
  },
  createShoppingListItem: {
    method: "POST",
    path: "/api/groups/shopping/items",
    aliases: ["/api/households/shopping/items"],
    tags: itemTags,
    body: ShoppingListItemCreate,
    response: ShoppingListItemsCollectionOut,
    status: 201,
  },
  updateShoppingListItems: {
    method: "PUT",
    path: "/api/groups/shopping/items",
    aliases: ["/api/households/shopping/items"],
    tags: itemTags,
    body: z.array(ShoppingListItemUpdateBulk).max(1000),
    response: ShoppingListItemsCollectionOut,
  },
  deleteShoppingListItems: {
    method: "DELETE",
    path: "/api/groups/shopping/items",
    aliases: ["/api/households/shopping/items"],
    tags: itemTags,
    query: ShoppingListItemIdsQuery,
    response: SuccessResponse,
  },
  createShoppingListItems: {
    method: "POST",
    path: "/api/groups/shopping/items/create-bulk",
    aliases: ["/api/households/shopping/items/create-bulk"],
    tags: itemTags,
    body: z.array(ShoppingListItemCreate).max(1000),
    response: ShoppingListItemsCollectionOut,
    status: 201,
  },
  getShoppingListItem: {
    method: "GET",
    path: "/api/groups/shopping/items/:item_id",
    aliases: ["/api/households/shopping/items/:item_id"],
    tags: itemTags,
    params: IdParam,
    response: ShoppingListItemOut,
  },
  updateShoppingListItem: {
    method: "PUT",
    path: "/api/groups/shopping/items/:item_id",
    aliases: ["/api/households/shopping/items/:item_id"],
    tags: itemTags,
    params: IdParam,
    body: ShoppingListItemUpdate,
    response: ShoppingListItemsCollectionOut,
  },
  deleteShoppingListItem: {
    method: "DELETE",
    path: "/api/groups/shopping/items/:item_id",
    aliases: ["/api/households/shopping/items/:item_id"],
    tags: itemTags,
    params: IdParam,
    response: SuccessResponse,
  },
});
