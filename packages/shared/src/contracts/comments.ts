import { z } from "zod";
import { RECIPE_ID_MESSAGE, REQUIRED_MESSAGE } from "../validation/messages.js";
import { PaginationQuery, paginated } from "./pagination.js";
import { RecipeEmbeddedComment } from "./recipes.js";

const commentText = z.string().trim().min(1, REQUIRED_MESSAGE);

export const RecipeCommentCreate = z.object({
  recipeId: z.guid(RECIPE_ID_MESSAGE),
  text: commentText,
});
export type RecipeCommentCreate = z.input<typeof RecipeCommentCreate>;

/** Mealie's body repeats the comment's id; when given it must be the one in the path. */
export const RecipeCommentUpdate = z.object({
  id: z.string().optional(),
  text: commentText,
});
export type RecipeCommentUpdate = z.input<typeof RecipeCommentUpdate>;

/** A comment with its author's public summary (id, username, admin), the same shape a full recipe embeds. */
export const RecipeCommentOut = RecipeEmbeddedComment;
export type RecipeCommentOut = z.infer<typeof RecipeCommentOut>;

export const RecipeCommentPagination = paginated(RecipeCommentOut);

/** The comment list's query: pagination, and a filter on the fields the server whitelists. */
export const CommentsQuery = PaginationQuery.extend({ queryFilter: z.string().optional() });
export type CommentsQuery = z.infer<typeof CommentsQuery>;
