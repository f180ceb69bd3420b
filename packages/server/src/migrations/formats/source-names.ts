import type { SupportedMigration } from "@larder/shared";

/** What the migration tag and the report call each source app. */
export const MIGRATION_SOURCE_NAMES: Record<SupportedMigration, string> = {
  nextcloud: "Nextcloud Cookbook",
  chowdown: "Chowdown",
  copymethat: "Copy Me That",
  paprika: "Paprika",
  mealie_alpha: "Mealie",
  tandoor: "Tandoor",
  plantoeat: "Plan to Eat",
  myrecipebox: "My Recipe Box",
  recipekeeper: "Recipe Keeper",
};
