import { cookbookEndpoints, exploreCookbookEndpoints } from "./cookbooks.js";
import type { CallArgs, Endpoint, ReplyOf, ResultOf } from "./define.js";
import { exploreOrganizerEndpoints } from "./explore-organizers.js";
import { foodEndpoints } from "./foods.js";
import { organizerEndpoints } from "./organizers.js";

export * from "./crud.js";
export * from "./define.js";
export * from "./params.js";

/** Every operation of the HTTP API, keyed by its operation id. */
export const endpoints = {
  ...cookbookEndpoints,
  ...exploreCookbookEndpoints,
  ...foodEndpoints,
  ...organizerEndpoints,
  ...exploreOrganizerEndpoints,
} satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type OperationId = keyof Endpoints;
export type OperationArgs<K extends OperationId> = CallArgs<Endpoints[K]>;
export type OperationResult<K extends OperationId> = ResultOf<Endpoints[K]>;
export type OperationReply<K extends OperationId> = ReplyOf<Endpoints[K]>;
