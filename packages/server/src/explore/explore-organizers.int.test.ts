import { describe, expect, it } from "vitest";
import { useTestContext } from "../test-support/test-context.js";

const t = useTestContext();

/** A group (public unless told otherwise) whose member has filed some foods and organizers. */
async function groupWithData(isPublic = true) {
  const group = await t.newGroup({ preferences: { private_group: !isPublic } });
  const member = await t.newMember({ group, canOrganize: true });
  const post = async (url: string, payload: object) => (await t.as(member).post(url, payload)).json();
  return {
    group,
    food: await post("/api/foods", { name: "Basil", aliases: [{ name: "Basilic" }] }),
    otherFood: await post("/api/foods", { name: "Anise" }),
    category: await post("/api/organizers/categories", { name: "Dinner" }),
    tag: await post("/api/organizers/tags", { name: "Quick" }),
    tool: await post("/api/organizers/tools", { name: "Wok", onHand: true }),
  };
}

const visit = (url: string) => t.anonymous.get(url);

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

  it("a visitor narrows a public group's foods by queryFilter, within that group only", async () => {
    const { group, food, otherFood } = await groupWithData();
    const neighbour = await groupWithData();
    const foods = async (text: string, slug = group.slug) =>
      visit(`/api/explore/foods/${slug}?queryFilter=${encodeURIComponent(text)}`);
    const namesOf = async (text: string) => {
      const response = await foods(text);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().items.map((item: { name: string }) => item.name);
    };

    expect(await namesOf("name = basil")).toEqual(["Basil"]);
    expect(await namesOf("name <> basil")).toEqual(["Anise"]);
    expect(await namesOf(`id = ${otherFood.id} OR id = ${neighbour.food.id}`)).toEqual(["Anise"]);
    expect(await namesOf(`id = ${neighbour.food.id}`)).toEqual([]);
    expect(await namesOf(`id IN [${food.id}, ${neighbour.otherFood.id}]`)).toEqual(["Basil"]);

    const malformed = await foods("((((");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail.message).toContain("Invalid queryFilter");
    const unknown = await foods("groupId = x");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail.message).toContain('Invalid queryFilter: cannot filter on "groupId"');

    const hidden = await groupWithData(false);
    expect((await foods("name = basil", hidden.group.slug)).statusCode).toBe(404);
  });

  it("a visitor narrows a public group's categories, tags and tools by queryFilter", async () => {
    const { group, category, tag, tool } = await groupWithData();
    const neighbour = await groupWithData();
    const base = `/api/explore/organizers/${group.slug}`;
    const listed = async (kind: string, text: string) => {
      const response = await visit(`${base}/${kind}?queryFilter=${encodeURIComponent(text)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().items.map((item: { id: string }) => item.id);
    };

    expect(await listed("categories", "name = dinner")).toEqual([category.id]);
    expect(await listed("categories", "name <> dinner")).toEqual([]);
    expect(await listed("tags", `slug = quick OR id = ${neighbour.tag.id}`)).toEqual([tag.id]);
    expect(await listed("tags", `id = ${neighbour.tag.id}`)).toEqual([]);
    expect(await listed("tools", "onHand = true")).toEqual([tool.id]);
    expect(await listed("tools", "onHand = false")).toEqual([]);

    for (const kind of ["categories", "tags", "tools"]) {
      for (const [text, message] of [
        ["((((", "Invalid queryFilter"],
        ["password = x", 'Invalid queryFilter: cannot filter on "password"'],
      ] as const) {
        const response = await visit(`${base}/${kind}?queryFilter=${encodeURIComponent(text)}`);
        expect(response.statusCode, `${kind} ${text}`).toBe(400);
        expect(response.json().detail.message).toContain(message);
      }
    }
    const hidden = await groupWithData(false);
    const privateList = await visit(
      `/api/explore/organizers/${hidden.group.slug}/tags?queryFilter=${encodeURIComponent("name = quick")}`,
    );
    expect(privateList.statusCode).toBe(404);
  });
});
