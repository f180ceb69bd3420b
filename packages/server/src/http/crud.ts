import type { Endpoint, Endpoints, OperationId, OperationReply } from "@larder/shared";
import type { Access } from "./access.js";
import type { OperationInput, OperationRoute, SignedInInput } from "./operations.js";

/** The operation ids of a CRUD family, as its `crudEndpoints` entry names them. */
export interface CrudOperationIds {
  list: OperationId;
  create: OperationId;
  get: OperationId;
  update: OperationId;
  remove: OperationId;
}

type Actor = SignedInInput<Endpoint>["actor"];
type QueryOf<K extends OperationId> = OperationInput<Endpoints[K]>["query"];
type BodyOf<K extends OperationId> = OperationInput<Endpoints[K]>["body"];
type Answer<K extends OperationId> = OperationReply<K> | Promise<OperationReply<K>>;

/** What the five routes of a CRUD family call, with the caller; each method answers the response body. */
export interface CrudService<Ids extends CrudOperationIds> {
  list(actor: Actor, query: QueryOf<Ids["list"]>): Answer<Ids["list"]>;
  create(actor: Actor, body: BodyOf<Ids["create"]>): Answer<Ids["create"]>;
  get(actor: Actor, id: string): Answer<Ids["get"]>;
  update(actor: Actor, id: string, body: BodyOf<Ids["update"]>): Answer<Ids["update"]>;
  delete(actor: Actor, id: string): Answer<Ids["remove"]>;
}

/** The service as the routes call it; its types were checked against the entries where `crudOperations` is called. */
interface CrudCalls {
  list(actor: Actor, query: unknown): unknown;
  create(actor: Actor, body: unknown): unknown;
  get(actor: Actor, id: string): unknown;
  update(actor: Actor, id: string, body: unknown): unknown;
  delete(actor: Actor, id: string): unknown;
}

/** Every item path of a CRUD family ends in `:item_id` (see `crudEndpoints`). */
type CrudInput = SignedInInput<Endpoint> & { params: { item_id: string } };

/**
 * The routes of a CRUD family (see `crudEndpoints`): each passes the caller and the request's
 * parts to the service method of the same name, and answers what it returns.
 */
export function crudOperations<const Ids extends CrudOperationIds>(
  ids: Ids,
  access: Exclude<Access, "public">,
  service: CrudService<Ids>,
): OperationRoute[] {
  const calls: CrudCalls = service;
  const route = (operationId: OperationId, handle: (input: CrudInput) => unknown): OperationRoute => ({
    operationId,
    access,
    handle: handle as OperationRoute["handle"],
  });
  return [
    route(ids.list, ({ actor, query }) => calls.list(actor, query)),
    route(ids.create, ({ actor, body }) => calls.create(actor, body)),
    route(ids.get, ({ actor, params }) => calls.get(actor, params.item_id)),
    route(ids.update, ({ actor, params, body }) => calls.update(actor, params.item_id, body)),
    route(ids.remove, ({ actor, params }) => calls.delete(actor, params.item_id)),
  ];
}
