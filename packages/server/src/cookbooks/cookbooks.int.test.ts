import { randomUUID } from "node:crypto";
import { COOKBOOK_RECIPES_SHOWN } from "@larder/shared";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../test-support/test-context.js";

const t = useTestContext();

const names = (items: { name: string }[]) => items.map((item) => item.name);

describe("cookbooks of the caller's group", () => {
  it("a member creates a cookbook from a name alone, with the reference's defaults", async () => {
    const member = await t.newMember({ canOrganize: true });
    const { group } = member;
    const response = await t.as(member).post("/api/groups/cookbooks", { name: "Sunday Roasts" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      name: "Sunday Roasts",
      description: "",
      slug: "sunday-roasts",
      position: 1,
      public: false,
      categories: [],
      tags: [],
      tools: [],
      requireAllCategories: true,
      requireAllTags: true,
      requireAllTools: true,
      groupId: group.id,
      id: expect.any(String),
    });
  });

  it("keeps every field given, shows the group's own organizers, and derives the slug from the name", async () => {
    const member = await t.newMember({ canOrganize: true });
    const { group } = member;
    const dinner = await t.newOrganizer("categories", { group, name: "Dinner" });
    const quick = await t.newOrganizer("tags", { group, name: "Quick" });
    const wok = await t.newOrganizer("tools", { group, name: "Wok" });
    const response = await t.as(member).post("/api/groups/cookbooks", {
      name: "Crème Brûlée & Friends",
      description: "Desserts with a crust",
      slug: "ignored",
      position: 4,
      public: true,
      categories: [{ ...dinner, name: "Renamed by the client" }],
      tags: [quick],
      tools: [{ id: wok.id, name: "Wok", slug: "wok", onHand: true }],
      requireAllCategories: false,
      requireAllTags: false,
      requireAllTools: false,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: "Crème Brûlée & Friends",
      description: "Desserts with a crust",
      slug: "creme-brulee-and-friends",
      position: 4,
      public: true,
      categories: [dinner],
      tags: [quick],
      tools: [{ ...wok, onHand: false }],
      requireAllCategories: false,
      requireAllTags: false,
      requireAllTools: false,
    });
  });

  it("gives a second cookbook of the same name its own slug", async () => {
    const member = await t.newMember({ canOrganize: true });
    const first = (await t.as(member).post("/api/groups/cookbooks", { name: "Soups" })).json();
    const second = (await t.as(member).post("/api/groups/cookbooks", { name: "Soups" })).json();
    expect([first.slug, second.slug]).toEqual(["soups", "soups-1"]);
    expect((await t.as(member).get("/api/groups/cookbooks/soups-1")).json().id).toBe(second.id);
  });

  it("lists cookbooks by position unless told otherwise, page by page", async () => {
    const member = await t.newMember({ canOrganize: true });
    for (const [name, position] of [
      ["Third", 3],
      ["First", 1],
      ["Second", 2],
    ] as const) {
      await t.as(member).post("/api/groups/cookbooks", { name, position });
    }
    const all = (await t.as(member).get("/api/groups/cookbooks?perPage=-1")).json();
    expect(names(all.items)).toEqual(["First", "Second", "Third"]);
    expect(all).toMatchObject({ page: 1, per_page: -1, total: 3, total_pages: 1, next: null, previous: null });

    const byName = (await t.as(member).get("/api/groups/cookbooks?orderBy=name&orderDirection=desc")).json();
    expect(names(byName.items)).toEqual(["Third", "Second", "First"]);
    const secondPage = (await t.as(member).get("/api/groups/cookbooks?perPage=2&page=2")).json();
    expect(names(secondPage.items)).toEqual(["Third"]);
    const filtered = (
      await t.as(member).get(`/api/groups/cookbooks?queryFilter=${encodeURIComponent("position >= 2")}`)
    ).json();
    expect(names(filtered.items)).toEqual(["Second", "Third"]);
    const badFilter = await t.as(member).get(`/api/groups/cookbooks?queryFilter=${encodeURIComponent("owner = x")}`);
    expect(badFilter.statusCode).toBe(400);
  });

  it("a cookbook read by id or slug carries the recipes its organizers select", async () => {
    const member = await t.newMember({ canOrganize: true });
    const { group } = member;
    const [dinner, italian, quick, slow] = [
      await t.newOrganizer("categories", { group, name: "Dinner" }),
      await t.newOrganizer("categories", { group, name: "Italian" }),
      await t.newOrganizer("tags", { group, name: "Quick" }),
      await t.newOrganizer("tags", { group, name: "Slow" }),
    ];
    const day = (n: number) => new Date(Date.UTC(2024, 0, n));
    await t.newRecipe({
      owner: member,
      name: "Lasagna",
      categories: [dinner, italian],
      tags: [slow],
      created_at: day(1),
    });
    await t.newRecipe({
      owner: member,
      name: "Carbonara",
      categories: [dinner, italian],
      tags: [quick],
      created_at: day(2),
    });
    await t.newRecipe({ owner: member, name: "Omelette", categories: [dinner], tags: [quick], created_at: day(3) });
    await t.newRecipe({ owner: member, name: "Tiramisu", categories: [italian], created_at: day(4) });
    const other = await t.newMember({ canOrganize: true });
    await t.newRecipe({ owner: other, name: "Someone else's dinner" });

    const create = async (body: object) => (await t.as(member).post("/api/groups/cookbooks", body)).json();
    const recipesOf = async (idOrSlug: string) => {
      const response = await t.as(member).get(`/api/groups/cookbooks/${idOrSlug}`);
      expect(response.statusCode).toBe(200);
      return names(response.json().recipes);
    };

    const italianDinners = await create({ name: "Italian dinners", categories: [dinner, italian] });
    expect(await recipesOf(italianDinners.id)).toEqual(["Carbonara", "Lasagna"]);
    expect(await recipesOf("italian-dinners")).toEqual(["Carbonara", "Lasagna"]);
    const either = await create({ name: "Either", categories: [dinner, italian], requireAllCategories: false });
    expect(await recipesOf(either.slug)).toEqual(["Tiramisu", "Omelette", "Carbonara", "Lasagna"]);
    const quickItalian = await create({ name: "Quick Italian", categories: [italian], tags: [quick] });
    expect(await recipesOf(quickItalian.slug)).toEqual(["Carbonara"]);
    const quickOrSlow = await create({ name: "Any pace", tags: [quick, slow], requireAllTags: false });
    expect(await recipesOf(quickOrSlow.slug)).toEqual(["Omelette", "Carbonara", "Lasagna"]);
    const everything = await create({ name: "Everything" });
    expect(await recipesOf(everything.slug)).toEqual(["Tiramisu", "Omelette", "Carbonara", "Lasagna"]);

    const full = (await t.as(member).get(`/api/groups/cookbooks/${quickItalian.id}`)).json();
    expect(full).toEqual({ ...quickItalian, recipes: [expect.any(Object)] });
    expect(full.recipes[0]).toMatchObject({
      name: "Carbonara",
      slug: "carbonara",
      groupId: group.id,
      recipeCategory: [dinner, italian],
      tags: [quick],
      tools: [],
    });
  });

  it("embeds only the newest recipes of a large cookbook; the recipe list pages through the rest", async () => {
    const member = await t.newMember({ canOrganize: true });
    for (let n = 0; n <= COOKBOOK_RECIPES_SHOWN; n++) {
      await t.newRecipe({ owner: member, name: `Recipe ${n}`, created_at: new Date(Date.UTC(2024, 0, 1, 0, n)) });
    }
    const cookbook = (await t.as(member).post("/api/groups/cookbooks", { name: "Everything" })).json();
    const { recipes } = (await t.as(member).get(`/api/groups/cookbooks/${cookbook.id}`)).json();
    expect(recipes).toHaveLength(COOKBOOK_RECIPES_SHOWN);
    expect(recipes[0].name).toBe(`Recipe ${COOKBOOK_RECIPES_SHOWN}`);
    expect(names(recipes)).not.toContain("Recipe 0");
  });

  it("updates one cookbook by id: fields and organizers are replaced and the slug follows the name", async () => {
    const member = await t.newMember({ canOrganize: true });
    const { group } = member;
    const [breakfast, brunch] = [
      await t.newOrganizer("categories", { group, name: "Breakfast" }),
      await t.newOrganizer("categories", { group, name: "Brunch" }),
    ];
    const cookbook = (
      await t.as(member).post("/api/groups/cookbooks", { name: "Mornings", categories: [breakfast] })
    ).json();
    const response = await t.as(member).put(`/api/groups/cookbooks/${cookbook.id}`, {
      ...cookbook,
      name: "Lazy Mornings",
      position: 7,
      public: true,
      categories: [brunch],
      requireAllTags: false,
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      ...cookbook,
      name: "Lazy Mornings",
      slug: "lazy-mornings",
      position: 7,
      public: true,
      categories: [brunch],
      requireAllTags: false,
    };
    expect(response.json()).toEqual(expected);
    const { recipes: _, ...read } = (await t.as(member).get("/api/groups/cookbooks/lazy-mornings")).json();
    expect(read).toEqual(expected);
    expect((await t.as(member).get("/api/groups/cookbooks/mornings")).statusCode).toBe(404);
  });

  it("keeps the slug of a cookbook whose name is unchanged", async () => {
    const member = await t.newMember({ canOrganize: true });
    await t.as(member).post("/api/groups/cookbooks", { name: "Pies" });
    const second = (await t.as(member).post("/api/groups/cookbooks", { name: "Pies" })).json();
    const updated = await t.as(member).put(`/api/groups/cookbooks/${second.slug}`, { name: "Pies", position: 2 });
    expect(updated.json()).toMatchObject({ slug: "pies-1", position: 2 });
  });

  it("saves a new order for many cookbooks at once", async () => {
    const member = await t.newMember({ canOrganize: true });
    const created = [];
    for (const name of ["A", "B", "C"]) {
      created.push((await t.as(member).post("/api/groups/cookbooks", { name })).json());
    }
    const [a, b, c] = created;
    const reordered = [
      { ...c, position: 1 },
      { ...a, position: 2 },
      { ...b, position: 3, name: "Bee" },
    ];
    const response = await t.as(member).put("/api/groups/cookbooks", reordered);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { ...c, position: 1 },
      { ...a, position: 2 },
      { ...b, position: 3, name: "Bee", slug: "bee" },
    ]);
    const list = (await t.as(member).get("/api/groups/cookbooks")).json();
    expect(names(list.items)).toEqual(["C", "A", "Bee"]);
  });

  it("lets two cookbooks of one bulk update trade names", async () => {
    const member = await t.newMember({ canOrganize: true });
    const one = (await t.as(member).post("/api/groups/cookbooks", { name: "One" })).json();
    const two = (await t.as(member).post("/api/groups/cookbooks", { name: "Two" })).json();
    const response = await t.as(member).put("/api/groups/cookbooks", [
      { ...one, name: "Two" },
      { ...two, name: "One" },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((cookbook: { slug: string }) => cookbook.slug)).toEqual(["two", "one"]);
  });

  it("refuses a bulk update naming a missing cookbook or one twice, and changes nothing", async () => {
    const member = await t.newMember({ canOrganize: true });
    const cookbook = (await t.as(member).post("/api/groups/cookbooks", { name: "Kept" })).json();
    const missing = { ...cookbook, id: randomUUID(), name: "Ghost" };
    const response = await t.as(member).put("/api/groups/cookbooks", [{ ...cookbook, position: 9 }, missing]);
    expect(response.statusCode).toBe(404);
    const twice = await t.as(member).put("/api/groups/cookbooks", [cookbook, { ...cookbook, position: 2 }]);
    expect(twice.statusCode).toBe(400);
    expect((await t.as(member).get(`/api/groups/cookbooks/${cookbook.id}`)).json().position).toBe(1);
  });

  it("deletes a cookbook, answering with it; the recipes stay", async () => {
    const member = await t.newMember({ canOrganize: true });
    const { group } = member;
    await t.newRecipe({ owner: member, name: "Still here" });
    const cookbook = (await t.as(member).post("/api/groups/cookbooks", { name: "Gone soon" })).json();
    const deleted = await t.as(member).delete(`/api/groups/cookbooks/${cookbook.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual(cookbook);
    expect((await t.as(member).get(`/api/groups/cookbooks/${cookbook.id}`)).statusCode).toBe(404);
    expect((await t.as(member).delete(`/api/groups/cookbooks/${cookbook.id}`)).statusCode).toBe(404);
    const recipes = await t.db.selectFrom("recipes").select("name").where("group_id", "=", group.id).execute();
    expect(names(recipes)).toEqual(["Still here"]);
  });

  it("refuses bad input with a 4xx and writes nothing", async () => {
    const member = await t.newMember({ canOrganize: true });
    const other = await t.newMember({ canOrganize: true });
    const foreignTag = await t.newOrganizer("tags", { group: other.group, name: "Theirs" });
    for (const body of [{ name: "" }, { name: "   " }, { description: "no name" }, { name: "X", position: 1.5 }]) {
      expect((await t.as(member).post("/api/groups/cookbooks", body)).statusCode).toBe(422);
    }
    const foreign = await t.as(member).post("/api/groups/cookbooks", { name: "Sneaky", tags: [foreignTag] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().detail.message).toBe(`No tag with the id ${foreignTag.id} in this group`);
    const unknown = await t.as(member).post("/api/groups/cookbooks", {
      name: "Sneaky",
      categories: [{ id: randomUUID(), name: "Nope", slug: "nope" }],
    });
    expect(unknown.statusCode).toBe(400);
    expect((await t.as(member).get("/api/groups/cookbooks")).json().total).toBe(0);
    expect((await t.as(member).put("/api/groups/cookbooks/nothing-here", { name: "X" })).statusCode).toBe(404);
  });

  it("another group's cookbook is out of reach: 404, unchanged, not listed", async () => {
    const alpha = await t.newMember({ canOrganize: true });
    const beta = await t.newMember({ canOrganize: true });
    const cookbook = (await t.as(alpha).post("/api/groups/cookbooks", { name: "Alpha's" })).json();
    for (const idOrSlug of [cookbook.id, cookbook.slug]) {
      const url = `/api/groups/cookbooks/${idOrSlug}`;
      expect((await t.as(beta).get(url)).statusCode).toBe(404);
      expect((await t.as(beta).put(url, { name: "Taken" })).statusCode).toBe(404);
      expect((await t.as(beta).delete(url)).statusCode).toBe(404);
    }
    const bulk = await t.as(beta).put("/api/groups/cookbooks", [{ ...cookbook, name: "Taken" }]);
    expect(bulk.statusCode).toBe(404);
    expect((await t.as(beta).get("/api/groups/cookbooks")).json().total).toBe(0);
    const { recipes: _, ...unchanged } = (await t.as(alpha).get(`/api/groups/cookbooks/${cookbook.id}`)).json();
    expect(unchanged).toEqual(cookbook);
  });
});

describe("explore: a group's public cookbooks", () => {
  /** A member of a group open to visitors. */
  const openMember = async () =>
    t.newMember({ group: await t.newGroup({ preferences: { private_group: false } }), canOrganize: true });

  it("lists only the public cookbooks of a group that is not private, to anyone", async () => {
    const member = await openMember();
    const { group } = member;
    await t.as(member).post("/api/groups/cookbooks", { name: "Shown", public: true, position: 2 });
    await t.as(member).post("/api/groups/cookbooks", { name: "Hidden" });
    await t.as(member).post("/api/groups/cookbooks", { name: "Shown too", public: true, position: 1 });
    const response = await t.anonymous.get(`/api/explore/cookbooks/${group.slug}`);
    expect(response.statusCode).toBe(200);
    expect(names(response.json().items)).toEqual(["Shown too", "Shown"]);
    expect(response.json().total).toBe(2);
    const firstPage = (await t.anonymous.get(`/api/explore/cookbooks/${group.slug}?perPage=1`)).json();
    expect(firstPage.next).toContain(`/explore/cookbooks/${group.slug}?page=2`);
  });

  it("shows a public cookbook with its public recipes only", async () => {
    const member = await openMember();
    const { group } = member;
    const cakes = await t.newOrganizer("categories", { group, name: "Cakes" });
    await t.newRecipe({ owner: member, name: "Public cake", categories: [cakes], public: true });
    await t.newRecipe({ owner: member, name: "Secret cake", categories: [cakes], public: false });
    const cookbook = (
      await t.as(member).post("/api/groups/cookbooks", { name: "Cakes", public: true, categories: [cakes] })
    ).json();
    for (const idOrSlug of [cookbook.id, cookbook.slug]) {
      const response = await t.anonymous.get(`/api/explore/cookbooks/${group.slug}/${idOrSlug}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: cookbook.id, name: "Cakes" });
      expect(names(response.json().recipes)).toEqual(["Public cake"]);
    }
  });

  it("answers 404 for a private cookbook, a private group and an unknown group", async () => {
    const open = await openMember();
    const hidden = (await t.as(open).post("/api/groups/cookbooks", { name: "Hidden" })).json();
    expect((await t.anonymous.get(`/api/explore/cookbooks/${open.group.slug}/${hidden.id}`)).statusCode).toBe(404);
    const closed = await t.newMember({ canOrganize: true });
    const shown = (await t.as(closed).post("/api/groups/cookbooks", { name: "Shown", public: true })).json();
    expect((await t.anonymous.get(`/api/explore/cookbooks/${closed.group.slug}`)).statusCode).toBe(404);
    expect((await t.anonymous.get(`/api/explore/cookbooks/${closed.group.slug}/${shown.id}`)).statusCode).toBe(404);
    expect((await t.anonymous.get("/api/explore/cookbooks/no-such-group")).statusCode).toBe(404);
  });

  it("does not show another group's public cookbook under this group's slug", async () => {
    const open = await openMember();
    const other = await openMember();
    const theirs = (await t.as(other).post("/api/groups/cookbooks", { name: "Theirs", public: true })).json();
    expect((await t.anonymous.get(`/api/explore/cookbooks/${open.group.slug}/${theirs.id}`)).statusCode).toBe(404);
  });
});
