import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildGroup, buildUser } from "../test-support/builders.js";
import { createTestApp, signIn, type TestApp } from "../test-support/test-app.js";

let larder: TestApp;

beforeAll(async () => {
  larder = await createTestApp();
});
afterAll(async () => {
  await larder.close();
});

/** A group (public unless told otherwise) whose member has filed some foods and organizers. */
async function groupWithData(isPublic = true) {
  const group = await buildGroup(larder);
  await larder.services.database.db
    .updateTable("group_preferences")
    .set({ private_group: !isPublic })
    .where("group_id", "=", group.id)
    .execute();
  const user = await buildUser(larder, { group_id: group.id });
  const headers = await signIn(larder.app, user.username, user.password);
  const post = async (url: string, payload: object) =>
    (await larder.app.inject({ method: "POST", url, headers, payload })).json();
  return {
    group,
    food: await post("/api/foods", { name: "Basil", aliases: [{ name: "Basilic" }] }),
    otherFood: await post("/api/foods", { name: "Anise" }),
    category: await post("/api/organizers/categories", { name: "Dinner" }),
    tag: await post("/api/organizers/tags", { name: "Quick" }),
    tool: await post("/api/organizers/tools", { name: "Wok", onHand: true }),
  };
}

const visit = (url: string) => larder.app.inject({ method: "GET", url });

describe("explore foods and organizers", () => {
  it("a visitor lists and reads a public group's foods", async () => {
    const { group, food } = await groupWithData();
    const list = await visit(`/api/explore/foods/${group.slug}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((item: { name: string }) => item.name)).toEqual(["Anise", "Basil"]);
    expect(list.json().items[1]).toEqual(food);
    expect((await visit(`/api/explore/foods/${group.slug}?search=basilic`)).json().total).toBe(1);
    const page = (await visit(`/api/explore/foods/${group.slug}?perPage=1`)).json();
    expect(page.next).toContain(`/explore/foods/${group.slug}?page=2`);

    const one = await visit(`/api/explore/foods/${group.slug}/${food.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(food);
  });

  it("a visitor lists and reads a public group's categories, tags and tools", async () => {
    const { group, category, tag, tool } = await groupWithData();
    const base = `/api/explore/organizers/${group.slug}`;

    expect((await visit(`${base}/categories`)).json().items).toEqual([
      { id: category.id, name: "Dinner", slug: "dinner" },
    ]);
    expect((await visit(`${base}/categories/${category.id}`)).json()).toEqual({
      id: category.id,
      name: "Dinner",
      slug: "dinner",
      groupId: group.id,
    });
    expect((await visit(`${base}/tags`)).json().items).toEqual([{ id: tag.id, name: "Quick", slug: "quick" }]);
    expect((await visit(`${base}/tags/${tag.id}`)).json()).toEqual({
      id: tag.id,
      name: "Quick",
      slug: "quick",
      groupId: group.id,
    });
    expect((await visit(`${base}/tools?search=WOK`)).json().items).toEqual([
      { id: tool.id, name: "Wok", slug: "wok", onHand: true },
    ]);
    expect((await visit(`${base}/tools/${tool.id}`)).json()).toEqual({
      id: tool.id,
      name: "Wok",
      slug: "wok",
      onHand: true,
    });
  });

  it("a private or unknown group is 404, as is another group's item under a public group", async () => {
    const hidden = await groupWithData(false);
    const shown = await groupWithData();
    const urls = [
      `/api/explore/foods/${hidden.group.slug}`,
      `/api/explore/foods/${hidden.group.slug}/${hidden.food.id}`,
      `/api/explore/organizers/${hidden.group.slug}/categories`,
      `/api/explore/organizers/${hidden.group.slug}/categories/${hidden.category.id}`,
      `/api/explore/organizers/${hidden.group.slug}/tags`,
      `/api/explore/organizers/${hidden.group.slug}/tags/${hidden.tag.id}`,
      `/api/explore/organizers/${hidden.group.slug}/tools`,
      `/api/explore/organizers/${hidden.group.slug}/tools/${hidden.tool.id}`,
      "/api/explore/foods/no-such-group",
      "/api/explore/organizers/no-such-group/tags",
      `/api/explore/foods/${shown.group.slug}/${hidden.food.id}`,
      `/api/explore/organizers/${shown.group.slug}/categories/${hidden.category.id}`,
      `/api/explore/organizers/${shown.group.slug}/tags/${hidden.tag.id}`,
      `/api/explore/organizers/${shown.group.slug}/tools/${hidden.tool.id}`,
    ];
    for (const url of urls) {
      const response = await visit(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain(hidden.group.id);
      expect(response.body).not.toContain("Basil");
    }
  });
});
