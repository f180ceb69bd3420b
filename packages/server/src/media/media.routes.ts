import fs from "node:fs";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../http/errors.js";
import type { Services } from "../services.js";
import { AVATAR_FILE_NAME } from "./avatar-store.js";

const config = { access: "public" } as const;

/** Media files. Avatars are public, as in Mealie: an avatar URL carries the user's id, which is not a secret. */
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
  };
}
