import { describe, expect, it } from "vitest";
import { z } from "zod";
import { crudEndpoints } from "./crud.js";
import { IdParam } from "./params.js";

const Query = z.object({ page: z.number() });
const Page = z.object({ items: z.array(z.string()) });
const Create = z.object({ name: z.string() });
const Update = z.object({ name: z.string(), id: z.string() });
const Item = z.object({ id: z.string() });
const Out = z.object({ id: z.string(), groupId: z.string() });
const ids = { list: "getThings", create: "createThing", get: "getThing", update: "updateThing", remove: "deleteThing" };
const tags = ["Things"];

describe("crudEndpoints", () => {
  it("declares list and create on the collection, get, update and delete on an item by id", () => {
    const table = crudEndpoints({
      path: "/api/things",
      tags,
      ids,
      listQuery: Query,
      page: Page,
      create: Create,
      item: Item,
    });
    expect(table).toEqual({
      getThings: { method: "GET", path: "/api/things", tags, query: Query, response: Page },
      createThing: { method: "POST", path: "/api/things", tags, body: Create, response: Item, status: 201 },
      getThing: { method: "GET", path: "/api/things/:item_id", tags, params: IdParam, response: Item },
      updateThing: {
        method: "PUT",
        path: "/api/things/:item_id",
        tags,
        params: IdParam,
        body: Create,
        response: Item,
      },
      deleteThing: { method: "DELETE", path: "/api/things/:item_id", tags, params: IdParam, response: Item },
    });
  });

  it("takes the update body, the created and deleted answers, the create status and the id param when told", () => {
    const ItemParam = z.object({ item_id: z.string() });
    const table = crudEndpoints({
      path: "/api/things",
      tags,
      ids,
      listQuery: Query,
      page: Page,
      create: Create,
      update: Update,
      item: Item,
      created: Out,
      deleted: Out,
      createStatus: 200,
      idParam: ItemParam,
    });
    expect(table.createThing).toEqual({ method: "POST", path: "/api/things", tags, body: Create, response: Out });
    expect(table.updateThing).toMatchObject({ params: ItemParam, body: Update, response: Item });
    expect(table.deleteThing).toMatchObject({ params: ItemParam, response: Out });
    expect(table.getThing).toMatchObject({ params: ItemParam, response: Item });
  });
});
