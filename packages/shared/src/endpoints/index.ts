import { cookbookEndpoints, exploreCookbookEndpoints } from "./cookbooks.js";
import type { CallArgs, Endpoint, ReplyOf, ResultOf } from "./define.js";
import { exportEndpoints } from "./exports.js";
import { parserEndpoints } from "./parser.js";
import { exploreRecipeEndpoints, recipeEndpoints, recipeMediaEndpoints } from "./recipes.js";
import { reportEndpoints } from "./reports.js";
import { scraperEndpoints } from "./scraper.js";

export * from "./define.js";
export * from "./params.js";

/** Every operation of the HTTP API, keyed by its operation id. */
export const endpoints = {
  ...cookbookEndpoints,
  ...exploreCookbookEndpoints,
  ...recipeEndpoints,
  ...recipeMediaEndpoints,
  ...exploreRecipeEndpoints,
  ...exportEndpoints,
  ...scraperEndpoints,
  ...reportEndpoints,
  ...parserEndpoints,
} satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type OperationId = keyof Endpoints;
export type OperationArgs<K extends OperationId> = CallArgs<Endpoints[K]>;
export type OperationResult<K extends OperationId> = ResultOf<Endpoints[K]>;
export type OperationReply<K extends OperationId> = ReplyOf<Endpoints[K]>;
