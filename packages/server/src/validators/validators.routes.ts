import { EmailQuery, GroupNameQuery, RecipeNameQuery, UsernameQuery, ValidationResponse } from "@larder/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Services } from "../services.js";

const tags = ["Validators"];
// Public like Mealie's: the sign-up form checks names before anyone is signed in.
const config = { access: "public" } as const;
const response = { 200: ValidationResponse };

export function validatorsRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/validators/user/name",
      { config, schema: { operationId: "validateUserName", tags, querystring: UsernameQuery, response } },
      (request) => services.validators.username(request.query.name),
    );
    app.get(
      "/api/validators/user/email",
      { config, schema: { operationId: "validateUserEmail", tags, querystring: EmailQuery, response } },
      (request) => services.validators.email(request.query.email),
    );
    app.get(
      "/api/validators/group",
      { config, schema: { operationId: "validateGroupName", tags, querystring: GroupNameQuery, response } },
      (request) => services.validators.groupName(request.query.name),
    );
    app.get(
      "/api/validators/recipe",
      { config, schema: { operationId: "validateRecipeName", tags, querystring: RecipeNameQuery, response } },
      (request) => services.recipes.nameIsFree(request.query.group_id, request.query.name),
    );
  };
}
