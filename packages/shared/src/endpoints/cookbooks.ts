import { z } from "zod";
import {
  CookBookPagination,
  CookbookListQuery,
  CreateCookBook,
  ReadCookBook,
  RecipeCookBook,
  UpdateCookBook,
} from "../contracts/cookbooks.js";
import { COOKBOOK_ID_OR_SLUG_MESSAGE } from "../validation/messages.js";
import { defineEndpoints } from "./define.js";
import { GroupSlugParam } from "./params.js";

const tags = ["Groups: Cookbooks"];
/** A cookbook is named by its id or its slug. */
const CookbookParam = z.object({ item_id: z.string().trim().min(1, COOKBOOK_ID_OR_SLUG_MESSAGE) });

/** `/api/groups/cookbooks`: the caller's group's cookbooks. */
export const cookbookEndpoints = defineEndpoints({
  getCookbooks: {
    method: "GET",
    path: "/api/groups/cookbooks",
    aliases: ["/api/households/cookbooks"],
    tags,
    query: CookbookListQuery,
    response: CookBookPagination,
  },
  createCookbook: {
    method: "POST",
    path: "/api/groups/cookbooks",
    aliases: ["/api/households/cookbooks"],
    tags,
    body: CreateCookBook,
    response: ReadCookBook,
    status: 201,
  },
  updateCookbooks: {
    method: "PUT",
    path: "/api/groups/cookbooks",
    aliases: ["/api/households/cookbooks"],
    tags,
    body: z.array(UpdateCookBook),
    response: z.array(ReadCookBook),
  },
  getCookbook: {
    method: "GET",
    path: "/api/groups/cookbooks/:item_id",
    aliases: ["/api/households/cookbooks/:item_id"],
    tags,
    params: CookbookParam,
    response: RecipeCookBook,
  },
  updateCookbook: {
    method: "PUT",
    path: "/api/groups/cookbooks/:item_id",
    aliases: ["/api/households/cookbooks/:item_id"],
    tags,
    params: CookbookParam,
    body: CreateCookBook,
    response: ReadCookBook,
  },
  deleteCookbook: {
    method: "DELETE",
    path: "/api/groups/cookbooks/:item_id",
    aliases: ["/api/households/cookbooks/:item_id"],
    tags,
    params: CookbookParam,
    response: ReadCookBook,
  },
});

const exploreTags = ["Explore: Cookbooks"];

/** `/api/explore/cookbooks/{group_slug}`: a group's public cookbooks, for visitors. */
export const exploreCookbookEndpoints = defineEndpoints({
  exploreCookbooks: {
    method: "GET",
    path: "/api/explore/cookbooks/:group_slug",
    aliases: ["/api/explore/groups/:group_slug/cookbooks"],
    tags: exploreTags,
    params: GroupSlugParam,
    query: CookbookListQuery,
    response: CookBookPagination,
  },
  exploreCookbook: {
    method: "GET",
    path: "/api/explore/cookbooks/:group_slug/:item_id",
    aliases: ["/api/explore/groups/:group_slug/cookbooks/:item_id"],
    tags: exploreTags,
    params: GroupSlugParam.extend(CookbookParam.shape),
    response: RecipeCookBook,
  },
});
