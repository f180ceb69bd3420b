import type { RecipeShareTokenSummary } from "@larder/shared";
import type { ShareTokenRow } from "./shares.repository.js";

export function presentShareToken(row: ShareTokenRow): RecipeShareTokenSummary {
  return {
    id: row.id,
    recipeId: row.recipe_id,
    groupId: row.group_id,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  };
}
