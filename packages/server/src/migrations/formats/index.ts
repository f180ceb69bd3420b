import type { SupportedMigration } from "@larder/shared";
import { chowdownFormat } from "./chowdown.js";
import { copymethatFormat } from "./copymethat.js";
import { mealieAlphaFormat } from "./mealie-alpha.js";
import type { MigrationFormat } from "./migration-format.js";
import { myrecipeboxFormat } from "./myrecipebox.js";
import { nextcloudFormat } from "./nextcloud.js";
import { paprikaFormat } from "./paprika.js";
import { plantoeatFormat } from "./plantoeat.js";
import { recipekeeperFormat } from "./recipekeeper.js";
import { tandoorFormat } from "./tandoor.js";

/** The readers of the apps Larder imports from, by migration type. */
export const migrationFormats: Record<SupportedMigration, MigrationFormat> = {
  nextcloud: nextcloudFormat,
  chowdown: chowdownFormat,
  copymethat: copymethatFormat,
  paprika: paprikaFormat,
  mealie_alpha: mealieAlphaFormat,
  tandoor: tandoorFormat,
  plantoeat: plantoeatFormat,
  myrecipebox: myrecipeboxFormat,
  recipekeeper: recipekeeperFormat,
};
