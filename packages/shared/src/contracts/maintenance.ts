import { z } from "zod";

/** GET /api/admin/maintenance: the data folder's size and what the clean actions would remove. */
export const MaintenanceSummary = z.object({
  /** Human-readable ("12.4 MiB"). */
  dataDirSize: z.string(),
  /** Image files no recipe or timeline event shows. */
  cleanableImages: z.number().int(),
  /** Recipe folders of no recipe. */
  cleanableDirs: z.number().int(),
});
export type MaintenanceSummary = z.infer<typeof MaintenanceSummary>;

/** GET /api/admin/maintenance/storage: the sizes of the data folder's parts, human-readable. */
export const MaintenanceStorageDetails = z.object({
  tempDirSize: z.string(),
  backupsDirSize: z.string(),
  groupsDirSize: z.string(),
  recipesDirSize: z.string(),
  userDirSize: z.string(),
});
export type MaintenanceStorageDetails = z.infer<typeof MaintenanceStorageDetails>;

/** The answer of a clean action (Mealie's SuccessResponse): what it removed, in words. */
export const MaintenanceCleaned = z.object({ message: z.string(), error: z.boolean() });
export type MaintenanceCleaned = z.infer<typeof MaintenanceCleaned>;

export const DEFAULT_LOG_LINES = 200;
export const MAX_LOG_LINES = 5000;

export const MaintenanceLogsQuery = z.object({
  lines: z.coerce.number().int().min(1).max(MAX_LOG_LINES).default(DEFAULT_LOG_LINES),
});

/** GET /api/admin/maintenance/logs: the last lines of the server's log file, oldest first. */
export const MaintenanceLogs = z.object({ logs: z.array(z.string()) });
export type MaintenanceLogs = z.infer<typeof MaintenanceLogs>;

/**
 * GET /api/admin/analytics: Mealie's analytics shape filled with this server's own counts. Nothing
 * is sent anywhere: the numbers are only answered to the administrator who asks.
 */
export const MealieAnalytics = z.object({
  installationId: z.string(),
  version: z.string(),
  databaseType: z.string(),
  usingEmail: z.boolean(),
  usingLdap: z.boolean(),
  apiTokens: z.number().int(),
  users: z.number().int(),
  groups: z.number().int(),
  recipes: z.number().int(),
  shoppingLists: z.number().int(),
  shoppingListItems: z.number().int(),
  categories: z.number().int(),
  cookbooks: z.number().int(),
  tags: z.number().int(),
  tools: z.number().int(),
});
export type MealieAnalytics = z.infer<typeof MealieAnalytics>;
