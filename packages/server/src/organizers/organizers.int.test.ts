import { describe, expect, it } from "vitest";
import { useTestContext } from "../test-support/test-context.js";

const t = useTestContext();

const names = (body: { items: { name: string }[] }) => body.items.map((item) => item.name);

async function fileUnder(kind: "categories" | "tags" | "tools", recipeId: string, organizerId: string) {
  const db = t.db;
  if (kind === "categories") {
    await db.insertInto("recipes_to_categories").values({ recipe_id: recipeId, category_id: organizerId }).execute();
  } else if (kind === "tags") {
    await db.insertInto("recipes_to_tags").values({ recipe_id: recipeId, tag_id: organizerId }).execute();
  } else {
    await db.insertInto("recipes_to_tools").values({ recipe_id: recipeId, tool_id: organizerId }).execute();
  }
}

describe.each(["categories", "tags", "tools"] as const)("organizers: %s", (kind) => {
  const base = `/api/organizers/${kind}`;

  it("creates one with a slug from its name, reads it by id and by slug, lists it", async () => {
    const member = await t.newMember({ canOrganize: true });
    const { group } = member;
    const created = await t.as(member).post(base, { name: "  Crème Brûlée  " });
    expect(created.statusCode).toBe(201);
    const organizer = created.json();
    expect(organizer).toMatchObject({ id: expect.any(String), name: "Crème Brûlée", slug: "creme-brulee" });
    if (kind === "tools") expect(organizer.onHand).toBe(false);
    else expect(organizer.groupId).toBe(group.id);

    const byId = await t.as(member).get(`${base}/${organizer.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ id: organizer.id, name: "Crème Brûlée", slug: "creme-brulee" });

    const bySlug = await t.as(member).get(`${base}/slug/creme-brulee`);
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toMatchObject({ id: organizer.id, name: "Crème Brûlée", recipes: [] });

    const list = (await t.as(member).get(base)).json();
    expect(list).toMatchObject({ page: 1, per_page: 50, total: 1, total_pages: 1, next: null, previous: null });
    expect(list.items).toEqual([
      kind === "tools"
        ? { id: organizer.id, name: "Crème Brûlée", slug: "creme-brulee", onHand: false }
        : { id: organizer.id, name: "Crème Brûlée", slug: "creme-brulee" },
    ]);
  });

  it("lists by name ascending by default, pages, and searches ignoring case and accents", async () => {
    const member = await t.newMember({ canOrganize: true });
    for (const name of ["Déjeuner", "apéritif", "Breakfast", "Brunch"]) {
      expect((await t.as(member).post(base, { name })).statusCode).toBe(201);
    }
    const all = (await t.as(member).get(base)).json();
    expect(names(all)).toEqual(["apéritif", "Breakfast", "Brunch", "Déjeuner"]);

    const first = (await t.as(member).get(`${base}?perPage=3`)).json();
    expect(names(first)).toEqual(["apéritif", "Breakfast", "Brunch"]);
    expect(first).toMatchObject({ total: 4, total_pages: 2 });
    expect(first.next).toContain(`/organizers/${kind}?page=2`);

    expect(names((await t.as(member).get(`${base}?search=DEJEU`)).json())).toEqual(["Déjeuner"]);
    expect(names((await t.as(member).get(`${base}?search=br`)).json())).toEqual(["Breakfast", "Brunch"]);
    const searched = (await t.as(member).get(`${base}?search=br&perPage=1`)).json();
    expect(names(searched)).toEqual(["Breakfast"]);
    expect(searched.next).toContain("search=br");
    const none = (await t.as(member).get(`${base}?search=zzz`)).json();
    expect(none).toMatchObject({ total: 0, items: [] });
    expect(names((await t.as(member).get(`${base}?orderBy=name&orderDirection=desc`)).json())).toEqual([
      "Déjeuner",
      "Brunch",
      "Breakfast",
      "apéritif",
    ]);
    expect((await t.as(member).get(`${base}?orderBy=password`)).statusCode).toBe(400);
  });

  it("renaming re-derives the slug; the old slug no longer finds it", async () => {
    const member = await t.newMember({ canOrganize: true });
    const { id } = (await t.as(member).post(base, { name: "Soup" })).json();
    const updated = await t.as(member).put(`${base}/${id}`, { name: "Cold Soups" });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id, name: "Cold Soups", slug: "cold-soups" });
    expect((await t.as(member).get(`${base}/slug/soup`)).statusCode).toBe(404);
    expect((await t.as(member).get(`${base}/slug/cold-soups`)).json().id).toBe(id);
  });

  it("refuses a name already used in the group (also by slug), but not one used in another group", async () => {
    const alice = await t.newMember({ canOrganize: true });
    const bob = await t.newMember({ canOrganize: true });
    const { id } = (await t.as(alice).post(base, { name: "Dinner" })).json();

    const again = await t.as(alice).post(base, { name: "Dinner" });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail.message).toContain('named "Dinner" already exists');
    expect((await t.as(alice).post(base, { name: "dinner" })).statusCode).toBe(409);

    const other = (await t.as(alice).post(base, { name: "Lunch" })).json();
    expect((await t.as(alice).put(`${base}/${other.id}`, { name: "Dinner" })).statusCode).toBe(409);
    expect((await t.as(alice).put(`${base}/${id}`, { name: "Dinner" })).statusCode).toBe(200);

    expect((await t.as(bob).post(base, { name: "Dinner" })).statusCode).toBe(201);
  });

  it("refuses an empty or blank name, or one without a letter or digit", async () => {
    const member = await t.newMember({ canOrganize: true });
    for (const name of ["", "   ", "!!!"]) {
      const response = await t.as(member).post(base, { name });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail.message).toMatch(/name/);
    }
    expect((await t.as(member).post(base, {})).statusCode).toBe(422);
    expect((await t.as(member).get(base)).json().total).toBe(0);
  });

  it("transliterates a name in another script for its slug, keeping letters that have no transliteration", async () => {
    const member = await t.newMember({ canOrganize: true });
    const created = (await t.as(member).post(base, { name: "麻婆豆腐" })).json();
    expect(created.slug).toBe("ma-po-dou-fu");
    expect((await t.as(member).get(`${base}/slug/ma-po-dou-fu`)).json().id).toBe(created.id);
    const rare = (await t.as(member).post(base, { name: "𠀀𠀁" })).json();
    expect(rare.slug).toBe("𠀀𠀁");
    expect((await t.as(member).get(`${base}/slug/${encodeURIComponent("𠀀𠀁")}`)).json().id).toBe(rare.id);
  });

  it("deletes one: it disappears, its recipes stay", async () => {
    const member = await t.newMember({ canOrganize: true });
    const { id } = (await t.as(member).post(base, { name: "Gone" })).json();
    const recipe = await t.newRecipe({ owner: member });
    await fileUnder(kind, recipe.id, id);

    const deleted = await t.as(member).delete(`${base}/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id, name: "Gone" });
    expect((await t.as(member).get(`${base}/${id}`)).statusCode).toBe(404);
    expect((await t.as(member).delete(`${base}/${id}`)).statusCode).toBe(404);
    const stillThere = await t.db.selectFrom("recipes").select("id").where("id", "=", recipe.id).executeTakeFirst();
    expect(stillThere?.id).toBe(recipe.id);
  });

  it("lists its recipes when read by slug", async () => {
    const member = await t.newMember({ canOrganize: true });
    const { id } = (await t.as(member).post(base, { name: "Italian" })).json();
    const pasta = await t.newRecipe({ owner: member, name: "Pasta", slug: "pasta" });
    await t.newRecipe({ owner: member, name: "Elsewhere", slug: "elsewhere" });
    await fileUnder(kind, pasta.id, id);

    const body = (await t.as(member).get(`${base}/slug/italian`)).json();
    expect(body.recipes).toHaveLength(1);
    const listed = body.recipes[0];
    expect(listed).toMatchObject({ id: pasta.id, name: "Pasta", slug: "pasta", groupId: member.groupId });
    const own = kind === "categories" ? listed.recipeCategory : listed[kind];
    expect(own.map((organizer: { id: string }) => organizer.id)).toEqual([id]);
  });

  it("another group's organizer is 404 everywhere", async () => {
    const alice = await t.newMember({ canOrganize: true });
    const bob = await t.newMember({ canOrganize: true });
    const { id } = (await t.as(alice).post(base, { name: "Secret" })).json();
    expect((await t.as(bob).get(`${base}/${id}`)).statusCode).toBe(404);
    expect((await t.as(bob).get(`${base}/slug/secret`)).statusCode).toBe(404);
    expect((await t.as(bob).put(`${base}/${id}`, { name: "Mine" })).statusCode).toBe(404);
    expect((await t.as(bob).delete(`${base}/${id}`)).statusCode).toBe(404);
    expect((await t.as(bob).get(base)).json().total).toBe(0);
    expect((await t.as(alice).get(`${base}/${id}`)).json().name).toBe("Secret");
  });

  it("refuses an id that is not a UUID", async () => {
    const member = await t.newMember({ canOrganize: true });
    expect((await t.as(member).get(`${base}/not-an-id`)).statusCode).toBe(422);
  });

  it("narrows the list by queryFilter on the fields it shows; the group's own only", async () => {
    const member = await t.newMember({ canOrganize: true });
    const other = await t.newMember({ canOrganize: true });
    const soup = (await t.as(member).post(base, { name: "Soup", onHand: true })).json();
    await t.as(member).post(base, { name: "Salad" });
    await t.as(member).post(base, { name: "Bread" });
    await t.as(other).post(base, { name: "Soup" });
    const filtered = async (text: string, extra = "") => {
      const response = await t.as(member).get(`${base}?queryFilter=${encodeURIComponent(text)}${extra}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    expect(names(await filtered("name = soup"))).toEqual(["Soup"]);
    expect(names(await filtered('slug LIKE "s%"'))).toEqual(["Salad", "Soup"]);
    expect(names(await filtered(`id <> ${soup.id}`))).toEqual(["Bread", "Salad"]);
    expect(names(await filtered("name IN [bread, soup] AND name <> soup"))).toEqual(["Bread"]);
    expect(names(await filtered(`id = ${soup.id} OR name = bread`))).toEqual(["Bread", "Soup"]);
    expect((await filtered("name = pie")).total).toBe(0);
    const paged = await filtered("name <> bread", "&perPage=1");
    expect(paged).toMatchObject({ total: 2, total_pages: 2 });
    expect(new URLSearchParams(paged.next.split("?")[1]).get("queryFilter")).toBe("name <> bread");
    if (kind === "tools") expect(names(await filtered("onHand = true"))).toEqual(["Soup"]);
  });

  it.each([
    ["((((", "Invalid queryFilter"],
    ["(name = soup", "parentheses are unbalanced"],
    ["name =", "expected a value after ="],
    ["id = 12", "Invalid queryFilter"],
    ["groupId = x", 'cannot filter on "groupId"'],
  ])("refuses queryFilter %j with a 400 saying what is wrong", async (text, message) => {
    const member = await t.newMember({ canOrganize: true });
    const response = await t.as(member).get(`${base}?queryFilter=${encodeURIComponent(text)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.message).toContain("Invalid queryFilter");
    expect(response.json().detail.message).toContain(message);
  });

  it("names the fields it may filter on when refusing another", async () => {
    const member = await t.newMember({ canOrganize: true });
    const response = await t.as(member).get(`${base}?queryFilter=${encodeURIComponent("password = x")}`);
    expect(response.statusCode).toBe(400);
    const allowed = kind === "tools" ? "id, name, onHand, slug" : "id, name, slug";
    expect(response.json().detail.message).toContain(`cannot filter on "password"; use one of: ${allowed}`);
  });
});

describe("organizers: specifics", () => {
  it("a tool keeps its on-hand flag, and a full update resets what is left out", async () => {
    const member = await t.newMember({ canOrganize: true });
    const created = (await t.as(member).post("/api/organizers/tools", { name: "Wok", onHand: true })).json();
    expect(created.onHand).toBe(true);
    const updated = (await t.as(member).put(`/api/organizers/tools/${created.id}`, { name: "Big Wok" })).json();
    expect(updated).toEqual({ id: created.id, name: "Big Wok", slug: "big-wok", onHand: false });
  });

  it("a tag read by id carries its recipes", async () => {
    const member = await t.newMember({ canOrganize: true });
    const tag = (await t.as(member).post("/api/organizers/tags", { name: "Quick" })).json();
    const recipe = await t.newRecipe({ owner: member });
    await fileUnder("tags", recipe.id, tag.id);
    const body = (await t.as(member).get(`/api/organizers/tags/${tag.id}`)).json();
    expect(body).toMatchObject({ id: tag.id, name: "Quick", slug: "quick" });
    expect(body.recipes.map((listed: { id: string }) => listed.id)).toEqual([recipe.id]);
  });

  it("a category read by id is a summary without recipes", async () => {
    const member = await t.newMember({ canOrganize: true });
    const category = (await t.as(member).post("/api/organizers/categories", { name: "Mains" })).json();
    expect((await t.as(member).get(`/api/organizers/categories/${category.id}`)).json()).toEqual({
      id: category.id,
      name: "Mains",
      slug: "mains",
    });
  });

  it.each(["categories", "tags"] as const)("/%s/empty lists only the organizers no recipe uses", async (kind) => {
    const member = await t.newMember({ canOrganize: true });
    const other = await t.newMember({ canOrganize: true });
    const used = (await t.as(member).post(`/api/organizers/${kind}`, { name: "Used" })).json();
    const unused = (await t.as(member).post(`/api/organizers/${kind}`, { name: "Unused" })).json();
    await t.as(other).post(`/api/organizers/${kind}`, { name: "Elsewhere" });
    const recipe = await t.newRecipe({ owner: member });
    await fileUnder(kind, recipe.id, used.id);

    const empty = await t.as(member).get(`/api/organizers/${kind}/empty`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([{ id: unused.id, name: "Unused", slug: "unused" }]);
  });
});
