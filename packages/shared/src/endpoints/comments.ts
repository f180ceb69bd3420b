import { z } from "zod";
import {
  CommentsQuery,
  RecipeCommentCreate,
  RecipeCommentOut,
  RecipeCommentPagination,
  RecipeCommentUpdate,
} from "../contracts/comments.js";
import { SuccessResponse } from "../contracts/foods.js";
import { defineEndpoints } from "./define.js";
import { IdParam } from "./params.js";

const tags = ["Recipe: Comments"];

/** Comments on the caller's group's recipes. */
export const commentEndpoints = defineEndpoints({
  getComments: {
    method: "GET",
    path: "/api/comments",
    tags,
    query: CommentsQuery,
    response: RecipeCommentPagination,
  },
  createComment: {
    method: "POST",
    path: "/api/comments",
    tags,
    body: RecipeCommentCreate,
    response: RecipeCommentOut,
    status: 201,
  },
  getComment: {
    method: "GET",
    path: "/api/comments/:item_id",
    tags,
    params: IdParam,
    response: RecipeCommentOut,
  },
  updateComment: {
    method: "PUT",
    path: "/api/comments/:item_id",
    tags,
    params: IdParam,
    body: RecipeCommentUpdate,
    response: RecipeCommentOut,
  },
  deleteComment: {
    method: "DELETE",
    path: "/api/comments/:item_id",
    tags,
    params: IdParam,
    response: SuccessResponse,
  },
  getRecipeComments: {
    method: "GET",
    path: "/api/recipes/:slug/comments",
    tags,
    params: z.object({ slug: z.string().min(1) }),
    response: z.array(RecipeCommentOut),
  },
});
