import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildGroup, buildSignedInMember } from "../test-support/builders.js";
import { createTestApp, type TestApp } from "../test-support/test-app.js";

let larder: TestApp;

beforeAll(async () => {
  larder = await createTestApp();
});
afterAll(async () => {
  await larder.close();
});

const member = () => buildSignedInMember(larder);

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (headers: { authorization: string }, method: Method, url: string, payload?: object) =>
  larder.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

// biome-ignore lint/suspicious/noTemplateCurlyInString: ${slug} is the action's placeholder, filled in by the client
const lookUp = { actionType: "link", title: "Look it up", url: "https://search.example.com/?q=${slug}" };

describe("recipe actions", () => {
  it("a member creates an action and reads it back, alone and in the list", async () => {
    const { group, headers } = await member();
    const created = await call(headers, "POST", "/api/groups/recipe-actions", lookUp);
    expect(created.statusCode).toBe(201);
    const action = created.json();
    expect(action).toEqual({ ...lookUp, groupId: group.id, id: expect.any(String) });

    expect((await call(headers, "GET", `/api/groups/recipe-actions/${action.id}`)).json()).toEqual(action);
    const list = await call(headers, "GET", "/api/groups/recipe-actions");
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      page: 1,
      per_page: 50,
      total: 1,
      total_pages: 1,
      items: [action],
      next: null,
      previous: null,
    });
  });

  it("lists page by page, ordered as asked", async () => {
    const { headers } = await member();
    for (const title of ["Banana", "apple", "Cherry"]) {
      await call(headers, "POST", "/api/groups/recipe-actions", { ...lookUp, title });
    }
    const first = (
      await call(headers, "GET", "/api/groups/recipe-actions?perPage=2&orderBy=title&orderDirection=asc")
    ).json();
    expect(first.items.map((action: { title: string }) => action.title)).toEqual(["apple", "Banana"]);
    expect(first).toMatchObject({ total: 3, total_pages: 2, previous: null });
    expect(first.next).toContain("/groups/recipe-actions?page=2");
    const second = (await call(headers, "GET", "/api/groups/recipe-actions?perPage=2&page=2&orderBy=title:asc")).json();
    expect(second.items.map((action: { title: string }) => action.title)).toEqual(["Cherry"]);

    const filter = encodeURIComponent('title IN ["apple", "cherry"]');
    const filtered = (
      await call(headers, "GET", `/api/groups/recipe-actions?queryFilter=${filter}&orderBy=title:asc`)
    ).json();
    expect(filtered.items.map((action: { title: string }) => action.title)).toEqual(["apple", "Cherry"]);
    const badFilter = await call(headers, "GET", "/api/groups/recipe-actions?queryFilter=groupId%20%3D%20x");
    expect(badFilter.statusCode).toBe(400);

    const refused = await call(headers, "GET", "/api/groups/recipe-actions?orderBy=password");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail.message).toContain("Cannot order by");
  });

  it("updates an action; the group named in the body is ignored", async () => {
    const { group, headers } = await member();
    const other = await buildGroup(larder);
    const action = (await call(headers, "POST", "/api/groups/recipe-actions", lookUp)).json();
    const changed = {
      actionType: "post",
      title: "Send to printer",
      url: "http://printer.lan/print",
      groupId: other.id,
    };
    const response = await call(headers, "PUT", `/api/groups/recipe-actions/${action.id}`, changed);
    expect(response.statusCode).toBe(200);
    const expected = {
      actionType: "post",
      title: "Send to printer",
      url: "http://printer.lan/print",
      groupId: group.id,
    };
    expect(response.json()).toEqual({ ...expected, id: action.id });
    expect((await call(headers, "GET", `/api/groups/recipe-actions/${action.id}`)).json()).toEqual({
      ...expected,
      id: action.id,
    });
  });

  it("deletes an action and answers with what was deleted; it is gone afterwards", async () => {
    const { headers } = await member();
    const action = (await call(headers, "POST", "/api/groups/recipe-actions", lookUp)).json();
    const deleted = await call(headers, "DELETE", `/api/groups/recipe-actions/${action.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual(action);
    expect((await call(headers, "GET", `/api/groups/recipe-actions/${action.id}`)).statusCode).toBe(404);
    expect((await call(headers, "DELETE", `/api/groups/recipe-actions/${action.id}`)).statusCode).toBe(404);
    expect((await call(headers, "GET", "/api/groups/recipe-actions")).json().total).toBe(0);
  });

  it("refuses bad input with 422 and writes nothing", async () => {
    const { headers } = await member();
    for (const body of [
      { ...lookUp, actionType: "email" },
      { ...lookUp, title: "  " },
      { ...lookUp, url: "javascript:alert(1)" },
      { ...lookUp, url: "" },
      { title: "No type", url: "https://example.com" },
    ]) {
      const response = await call(headers, "POST", "/api/groups/recipe-actions", body);
      expect(response.statusCode).toBe(422);
      expect(Array.isArray(response.json().detail)).toBe(true);
    }
    expect((await call(headers, "GET", "/api/groups/recipe-actions")).json().total).toBe(0);
    expect((await call(headers, "GET", "/api/groups/recipe-actions/not-an-id")).statusCode).toBe(422);
  });

  it("an unknown id gives 404 on read, update and delete", async () => {
    const { headers } = await member();
    const missing = "/api/groups/recipe-actions/00000000-0000-4000-8000-000000000000";
    expect((await call(headers, "GET", missing)).statusCode).toBe(404);
    expect((await call(headers, "PUT", missing, lookUp)).statusCode).toBe(404);
    expect((await call(headers, "DELETE", missing)).statusCode).toBe(404);
  });

  it("another group's action is out of reach: 404, unchanged, not listed", async () => {
    const alpha = await member();
    const beta = await member();
    const action = (await call(alpha.headers, "POST", "/api/groups/recipe-actions", lookUp)).json();
    const url = `/api/groups/recipe-actions/${action.id}`;
    expect((await call(beta.headers, "GET", url)).statusCode).toBe(404);
    expect((await call(beta.headers, "PUT", url, { ...lookUp, title: "Hijacked" })).statusCode).toBe(404);
    expect((await call(beta.headers, "DELETE", url)).statusCode).toBe(404);
    expect((await call(beta.headers, "GET", "/api/groups/recipe-actions")).json().total).toBe(0);
    expect((await call(alpha.headers, "GET", url)).json()).toEqual(action);
  });
});
