import path from "node:path";
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
  SuccessResponse,
  TokenQuery,
} from "@larder/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../auth/authenticate.js";
import { readMultipartForm } from "../media/multipart-form.js";
import { contentDisposition, sendStoredFile } from "../media/send-file.js";
import type { Services } from "../services.js";

const config = { access: "group" } as const;
const SlugParam = z.object({ slug: z.string().min(1) });
const exportTags = ["Recipe: Exports"];
const bulkTags = ["Recipe: Bulk Actions"];

/** Recipe exports (JSON, zip), create-from-zip, bulk actions on the caller's group's recipes, and file downloads. */
export function exportsRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { recipeExports, bulkActions } = services;

    app.get(
      "/api/recipes/exports",
      {
        config,
        schema: { operationId: "getRecipeFormatsAndTemplates", tags: exportTags, response: { 200: FormatResponse } },
      },
      () => recipeExports.formats(),
    );
    app.get(
      "/api/recipes/:slug/exports",
      {
        config,
        schema: {
          operationId: "getRecipeAsFormat",
          tags: exportTags,
          params: SlugParam,
          querystring: RecipeExportQuery,
        },
      },
      async (request, reply) => {
        const { json, slug } = await recipeExports.asTemplate(
          actorOf(request),
          request.params.slug,
          request.query.template_name,
        );
        return reply
          .type("application/json")
          .header("content-disposition", contentDisposition(`${slug}.json`))
          .send(json);
      },
    );
    app.post(
      "/api/recipes/:slug/exports",
      {
        config,
        schema: {
          operationId: "getRecipeZipToken",
          tags: exportTags,
          params: SlugParam,
          response: { 200: RecipeZipTokenResponse },
        },
      },
      (request) => recipeExports.zipToken(actorOf(request), request.params.slug),
    );
    app.get(
      "/api/recipes/:slug/exports/zip",
      {
        config,
        schema: { operationId: "getRecipeAsZip", tags: exportTags, params: SlugParam, querystring: TokenQuery },
      },
      async (request, reply) => {
        const { content, slug } = await recipeExports.zip(actorOf(request), request.params.slug, request.query.token);
        return reply
          .type("application/zip")
          .header("content-disposition", contentDisposition(`${slug}.zip`))
          .send(content);
      },
    );
    app.post(
      "/api/recipes/create-from-zip",
      {
        config,
        schema: {
          operationId: "createRecipeFromZip",
          tags: ["Recipe: Create"],
          consumes: ["multipart/form-data"],
          response: { 201: z.string() },
        },
      },
      async (request, reply) => {
        const form = await readMultipartForm(request, { fileField: "archive" });
        const slug = await recipeExports.createFromZip(
          actorOf(request),
          form.files.archive?.content ?? Buffer.alloc(0),
        );
        // Mealie answers with the slug as a JSON string.
        return reply.status(201).type("application/json").send(JSON.stringify(slug));
      },
    );

    const bulk = { config, schema: { tags: bulkTags, response: { 200: SuccessResponse } } };
    app.post(
      "/api/recipes/bulk-actions/tag",
      { ...bulk, schema: { ...bulk.schema, operationId: "bulkTagRecipes", body: AssignTags } },
      (request) => bulkActions.tag(actorOf(request), request.body),
    );
    app.post(
      "/api/recipes/bulk-actions/categorize",
      { ...bulk, schema: { ...bulk.schema, operationId: "bulkCategorizeRecipes", body: AssignCategories } },
      (request) => bulkActions.categorize(actorOf(request), request.body),
    );
    app.post(
      "/api/recipes/bulk-actions/settings",
      { ...bulk, schema: { ...bulk.schema, operationId: "bulkSettingsRecipes", body: AssignSettings } },
      (request) => bulkActions.settings(actorOf(request), request.body),
    );
    app.post(
      "/api/recipes/bulk-actions/delete",
      { ...bulk, schema: { ...bulk.schema, operationId: "bulkDeleteRecipes", body: DeleteRecipes } },
      (request) => bulkActions.delete(actorOf(request), request.body),
    );
    app.post(
      "/api/recipes/bulk-actions/export",
      {
        config,
        schema: {
          operationId: "bulkExportRecipes",
          tags: bulkTags,
          body: ExportRecipes,
          response: { 202: SuccessResponse },
        },
      },
      async (request, reply) => reply.status(202).send(await bulkActions.export(actorOf(request), request.body)),
    );
    app.get(
      "/api/recipes/bulk-actions/export",
      {
        config,
        schema: { operationId: "getExportedData", tags: bulkTags, response: { 200: z.array(GroupDataExport) } },
      },
      (request) => bulkActions.listExports(actorOf(request)),
    );
    app.get(
      "/api/recipes/bulk-actions/export/download",
      {
        config,
        schema: {
          operationId: "getExportedDataToken",
          tags: bulkTags,
          querystring: ExportDownloadQuery,
          response: { 200: FileTokenResponse },
        },
      },
      (request) => bulkActions.exportDownloadToken(actorOf(request), request.query.path),
    );
    app.delete(
      "/api/recipes/bulk-actions/export/purge",
      { config, schema: { operationId: "purgeExportData", tags: bulkTags, response: { 200: SuccessResponse } } },
      (request) => bulkActions.purgeExports(actorOf(request)),
    );

    // Public as in Mealie: a browser opens the link in a new window, without the bearer header; the
    // short-lived signed token is the permission.
    app.get(
      "/api/utils/download",
      {
        config: { access: "public" },
        schema: { operationId: "downloadFile", tags: ["Utils"], querystring: TokenQuery },
      },
      async (request, reply) => {
        const file = await bulkActions.downloadable(request.query.token);
        return sendStoredFile(request, reply, file, { versioned: false, downloadName: path.basename(file) });
      },
    );
  };
}
