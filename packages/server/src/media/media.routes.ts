import fs from "node:fs";
import path from "node:path";
import type { FastifyRequest } from "fastify";
import { signedInCaller } from "../auth/authenticate.js";
import { isUuid } from "../db/uuid.js";
import { notFound } from "../http/errors.js";
import { operation } from "../http/operations.js";
import type { Services } from "../services.js";
import { AVATAR_FILE_NAME } from "./avatar-store.js";
import type { MediaCaller } from "./media-access.service.js";
import { isSafeAssetFileName, recipeAssetsFolder } from "./recipe-assets.js";
import { isImageFileName, recipeImagesFolder, timelineImagesFolder } from "./recipe-images.js";
import { cacheControl, sendStoredFile } from "./send-file.js";

/** A URL with Mealie's `?version=` or `?rnd=` changes whenever the file does. */
const versioned = (query: { version?: string; rnd?: string }) => Boolean(query.version || query.rnd);

/**
 * Media files. The routes are public, since an <img> cannot send a bearer token, and the media
 * access service decides per request from the session cookie or Authorization header (members) and
 * the `?token=` of a share link (see MediaAccessService). Each handler sends the file itself and
 * answers with the reply.
 */
export function mediaRoutes(services: Services) {
  const { dataDir } = services.config;
  const { mediaAccess } = services;

  const callerOf = (request: FastifyRequest, shareToken?: string): MediaCaller => ({
    shareToken,
    signedIn: () => signedInCaller(services.auth, request),
  });

  return [
    operation("getUserImage", "public", async ({ params, query, request, reply }) => {
      if (params.file_name !== AVATAR_FILE_NAME) throw notFound();
      await mediaAccess.userPicture(params.user_id, callerOf(request));
      const file = services.avatars.pathOf(params.user_id);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile()) throw notFound();
      // A URL with the cache key changes whenever the picture does, so it may be kept for good.
      return reply
        .header("content-type", "image/webp")
        .header("content-length", stat.size)
        .header("cache-control", cacheControl(Boolean(query.cacheKey), "private"))
        .send(fs.createReadStream(file));
    }),
    operation("getRecipeImage", "public", async ({ params, query, request, reply }) => {
      const { recipe_id, file_name } = params;
      if (!isImageFileName(file_name)) throw notFound();
      const { groupId, caching } = await mediaAccess.recipeMedia(recipe_id, callerOf(request, query.token));
      const file = path.join(recipeImagesFolder(dataDir, groupId, recipe_id), file_name);
      return sendStoredFile(request, reply, file, { versioned: versioned(query), caching });
    }),
    operation("getRecipeTimelineEventImage", "public", async ({ params, query, request, reply }) => {
      const { recipe_id, timeline_event_id, file_name } = params;
      if (!isImageFileName(file_name) || !isUuid(timeline_event_id)) throw notFound();
      const { groupId, caching } = await mediaAccess.recipeMedia(recipe_id, callerOf(request, query.token));
      const folder = timelineImagesFolder(dataDir, groupId, recipe_id, timeline_event_id);
      return sendStoredFile(request, reply, path.join(folder, file_name), { versioned: versioned(query), caching });
    }),
    operation("getRecipeAsset", "public", async ({ params, query, request, reply }) => {
      const { recipe_id, file_name } = params;
      if (!isSafeAssetFileName(file_name)) throw notFound();
      const { groupId, caching } = await mediaAccess.recipeMedia(recipe_id, callerOf(request, query.token));
      const assets = recipeAssetsFolder(dataDir, groupId, recipe_id);
      const file = path.join(assets, file_name);
      if (path.dirname(file) !== assets) throw notFound();
      return sendStoredFile(request, reply, file, { versioned: versioned(query), caching });
    }),
  ];
}
