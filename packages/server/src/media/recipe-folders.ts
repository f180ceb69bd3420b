import path from "node:path";

/**
 * Where a recipe's files live: under its group's folder, so that group storage is the size of one
 * folder and a recipe's media go with it. Images in `images/` (timeline photos in
 * `images/timeline/{eventId}/`), uploaded files in `assets/`.
 */
export function recipeFolder(dataDir: string, groupId: string, recipeId: string): string {
  return path.join(dataDir, "groups", groupId, "recipes", recipeId);
}
