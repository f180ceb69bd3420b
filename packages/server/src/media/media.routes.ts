import fs from "node:fs";
import path from "node:path";
import { isUuid } from "../db/uuid.js";
import { notFound } from "../http/errors.js";
import { operation } from "../http/operations.js";
import type { Services } from "../services.js";
import { AVATAR_FILE_NAME } from "./avatar-store.js";
import { isSafeAssetFileName, recipeAssetsFolder } from "./recipe-assets.js";
import { isImageFileName, recipeImagesFolder, timelineImagesFolder } from "./recipe-images.js";
import { sendStoredFile } from "./send-file.js";

/** A URL with Mealie's `?version=` or `?rnd=` changes whenever the file does. */
const versioned = (query: { version?: string; rnd?: string }) => Boolean(query.version || query.rnd);

/**
 * Media files, public as in Mealie: an <img> cannot send a bearer token. An avatar URL carries the
 * user's id and a recipe's media URL the recipe's random id, so nobody lists them by guessing.
 * Each handler sends the file itself and answers with the reply.
 */
export function mediaRoutes(services: Services) {
  const { dataDir } = services.config;

  /** The group whose folder holds a recipe's files, or 404 for an id that is no recipe. */
  const groupOfRecipe = async (recipeId: string) => {
    if (!isUuid(recipeId)) throw notFound();
    const groupId = await services.recipeFiles.groupOf(recipeId);
    if (!groupId) throw notFound();
    return groupId;
  };

  return [
    operation("getUserImage", "public", async ({ params, query, reply }) => {
      if (params.file_name !== AVATAR_FILE_NAME) throw notFound();
      const file = services.avatars.pathOf(params.user_id);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile()) throw notFound();
      // A URL with the cache key changes whenever the picture does, so it may be kept for good.
      const cacheControl = query.cacheKey ? "public, max-age=31536000, immutable" : "no-cache";
      return reply
        .header("content-type", "image/webp")
        .header("content-length", stat.size)
        .header("cache-control", cacheControl)
        .send(fs.createReadStream(file));
    }),
    operation("getRecipeImage", "public", async ({ params, query, request, reply }) => {
      const { recipe_id, file_name } = params;
      if (!isImageFileName(file_name)) throw notFound();
      const file = path.join(recipeImagesFolder(dataDir, await groupOfRecipe(recipe_id), recipe_id), file_name);
      return sendStoredFile(request, reply, file, { versioned: versioned(query) });
    }),
    operation("getRecipeTimelineEventImage", "public", async ({ params, query, request, reply }) => {
      const { recipe_id, timeline_event_id, file_name } = params;
      if (!isImageFileName(file_name) || !isUuid(timeline_event_id)) throw notFound();
      const groupId = await groupOfRecipe(recipe_id);
      const folder = timelineImagesFolder(dataDir, groupId, recipe_id, timeline_event_id);
      return sendStoredFile(request, reply, path.join(folder, file_name), { versioned: versioned(query) });
    }),
    operation("getRecipeAsset", "public", async ({ params, query, request, reply }) => {
      const { recipe_id, file_name } = params;
      if (!isSafeAssetFileName(file_name)) throw notFound();
      const assets = recipeAssetsFolder(dataDir, await groupOfRecipe(recipe_id), recipe_id);
      const file = path.join(assets, file_name);
      if (path.dirname(file) !== assets) throw notFound();
      return sendStoredFile(request, reply, file, { versioned: versioned(query) });
    }),
  ];
}
