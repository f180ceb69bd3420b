import { z } from "zod";

/** The apps a group can move its recipes from (`POST /api/groups/migrations`'s `migration_type`). */
export const SupportedMigration = z.enum([
  "nextcloud",
  "chowdown",
  "copymethat",
  "paprika",
  "mealie_alpha",
  "tandoor",
  "plantoeat",
  "myrecipebox",
  "recipekeeper",
]);
export type SupportedMigration = z.infer<typeof SupportedMigration>;
