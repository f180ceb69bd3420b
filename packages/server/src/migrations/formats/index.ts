import type { SupportedMigration } from "@larder/shared";
import { mealieAlphaFormat } from "./mealie-alpha.js";
import type { MigrationFormat } from "./migration-format.js";
import { nextcloudFormat } from "./nextcloud.js";
import { paprikaFormat } from "./paprika.js";

/** The readers of the apps Larder imports from, by migration type; a type without one is refused with a 400. */
export const migrationFormats: Partial<Record<SupportedMigration, MigrationFormat>> = {
  nextcloud: nextcloudFormat,
  paprika: paprikaFormat,
  mealie_alpha: mealieAlphaFormat,
};

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
