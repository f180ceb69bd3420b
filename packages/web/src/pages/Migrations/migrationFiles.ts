import type { SupportedMigration } from "@larder/shared";

/** The files each app's export comes as, for the file picker (the server reads the content, whatever the name). */
export const MIGRATION_FILES: Record<SupportedMigration, string> = {
  nextcloud: ".zip,application/zip",
  chowdown: ".zip,application/zip",
  copymethat: ".zip,application/zip",
  paprika: ".paprikarecipes,.zip,application/zip",
  mealie_alpha: ".zip,application/zip",
  tandoor: ".zip,application/zip",
  plantoeat: ".zip,.csv,application/zip,text/csv",
  myrecipebox: ".csv,text/csv",
  recipekeeper: ".zip,application/zip",
};
