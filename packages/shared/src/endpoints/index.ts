import { aboutEndpoints } from "./about.js";
import { adminEndpoints, legacyAdminUserEndpoints } from "./admin.js";
import { authEndpoints } from "./auth.js";
import { backupEndpoints } from "./backups.js";
import { commentEndpoints } from "./comments.js";
import { cookbookEndpoints, exploreCookbookEndpoints } from "./cookbooks.js";
import type { CallArgs, Endpoint, ReplyOf, ResultOf } from "./define.js";
import { exploreOrganizerEndpoints } from "./explore-organizers.js";
import { exportEndpoints } from "./exports.js";
import { foodEndpoints } from "./foods.js";
import { groupEndpoints } from "./groups.js";
import { householdEndpoints } from "./households.js";
import { maintenanceEndpoints } from "./maintenance.js";
import { mealPlanEndpoints } from "./mealplans.js";
import { mediaEndpoints } from "./media.js";
import { migrationEndpoints } from "./migrations.js";
import { notifierEndpoints, webhookEndpoints } from "./notifiers.js";
import { organizerEndpoints } from "./organizers.js";
import { parserEndpoints } from "./parser.js";
import { ratingEndpoints } from "./ratings.js";
import { recipeActionEndpoints } from "./recipe-actions.js";
import { exploreRecipeEndpoints, recipeEndpoints, recipeMediaEndpoints, recipeSummaryEndpoints } from "./recipes.js";
import { reportEndpoints } from "./reports.js";
import { scraperEndpoints } from "./scraper.js";
import { seederEndpoints } from "./seeders.js";
import { shareEndpoints } from "./shares.js";
import { shoppingEndpoints } from "./shopping.js";
import { timelineEndpoints } from "./timeline.js";
import { userEndpoints } from "./users.js";
import { validatorEndpoints } from "./validators.js";

export * from "./crud.js";
export * from "./define.js";
export * from "./params.js";

/** Every operation of the HTTP API, keyed by its operation id. */
export const endpoints = {
  ...cookbookEndpoints,
  ...exploreCookbookEndpoints,
  ...shareEndpoints,
  ...ratingEndpoints,
  ...commentEndpoints,
  ...timelineEndpoints,
  ...recipeActionEndpoints,
  ...mealPlanEndpoints,
  ...shoppingEndpoints,
  ...mediaEndpoints,
  ...aboutEndpoints,
  ...authEndpoints,
  ...userEndpoints,
  ...groupEndpoints,
  ...householdEndpoints,
  ...adminEndpoints,
  ...legacyAdminUserEndpoints,
  ...maintenanceEndpoints,
  ...backupEndpoints,
  ...validatorEndpoints,
  ...recipeEndpoints,
  ...recipeMediaEndpoints,
  ...recipeSummaryEndpoints,
  ...exploreRecipeEndpoints,
  ...exportEndpoints,
  ...scraperEndpoints,
  ...reportEndpoints,
  ...migrationEndpoints,
  ...seederEndpoints,
  ...parserEndpoints,
  ...foodEndpoints,
  ...organizerEndpoints,
  ...exploreOrganizerEndpoints,
  ...notifierEndpoints,
  ...webhookEndpoints,
} satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type OperationId = keyof Endpoints;
export type OperationArgs<K extends OperationId> = CallArgs<Endpoints[K]>;
export type OperationResult<K extends OperationId> = ResultOf<Endpoints[K]>;
export type OperationReply<K extends OperationId> = ReplyOf<Endpoints[K]>;
