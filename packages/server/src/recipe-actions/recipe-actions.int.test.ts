import { describe, expect, it } from "vitest";
import { useTestContext } from "../test-support/test-context.js";

const t = useTestContext();

// biome-ignore lint/suspicious/noTemplateCurlyInString: ${slug} is the action's placeholder, filled in by the client
const lookUp = { actionType: "link", title: "Look it up", url: "https://search.example.com/?q=${slug}" };

describe("recipe actions", () => {
  it("a member creates an action and reads it back, alone and in the list", async () => {
    const member = await t.newMember({ canOrganize: true });
    const { group } = member;
    const created = await t.as(member).post("/api/groups/recipe-actions", lookUp);
    expect(created.statusCode).toBe(201);
    const action = created.json();
    expect(action).toEqual({ ...lookUp, groupId: group.id, id: expect.any(String) });

    expect((await t.as(member).get(`/api/groups/recipe-actions/${action.id}`)).json()).toEqual(action);
    const list = await t.as(member).get("/api/groups/recipe-actions");
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
    const member = await t.newMember({ canOrganize: true });
    for (const title of ["Banana", "apple", "Cherry"]) {
      await t.as(member).post("/api/groups/recipe-actions", { ...lookUp, title });
    }
    const first = (
      await t.as(member).get("/api/groups/recipe-actions?perPage=2&orderBy=title&orderDirection=asc")
    ).json();
    expect(first.items.map((action: { title: string }) => action.title)).toEqual(["apple", "Banana"]);
    expect(first).toMatchObject({ total: 3, total_pages: 2, previous: null });
    expect(first.next).toContain("/groups/recipe-actions?page=2");
    const second = (await t.as(member).get("/api/groups/recipe-actions?perPage=2&page=2&orderBy=title:asc")).json();
    expect(second.items.map((action: { title: string }) => action.title)).toEqual(["Cherry"]);

    const filter = encodeURIComponent('title IN ["apple", "cherry"]');
    const filtered = (
      await t.as(member).get(`/api/groups/recipe-actions?queryFilter=${filter}&orderBy=title:asc`)
    ).json();
    expect(filtered.items.map((action: { title: string }) => action.title)).toEqual(["apple", "Cherry"]);
    const badFilter = await t.as(member).get("/api/groups/recipe-actions?queryFilter=groupId%20%3D%20x");
    expect(badFilter.statusCode).toBe(400);

    const refused = await t.as(member).get("/api/groups/recipe-actions?orderBy=password");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail.message).toContain("Cannot order by");
  });

  it("updates an action; the group named in the body is ignored", async () => {
    const member = await t.newMember({ canOrganize: true });
    const { group } = member;
    const other = await t.newGroup();
    const action = (await t.as(member).post("/api/groups/recipe-actions", lookUp)).json();
    const changed = {
      actionType: "post",
      title: "Send to printer",
      url: "http://printer.lan/print",
      groupId: other.id,
    };
    const response = await t.as(member).put(`/api/groups/recipe-actions/${action.id}`, changed);
    expect(response.statusCode).toBe(200);
    const expected = {
      actionType: "post",
      title: "Send to printer",
      url: "http://printer.lan/print",
      groupId: group.id,
    };
    expect(response.json()).toEqual({ ...expected, id: action.id });
    expect((await t.as(member).get(`/api/groups/recipe-actions/${action.id}`)).json()).toEqual({
      ...expected,
      id: action.id,
    });
  });

  it("deletes an action and answers with what was deleted; it is gone afterwards", async () => {
    const member = await t.newMember({ canOrganize: true });
    const action = (await t.as(member).post("/api/groups/recipe-actions", lookUp)).json();
    const deleted = await t.as(member).delete(`/api/groups/recipe-actions/${action.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual(action);
    expect((await t.as(member).get(`/api/groups/recipe-actions/${action.id}`)).statusCode).toBe(404);
    expect((await t.as(member).delete(`/api/groups/recipe-actions/${action.id}`)).statusCode).toBe(404);
    expect((await t.as(member).get("/api/groups/recipe-actions")).json().total).toBe(0);
  });

  it("refuses bad input with 422 and writes nothing", async () => {
    const member = await t.newMember({ canOrganize: true });
    for (const body of [
      { ...lookUp, actionType: "email" },
      { ...lookUp, title: "  " },
      { ...lookUp, url: "javascript:alert(1)" },
      { ...lookUp, url: "" },
      { title: "No type", url: "https://example.com" },
    ]) {
      const response = await t.as(member).post("/api/groups/recipe-actions", body);
      expect(response.statusCode).toBe(422);
      expect(Array.isArray(response.json().detail)).toBe(true);
    }
    expect((await t.as(member).get("/api/groups/recipe-actions")).json().total).toBe(0);
    expect((await t.as(member).get("/api/groups/recipe-actions/not-an-id")).statusCode).toBe(422);
  });

  it("an unknown id gives 404 on read, update and delete", async () => {
    const member = await t.newMember({ canOrganize: true });
    const missing = "/api/groups/recipe-actions/00000000-0000-4000-8000-000000000000";
    expect((await t.as(member).get(missing)).statusCode).toBe(404);
    expect((await t.as(member).put(missing, lookUp)).statusCode).toBe(404);
    expect((await t.as(member).delete(missing)).statusCode).toBe(404);
  });

  it("another group's action is out of reach: 404, unchanged, not listed", async () => {
    const alpha = await t.newMember({ canOrganize: true });
    const beta = await t.newMember({ canOrganize: true });
    const action = (await t.as(alpha).post("/api/groups/recipe-actions", lookUp)).json();
    const url = `/api/groups/recipe-actions/${action.id}`;
    expect((await t.as(beta).get(url)).statusCode).toBe(404);
    expect((await t.as(beta).put(url, { ...lookUp, title: "Hijacked" })).statusCode).toBe(404);
    expect((await t.as(beta).delete(url)).statusCode).toBe(404);
    expect((await t.as(beta).get("/api/groups/recipe-actions")).json().total).toBe(0);
    expect((await t.as(alpha).get(url)).json()).toEqual(action);
  });
});
