import type { z } from "zod";
import type { HttpMethod } from "./define.js";
import { IdParam } from "./params.js";

/** The operation ids of a CRUD family's five operations. */
export interface CrudIds {
  list: string;
  create: string;
  get: string;
  update: string;
  remove: string;
}

export interface CrudSpec<
  Ids extends CrudIds,
  Query extends z.ZodType,
  Page extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Item extends z.ZodType,
  Created extends z.ZodType,
  Deleted extends z.ZodType,
  Param extends z.ZodType,
> {
  /** The collection: `/api/foods` lists and creates; `/api/foods/:item_id` reads, updates and deletes one. */
  path: string;
  tags: readonly string[];
  ids: Ids;
  listQuery: Query;
  /** What the list answers. */
  page: Page;
  /** The body of create, and of update unless `update` is given. */
  create: Create;
  update?: Update;
  /** What get and update answer, and create and delete unless `created` or `deleted` is given. */
  item: Item;
  created?: Created;
  deleted?: Deleted;
  /** The success status of create; 201 unless said otherwise. */
  createStatus?: 200 | 201;
  /** The schema of the item's `item_id` path parameter; `IdParam` (a UUID) unless said otherwise. */
  idParam?: Param;
  /** Another collection path answering the same five operations (Mealie 2's household paths). */
  aliasPath?: string;
}

/** What every entry of a CRUD family has. */
export interface CrudEntry<Method extends HttpMethod> {
  method: Method;
  path: string;
  tags: readonly string[];
  aliases?: readonly string[];
}

/** The five entries of a CRUD family, keyed by their literal operation ids. */
export type CrudEndpoints<
  Ids extends CrudIds,
  Query extends z.ZodType,
  Page extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Item extends z.ZodType,
  Created extends z.ZodType,
  Deleted extends z.ZodType,
  Param extends z.ZodType,
> = { [K in Ids["list"]]: CrudEntry<"GET"> & { query: Query; response: Page } } & {
  [K in Ids["create"]]: CrudEntry<"POST"> & { body: Create; response: Created; status?: 201 };
} & { [K in Ids["get"]]: CrudEntry<"GET"> & { params: Param; response: Item } } & {
  [K in Ids["update"]]: CrudEntry<"PUT"> & { params: Param; body: Update; response: Item };
} & { [K in Ids["remove"]]: CrudEntry<"DELETE"> & { params: Param; response: Deleted } };

/**
 * The endpoint entries of a collection that is listed, created, read, updated and deleted the usual
 * way, so that each family states only what sets it apart: its path, ids and schemas.
 */
export function crudEndpoints<
  const Ids extends CrudIds,
  Query extends z.ZodType,
  Page extends z.ZodType,
  Create extends z.ZodType,
  Item extends z.ZodType,
  Update extends z.ZodType = Create,
  Created extends z.ZodType = Item,
  Deleted extends z.ZodType = Item,
  Param extends z.ZodType = typeof IdParam,
>(
  spec: CrudSpec<Ids, Query, Page, Create, Update, Item, Created, Deleted, Param>,
): CrudEndpoints<Ids, Query, Page, Create, Update, Item, Created, Deleted, Param> {
  const { path, tags, ids, item } = spec;
  const itemPath = `${path}/:item_id`;
  const params = spec.idParam ?? IdParam;
  const createStatus = (spec.createStatus ?? 201) === 201 ? { status: 201 as const } : {};
  const alias = spec.aliasPath;
  const collection = { path, tags, ...(alias ? { aliases: [alias] } : {}) };
  const one = { path: itemPath, tags, params, ...(alias ? { aliases: [`${alias}/:item_id`] } : {}) };
  return {
    [ids.list]: { method: "GET", ...collection, query: spec.listQuery, response: spec.page },
    [ids.create]: { method: "POST", ...collection, body: spec.create, response: spec.created ?? item, ...createStatus },
    [ids.get]: { method: "GET", ...one, response: item },
    [ids.update]: { method: "PUT", ...one, body: spec.update ?? spec.create, response: item },
    [ids.remove]: { method: "DELETE", ...one, response: spec.deleted ?? item },
  } as CrudEndpoints<Ids, Query, Page, Create, Update, Item, Created, Deleted, Param>;
}
