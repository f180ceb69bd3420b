import type { RecipeCommentOut } from "@larder/shared";
import type { CommentRow } from "./comments.repository.js";

/** A comment with its author's public summary: no e-mail or other private field. */
export function presentComment(row: CommentRow): RecipeCommentOut {
  return {
    id: row.id,
    recipeId: row.recipe_id,
    text: row.text,
    createdAt: row.created_at.toISOString(),
    updateAt: row.update_at.toISOString(),
    userId: row.user_id,
    user: { id: row.user_id, username: row.username, admin: row.admin },
  };
}
