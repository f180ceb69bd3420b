import { RecipeAsset, RecipeImageUrl, UpdateImageResponse } from "@larder/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../auth/authenticate.js";
import { readMultipartForm } from "../media/multipart-form.js";
import type { Services } from "../services.js";

const config = { access: "group" } as const;
const tags = ["Recipe: Images and Assets"];
const SlugParam = z.object({ slug: z.string() });

/** A recipe's image (uploaded or fetched by address) and its attached files, in the caller's group. */
export function recipeMediaRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { recipeMedia } = services;
    app.put(
      "/api/recipes/:slug/image",
      {
        config,
        schema: {
          operationId: "updateRecipeImage",
          tags,
          consumes: ["multipart/form-data"],
          params: SlugParam,
          response: { 200: UpdateImageResponse },
        },
      },
      async (request) => {
        const form = await readMultipartForm(request, { fileField: "image" });
        const image = form.files.image?.content ?? Buffer.alloc(0);
        return recipeMedia.uploadImage(actorOf(request), request.params.slug, image);
      },
    );
    app.post(
      "/api/recipes/:slug/image",
      {
        config,
        schema: {
          operationId: "scrapeImageUrl",
          tags,
          params: SlugParam,
          body: RecipeImageUrl,
          response: { 200: UpdateImageResponse },
        },
      },
      (request) => recipeMedia.imageFromUrl(actorOf(request), request.params.slug, request.body.url),
    );
    app.post(
      "/api/recipes/:slug/assets",
      {
        config,
        schema: {
          operationId: "uploadRecipeAsset",
          tags,
          consumes: ["multipart/form-data"],
          params: SlugParam,
          response: { 200: RecipeAsset },
        },
      },
      async (request) => {
        const form = await readMultipartForm(request, { fileField: "file" });
        return recipeMedia.uploadAsset(actorOf(request), request.params.slug, {
          name: form.fields.name ?? "",
          icon: form.fields.icon ?? "",
          extension: form.fields.extension ?? "",
          content: form.files.file?.content ?? Buffer.alloc(0),
        });
      },
    );
  };
}
