import path from "node:path";
import { sendJsonString } from "../http/json-text.js";
import { readMultipartForm } from "../http/multipart-form.js";
import { operation } from "../http/operations.js";
import { contentDisposition, sendStoredFile } from "../media/send-file.js";
import type { Services } from "../services.js";

/** Recipe exports (JSON, zip), create-from-zip, bulk actions on the caller's group's recipes, and file downloads. */
export function exportsRoutes({ recipeExports, bulkActions }: Services) {
  return [
    operation("getRecipeFormatsAndTemplates", "group", () => recipeExports.formats()),
    operation("getRecipeAsFormat", "group", async ({ actor, params, query, reply }) => {
      const { json, slug } = await recipeExports.asTemplate(actor, params.slug, query.template_name);
      return reply
        .type("application/json")
        .header("content-disposition", contentDisposition(`${slug}.json`))
        .send(json);
    }),
    operation("getRecipeZipToken", "group", ({ actor, params }) => recipeExports.zipToken(actor, params.slug)),
    operation("getRecipeAsZip", "group", async ({ actor, params, query, reply }) => {
      const { content, slug } = await recipeExports.zip(actor, params.slug, query.token);
      return reply
        .type("application/zip")
        .header("content-disposition", contentDisposition(`${slug}.zip`))
        .send(content);
    }),
    operation("createRecipeFromZip", "group", async ({ actor, request, reply }) => {
      const form = await readMultipartForm(request, { fileField: "archive" });
      return sendJsonString(
        reply,
        await recipeExports.createFromZip(actor, form.files.archive?.content ?? Buffer.alloc(0)),
      );
    }),
    operation("bulkTagRecipes", "group", ({ actor, body }) => bulkActions.tag(actor, body)),
    operation("bulkCategorizeRecipes", "group", ({ actor, body }) => bulkActions.categorize(actor, body)),
    operation("bulkSettingsRecipes", "group", ({ actor, body }) => bulkActions.settings(actor, body)),
    operation("bulkDeleteRecipes", "group", ({ actor, body }) => bulkActions.delete(actor, body)),
    operation("bulkExportRecipes", "group", ({ actor, body }) => bulkActions.export(actor, body)),
    operation("getExportedData", "group", ({ actor }) => bulkActions.listExports(actor)),
    operation("getExportedDataToken", "group", ({ actor, query }) =>
      bulkActions.exportDownloadToken(actor, query.path),
    ),
    operation("purgeExportData", "group", ({ actor }) => bulkActions.purgeExports(actor)),
    // Public as in Mealie: a browser opens the link in a new window, without the bearer header; the
    // short-lived signed token is the permission.
    operation("downloadFile", "public", async ({ query, request, reply }) => {
      const file = await bulkActions.downloadable(query.token);
      return sendStoredFile(request, reply, file, { versioned: false, downloadName: path.basename(file) });
    }),
  ];
}
