import { z } from "zod";
import { SuccessResponse } from "../contracts/foods.js";
import {
  AssignCategories,
  AssignSettings,
  AssignTags,
  DeleteRecipes,
  ExportDownloadQuery,
  ExportRecipes,
  FileTokenResponse,
  FormatResponse,
  GroupDataExport,
  RecipeExportQuery,
  RecipeZipTokenResponse,
  TokenQuery,
} from "../contracts/recipe-files.js";
import { defineEndpoints } from "./define.js";
import { RecipeSlugParam } from "./params.js";

const exportTags = ["Recipe: Exports"];
const bulkTags = ["Recipe: Bulk Actions"];

/** Recipe exports (JSON, zip), create-from-zip, bulk actions on the caller's group's recipes, and file downloads. */
export const exportEndpoints = defineEndpoints({
  getRecipeFormatsAndTemplates: {
    method: "GET",
    path: "/api/recipes/exports",
    tags: exportTags,
    response: FormatResponse,
  },
  /** A download: the recipe as JSON text, named `{slug}.json`. */
  getRecipeAsFormat: {
    method: "GET",
    path: "/api/recipes/:slug/exports",
    tags: exportTags,
    params: RecipeSlugParam,
    query: RecipeExportQuery,
  },
  getRecipeZipToken: {
    method: "POST",
    path: "/api/recipes/:slug/exports",
    tags: exportTags,
    params: RecipeSlugParam,
    response: RecipeZipTokenResponse,
  },
  /** A download: the recipe's zip, opened by a link with the token of `getRecipeZipToken`. */
  getRecipeAsZip: {
    method: "GET",
    path: "/api/recipes/:slug/exports/zip",
    tags: exportTags,
    params: RecipeSlugParam,
    query: TokenQuery,
  },
  /** A multipart form with the zip in `archive`; answers the new recipe's slug, as a JSON string. */
  createRecipeFromZip: {
    method: "POST",
    path: "/api/recipes/create-from-zip",
    aliases: ["/api/recipes/create/zip"],
    tags: ["Recipe: Create"],
    multipart: true,
    response: z.string(),
    status: 201,
  },
  bulkTagRecipes: {
    method: "POST",
    path: "/api/recipes/bulk-actions/tag",
    tags: bulkTags,
    body: AssignTags,
    response: SuccessResponse,
  },
  bulkCategorizeRecipes: {
    method: "POST",
    path: "/api/recipes/bulk-actions/categorize",
    tags: bulkTags,
    body: AssignCategories,
    response: SuccessResponse,
  },
  bulkSettingsRecipes: {
    method: "POST",
    path: "/api/recipes/bulk-actions/settings",
    tags: bulkTags,
    body: AssignSettings,
    response: SuccessResponse,
  },
  bulkDeleteRecipes: {
    method: "POST",
    path: "/api/recipes/bulk-actions/delete",
    tags: bulkTags,
    body: DeleteRecipes,
    response: SuccessResponse,
  },
  /** Starts the export in the background; `getExportedData` lists it when done. */
  bulkExportRecipes: {
    method: "POST",
    path: "/api/recipes/bulk-actions/export",
    tags: bulkTags,
    body: ExportRecipes,
    response: SuccessResponse,
    status: 202,
  },
  getExportedData: {
    method: "GET",
    path: "/api/recipes/bulk-actions/export",
    tags: bulkTags,
    response: z.array(GroupDataExport),
  },
  getExportedDataToken: {
    method: "GET",
    path: "/api/recipes/bulk-actions/export/download",
    tags: bulkTags,
    query: ExportDownloadQuery,
    response: FileTokenResponse,
  },
  purgeExportData: {
    method: "DELETE",
    path: "/api/recipes/bulk-actions/export/purge",
    tags: bulkTags,
    response: SuccessResponse,
  },
  /** A download: the file a short-lived token names. */
  downloadFile: {
    method: "GET",
    path: "/api/utils/download",
    tags: ["Utils"],
    query: TokenQuery,
  },
});
