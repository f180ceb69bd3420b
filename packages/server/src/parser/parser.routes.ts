import { IngredientRequest, IngredientsRequest, ParsedIngredient, ParsedIngredientList } from "@larder/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../auth/authenticate.js";
import type { Services } from "../services.js";

const config = { access: "group" } as const;
const tags = ["Recipe: Ingredient Parser"];

/** `/api/parser/ingredient(s)`: free-text lines → structured ingredients matched to the caller's group's foods and units. */
export function parserRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { parser } = services;
    app.post(
      "/api/parser/ingredient",
      {
        config,
        schema: { operationId: "parseIngredient", tags, body: IngredientRequest, response: { 200: ParsedIngredient } },
      },
      (request) => parser.parseOne(actorOf(request), request.body),
    );
    app.post(
      "/api/parser/ingredients",
      {
        config,
        schema: {
          operationId: "parseIngredients",
          tags,
          body: IngredientsRequest,
          response: { 200: ParsedIngredientList },
        },
      },
      (request) => parser.parseMany(actorOf(request), request.body),
    );
  };
}
