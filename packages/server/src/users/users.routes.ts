import { ApiTokenCreate, ApiTokenDeleteResponse, ApiTokenOut, UserOut } from "@larder/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../auth/authenticate.js";
import type { Services } from "../services.js";

const config = { access: "user" } as const;

export function usersRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/users/self",
      { config, schema: { operationId: "getLoggedInUser", tags: ["Users: CRUD"], response: { 200: UserOut } } },
      (request) => services.users.self(currentUser(request)),
    );

    app.post(
      "/api/users/api-tokens",
      {
        config,
        schema: {
          operationId: "createApiToken",
          tags: ["Users: Tokens"],
          body: ApiTokenCreate,
          response: { 201: ApiTokenOut },
        },
      },
      async (request, reply) => {
        const created = await services.users.createApiToken(
          currentUser(request),
          request.body.name,
          request.body.integrationId,
        );
        return reply.status(201).send(created);
      },
    );

    app.delete(
      "/api/users/api-tokens/:token_id",
      {
        config,
        schema: {
          operationId: "deleteApiToken",
          tags: ["Users: Tokens"],
          params: z.object({ token_id: z.coerce.number().int().positive() }),
          response: { 200: ApiTokenDeleteResponse },
        },
      },
      (request) => services.users.deleteApiToken(currentUser(request), request.params.token_id),
    );
  };
}
