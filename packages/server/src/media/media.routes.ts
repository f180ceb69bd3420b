import fs from "node:fs";
import path from "node:path";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isUuid } from "../db/uuid.js";
import { notFound } from "../http/errors.js";
import type { Services } from "../services.js";
import { AVATAR_FILE_NAME } from "./avatar-store.js";
import { isSafeAssetFileName, recipeAssetsFolder } from "./recipe-assets.js";
import { isImageFileName, recipeImagesFolder, timelineImagesFolder } from "./recipe-images.js";
import { sendStoredFile } from "./send-file.js";

const config = { access: "public" } as const;
/** Mealie's clients add `?version=` (the recipe's image key) or `?rnd=` to image URLs. */
const VersionQuery = z.object({ version: z.string().optional(), rnd: z.string().optional() });

/**
 * Media files, public as in Mealie: an <img> cannot send a bearer token. An avatar URL carries the
 * user's id and a recipe's media URL the recipe's random id, so nobody lists them by guessing.
 */
export function mediaRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/media/users/:user_id/:file_name",
      {
        config,
        schema: {
          operationId: "getUserImage",
          tags: ["Media: Users"],
          params: z.object({ user_id: z.guid("must be a user id"), file_name: z.string() }),
          querystring: z.object({ cacheKey: z.string().optional() }),
        },
      },
      async (request, reply) => {
        if (request.params.file_name !== AVATAR_FILE_NAME) throw notFound();
        const file = services.avatars.pathOf(request.params.user_id);
        const stat = await fs.promises.stat(file).catch(() => null);
        if (!stat?.isFile()) throw notFound();
        // A URL with the cache key changes whenever the picture does, so it may be kept for good.
        const cacheControl = request.query.cacheKey ? "public, max-age=31536000, immutable" : "no-cache";
        return reply
          .header("content-type", "image/webp")
          .header("content-length", stat.size)
          .header("cache-control", cacheControl)
          .send(fs.createReadStream(file));
      },
    );

    /** The group whose folder holds a recipe's files, or 404 for an id that is no recipe. */
    const groupOfRecipe = async (recipeId: string) => {
      if (!isUuid(recipeId)) throw notFound();
      const groupId = await services.recipeFiles.groupOf(recipeId);
      if (!groupId) throw notFound();
      return groupId;
    };
    const versioned = (query: { version?: string; rnd?: string }) => Boolean(query.version || query.rnd);
    const tags = ["Recipe: Images and Assets"];

    app.get(
      "/api/media/recipes/:recipe_id/images/:file_name",
      {
        config,
        schema: {
          operationId: "getRecipeImage",
          tags,
          params: z.object({ recipe_id: z.string(), file_name: z.string() }),
          querystring: VersionQuery,
        },
      },
      async (request, reply) => {
        const { recipe_id, file_name } = request.params;
        if (!isImageFileName(file_name)) throw notFound();
        const groupId = await groupOfRecipe(recipe_id);
        const file = path.join(recipeImagesFolder(services.config.dataDir, groupId, recipe_id), file_name);
        return sendStoredFile(request, reply, file, { versioned: versioned(request.query) });
      },
    );
    app.get(
      "/api/media/recipes/:recipe_id/images/timeline/:timeline_event_id/:file_name",
      {
        config,
        schema: {
          operationId: "getRecipeTimelineEventImage",
          tags,
          params: z.object({ recipe_id: z.string(), timeline_event_id: z.string(), file_name: z.string() }),
          querystring: VersionQuery,
        },
      },
      async (request, reply) => {
        const { recipe_id, timeline_event_id, file_name } = request.params;
        if (!isImageFileName(file_name) || !isUuid(timeline_event_id)) throw notFound();
        const groupId = await groupOfRecipe(recipe_id);
        const folder = timelineImagesFolder(services.config.dataDir, groupId, recipe_id, timeline_event_id);
        return sendStoredFile(request, reply, path.join(folder, file_name), { versioned: versioned(request.query) });
      },
    );
    app.get(
      "/api/media/recipes/:recipe_id/assets/:file_name",
      {
        config,
        schema: {
          operationId: "getRecipeAsset",
          tags,
          params: z.object({ recipe_id: z.string(), file_name: z.string() }),
          querystring: VersionQuery,
        },
      },
      async (request, reply) => {
        const { recipe_id, file_name } = request.params;
        if (!isSafeAssetFileName(file_name)) throw notFound();
        const assets = recipeAssetsFolder(services.config.dataDir, await groupOfRecipe(recipe_id), recipe_id);
        const file = path.join(assets, file_name);
        if (path.dirname(file) !== assets) throw notFound();
        return sendStoredFile(request, reply, file, { versioned: versioned(request.query) });
      },
    );
  };
}
