import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { normalizeForSearch } from "../recipes/search-text.js";
import { type Member, useTestContext } from "../test-support/test-context.js";

const t = useTestContext();

const names = (body: { items: { name: string }[] }) => body.items.map((item) => item.name);

/** An ingredient row written straight to the database, as the recipe editor would store it. */
async function ingredient(recipeId: string, fields: { food_id?: string; unit_id?: string; note?: string }) {
  const db = t.db;
  await db
    .insertInto("recipe_ingredients")
    .values({ recipe_id: recipeId, position: 0, reference_id: randomUUID(), note: null, ...fields })
    .execute();
}

const ingredientsOf = (recipeId: string) =>
  t.db
    .selectFrom("recipe_ingredients")
    .select(["food_id", "unit_id", "note"])
    .where("recipe_id", "=", recipeId)
    .execute();

const searchTextOf = async (recipeId: string) =>
  (await t.db.selectFrom("recipes").select("search_text").where("id", "=", recipeId).executeTakeFirstOrThrow())
    .search_text;

describe("labels", () => {
  it("creates (200, default colour), reads, lists by name, updates and deletes", async () => {
    const member = await t.newMember({ canOrganize: true });
    const { group } = member;
    const created = await t.as(member).post("/api/groups/labels", { name: "Produce" });
    expect(created.statusCode).toBe(200);
    const label = created.json();
    expect(label).toEqual({ id: expect.any(String), groupId: group.id, name: "Produce", color: "#E0E0E0" });
    await t.as(member).post("/api/groups/labels", { name: "Bakery", color: "#FF0000" });

    expect((await t.as(member).get(`/api/groups/labels/${label.id}`)).json()).toEqual(label);
    const list = (await t.as(member).get("/api/groups/labels")).json();
    expect(names(list)).toEqual(["Bakery", "Produce"]);
    expect(names((await t.as(member).get("/api/groups/labels?search=prod")).json())).toEqual(["Produce"]);

    const updated = await t.as(member).put(`/api/groups/labels/${label.id}`, {
      ...label,
      name: "Fruit & Veg",
      color: "#00FF00",
    });
    expect(updated.json()).toEqual({ ...label, name: "Fruit & Veg", color: "#00FF00" });

    expect((await t.as(member).delete(`/api/groups/labels/${label.id}`)).json().name).toBe("Fruit & Veg");
    expect((await t.as(member).get(`/api/groups/labels/${label.id}`)).statusCode).toBe(404);
  });

  it("names are unique within a group only, and never blank", async () => {
    const alice = await t.newMember({ canOrganize: true });
    const bob = await t.newMember({ canOrganize: true });
    await t.as(alice).post("/api/groups/labels", { name: "Dairy" });
    const again = await t.as(alice).post("/api/groups/labels", { name: " Dairy " });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail.message).toBe('A label named "Dairy" already exists');
    expect((await t.as(bob).post("/api/groups/labels", { name: "Dairy" })).statusCode).toBe(200);
    expect((await t.as(alice).post("/api/groups/labels", { name: " " })).statusCode).toBe(400);
  });

  it("another group's label is 404", async () => {
    const alice = await t.newMember({ canOrganize: true });
    const bob = await t.newMember({ canOrganize: true });
    const label = (await t.as(alice).post("/api/groups/labels", { name: "Frozen" })).json();
    expect((await t.as(bob).get(`/api/groups/labels/${label.id}`)).statusCode).toBe(404);
    expect((await t.as(bob).put(`/api/groups/labels/${label.id}`, { name: "X" })).statusCode).toBe(404);
    expect((await t.as(bob).delete(`/api/groups/labels/${label.id}`)).statusCode).toBe(404);
    expect((await t.as(alice).get(`/api/groups/labels/${label.id}`)).json().name).toBe("Frozen");
  });
});

describe("foods", () => {
  it("creates a food with its label, aliases and extras, and reads it back", async () => {
    const member = await t.newMember({ canOrganize: true });
    const { group } = member;
    const label = (await t.as(member).post("/api/groups/labels", { name: "Produce" })).json();
    const created = await t.as(member).post("/api/foods", {
      name: " Tomato ",
      pluralName: "Tomatoes",
      description: "Red and round",
      labelId: label.id,
      aliases: [{ name: "Tomate" }, { name: " " }, { name: "Tomate" }],
      extras: { source: "garden" },
    });
    expect(created.statusCode).toBe(201);
    const food = created.json();
    expect(food).toEqual({
      id: expect.any(String),
      name: "Tomato",
      pluralName: "Tomatoes",
      description: "Red and round",
      extras: { source: "garden" },
      labelId: label.id,
      label: { id: label.id, groupId: group.id, name: "Produce", color: "#E0E0E0" },
      onHand: false,
      aliases: [{ name: "Tomate" }],
      createdAt: expect.any(String),
      updateAt: expect.any(String),
    });
    expect((await t.as(member).get(`/api/foods/${food.id}`)).json()).toEqual(food);

    const bare = (await t.as(member).post("/api/foods", { name: "Salt" })).json();
    expect(bare).toMatchObject({
      pluralName: null,
      description: "",
      labelId: null,
      label: null,
      aliases: [],
      extras: {},
    });
  });

  it('takes Mealie\'s placeholder id ("") on a new food or unit, and ignores any id sent', async () => {
    const member = await t.newMember({ canOrganize: true });
    const food = await t.as(member).post("/api/foods", { id: "", name: "Shallot", description: "", onHand: false });
    expect(food.statusCode, food.body).toBe(201);
    expect(food.json().id).toMatch(/^[0-9a-f-]{36}$/);
    const unit = await t.as(member).post("/api/units", { id: "", name: "Pinch", fraction: true, abbreviation: "" });
    expect(unit.statusCode, unit.body).toBe(201);
    expect(unit.json().id).not.toBe("");
    const other = await t.as(member).put(`/api/foods/${food.json().id}`, { id: unit.json().id, name: "Shallots" });
    expect(other.json()).toMatchObject({ id: food.json().id, name: "Shallots" });
    expect((await t.as(member).post("/api/foods", { id: "nope", name: "Leek" })).statusCode).toBe(422);
  });

  it("lists by name and searches name, plural and aliases ignoring case and accents", async () => {
    const member = await t.newMember({ canOrganize: true });
    await t.as(member).post("/api/foods", { name: "Crème fraîche" });
    await t.as(member).post("/api/foods", { name: "Leek", pluralName: "Leeks" });
    await t.as(member).post("/api/foods", { name: "Cilantro", aliases: [{ name: "Coriander" }] });
    await t.as(member).post("/api/foods", { name: "apple" });

    expect(names((await t.as(member).get("/api/foods")).json())).toEqual([
      "apple",
      "Cilantro",
      "Crème fraîche",
      "Leek",
    ]);
    expect(names((await t.as(member).get("/api/foods?search=CREME")).json())).toEqual(["Crème fraîche"]);
    expect(names((await t.as(member).get("/api/foods?search=leeks")).json())).toEqual(["Leek"]);
    expect(names((await t.as(member).get("/api/foods?search=coriander")).json())).toEqual(["Cilantro"]);
    expect((await t.as(member).get("/api/foods?search=banana")).json().total).toBe(0);
    const page = (await t.as(member).get("/api/foods?perPage=2&page=2")).json();
    expect(names(page)).toEqual(["Crème fraîche", "Leek"]);
    expect(page.previous).toContain("/foods?page=1");
  });

  it("updates a food; the label must be one of the group's", async () => {
    const alice = await t.newMember({ canOrganize: true });
    const bob = await t.newMember({ canOrganize: true });
    const food = (await t.as(alice).post("/api/foods", { name: "Onion" })).json();
    const bobsLabel = (await t.as(bob).post("/api/groups/labels", { name: "Bob's" })).json();

    const refused = await t.as(alice).post("/api/foods", { name: "Garlic", labelId: bobsLabel.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).not.toContain("Bob's");
    expect((await t.as(alice).put(`/api/foods/${food.id}`, { name: "Onion", labelId: bobsLabel.id })).statusCode).toBe(
      400,
    );

    const updated = await t.as(alice).put(`/api/foods/${food.id}`, { name: "Red onion", onHand: true });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: food.id, name: "Red onion", onHand: true, label: null });
  });

  it("names are unique within a group only", async () => {
    const alice = await t.newMember({ canOrganize: true });
    const bob = await t.newMember({ canOrganize: true });
    const butter = (await t.as(alice).post("/api/foods", { name: "Butter" })).json();
    const again = await t.as(alice).post("/api/foods", { name: "Butter" });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail.message).toBe('A food named "Butter" already exists');
    const milk = (await t.as(alice).post("/api/foods", { name: "Milk" })).json();
    expect((await t.as(alice).put(`/api/foods/${milk.id}`, { name: "Butter" })).statusCode).toBe(409);
    expect((await t.as(alice).put(`/api/foods/${butter.id}`, { name: "Butter" })).statusCode).toBe(200);
    expect((await t.as(bob).post("/api/foods", { name: "Butter" })).statusCode).toBe(201);
    expect((await t.as(alice).post("/api/foods", { name: "" })).statusCode).toBe(400);
  });

  it("deleting a food leaves its ingredients without a food", async () => {
    const member = await t.newMember({ canOrganize: true });
    const food = (await t.as(member).post("/api/foods", { name: "Parsley" })).json();
    const recipe = await t.newRecipe({ owner: member });
    await ingredient(recipe.id, { food_id: food.id, note: "chopped" });

    const deleted = await t.as(member).delete(`/api/foods/${food.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().name).toBe("Parsley");
    expect((await t.as(member).get(`/api/foods/${food.id}`)).statusCode).toBe(404);
    expect(await ingredientsOf(recipe.id)).toEqual([{ food_id: null, unit_id: null, note: "chopped" }]);
  });

  it("deleting a label leaves its foods without one", async () => {
    const member = await t.newMember({ canOrganize: true });
    const label = (await t.as(member).post("/api/groups/labels", { name: "Spices" })).json();
    const food = (await t.as(member).post("/api/foods", { name: "Cumin", labelId: label.id })).json();
    await t.as(member).delete(`/api/groups/labels/${label.id}`);
    expect((await t.as(member).get(`/api/foods/${food.id}`)).json()).toMatchObject({ labelId: null, label: null });
  });

  it("merging moves every ingredient to the kept food and deletes the other", async () => {
    const member = await t.newMember({ canOrganize: true });
    const scallion = (await t.as(member).post("/api/foods", { name: "Scallion" })).json();
    const greenOnion = (await t.as(member).post("/api/foods", { name: "Green onion" })).json();
    const recipe = await t.newRecipe({ owner: member });
    await ingredient(recipe.id, { food_id: scallion.id, note: "sliced" });

    const merged = await t.as(member).put("/api/foods/merge", { fromFood: scallion.id, toFood: greenOnion.id });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toEqual({ message: "Successfully merged foods", error: false });
    expect(await ingredientsOf(recipe.id)).toEqual([{ food_id: greenOnion.id, unit_id: null, note: "sliced" }]);
    expect((await t.as(member).get(`/api/foods/${scallion.id}`)).statusCode).toBe(404);
    expect(await searchTextOf(recipe.id)).toContain("green onion");
  });

  it("refuses merging a food into itself or with another group's food, changing nothing", async () => {
    const alice = await t.newMember({ canOrganize: true });
    const bob = await t.newMember({ canOrganize: true });
    const mine = (await t.as(alice).post("/api/foods", { name: "Mine" })).json();
    const theirs = (await t.as(bob).post("/api/foods", { name: "Theirs" })).json();
    const recipe = await t.newRecipe({ owner: bob });
    await ingredient(recipe.id, { food_id: theirs.id });

    expect((await t.as(alice).put("/api/foods/merge", { fromFood: mine.id, toFood: mine.id })).statusCode).toBe(400);
    expect((await t.as(alice).put("/api/foods/merge", { fromFood: theirs.id, toFood: mine.id })).statusCode).toBe(404);
    expect((await t.as(alice).put("/api/foods/merge", { fromFood: mine.id, toFood: theirs.id })).statusCode).toBe(404);
    expect((await t.as(alice).put("/api/foods/merge", { fromFood: "x", toFood: mine.id })).statusCode).toBe(422);
    expect(await ingredientsOf(recipe.id)).toEqual([{ food_id: theirs.id, unit_id: null, note: null }]);
    expect((await t.as(alice).get(`/api/foods/${mine.id}`)).statusCode).toBe(200);
    expect((await t.as(bob).get(`/api/foods/${theirs.id}`)).statusCode).toBe(200);
  });

  it("renaming a food refreshes the search text of the recipes using it", async () => {
    const member = await t.newMember({ canOrganize: true });
    const food = (await t.as(member).post("/api/foods", { name: "Aubergine" })).json();
    const recipe = await t.newRecipe({
      owner: member,
      name: "Moussaka",
      search_text: normalizeForSearch("Moussaka Aubergine"),
    });
    await ingredient(recipe.id, { food_id: food.id });

    await t.as(member).put(`/api/foods/${food.id}`, { name: "Eggplant" });
    expect(await searchTextOf(recipe.id)).toBe("moussaka eggplant");
    const word = await t.db
      .selectFrom("recipe_search_words")
      .select("word")
      .where("group_id", "=", member.groupId)
      .where("word", "=", "eggplant")
      .executeTakeFirst();
    expect(word?.word).toBe("eggplant");
  });

  it("merging a food that hundreds of recipes use moves all their ingredients and refreshes all their search text", async () => {
    const member = await t.newMember({ canOrganize: true });
    const zucchetta = (await t.as(member).post("/api/foods", { name: "Zucchetta" })).json();
    const courgette = (await t.as(member).post("/api/foods", { name: "Courgette" })).json();
    // More recipes than the refresh handles in one round, so that rounds follow one another.
    const recipes = [];
    for (let i = 0; i < 520; i++) {
      recipes.push(
        await t.newRecipe({ owner: member, name: `Garden dish ${i}`, search_text: `garden dish ${i} zucchetta` }),
      );
    }
    await t.db
      .insertInto("recipe_ingredients")
      .values(
        recipes.map((recipe) => ({
          recipe_id: recipe.id,
          position: 0,
          reference_id: randomUUID(),
          food_id: zucchetta.id,
        })),
      )
      .execute();
    const untouched = await t.newRecipe({ owner: member, name: "Plain rice", search_text: "plain rice" });
    const total = async (query: string) => (await t.as(member).get(`/api/recipes?perPage=1&${query}`)).json().total;
    expect(await total("search=zucchetta")).toBe(520);

    const merged = await t.as(member).put("/api/foods/merge", { fromFood: zucchetta.id, toFood: courgette.id });
    expect(merged.json()).toEqual({ message: "Successfully merged foods", error: false });

    const moved = await t.db
      .selectFrom("recipe_ingredients")
      .select(["recipe_id", "food_id"])
      .where(
        "recipe_id",
        "in",
        recipes.map((recipe) => recipe.id),
      )
      .execute();
    expect(moved).toHaveLength(520);
    expect(moved.every((row) => row.food_id === courgette.id)).toBe(true);
    expect(await total("search=zucchetta")).toBe(0);
    expect(await total("search=courgette")).toBe(520);
    expect(await total(`foods=${courgette.id}`)).toBe(520);
    expect(await searchTextOf(recipes[519]?.id as string)).toBe("garden dish 519 courgette");
    expect(await searchTextOf(untouched.id)).toBe("plain rice");
    expect((await t.as(member).get(`/api/foods/${zucchetta.id}`)).statusCode).toBe(404);
  });

  it("another group's food is 404", async () => {
    const alice = await t.newMember({ canOrganize: true });
    const bob = await t.newMember({ canOrganize: true });
    const food = (await t.as(alice).post("/api/foods", { name: "Saffron" })).json();
    expect((await t.as(bob).get(`/api/foods/${food.id}`)).statusCode).toBe(404);
    expect((await t.as(bob).put(`/api/foods/${food.id}`, { name: "Stolen" })).statusCode).toBe(404);
    expect((await t.as(bob).delete(`/api/foods/${food.id}`)).statusCode).toBe(404);
    expect((await t.as(bob).get("/api/foods")).json().total).toBe(0);
    expect((await t.as(alice).get(`/api/foods/${food.id}`)).json().name).toBe("Saffron");
  });
});

describe("units", () => {
  it("creates a unit with the reference's defaults and reads it back", async () => {
    const member = await t.newMember({ canOrganize: true });
    const created = await t.as(member).post("/api/units", { name: "teaspoon" });
    expect(created.statusCode).toBe(201);
    const unit = created.json();
    expect(unit).toEqual({
      id: expect.any(String),
      name: "teaspoon",
      pluralName: null,
      description: "",
      extras: {},
      onHand: false,
      abbreviation: "",
      pluralAbbreviation: "",
      useAbbreviation: false,
      fraction: true,
      aliases: [],
      createdAt: expect.any(String),
      updateAt: expect.any(String),
    });
    expect((await t.as(member).get(`/api/units/${unit.id}`)).json()).toEqual(unit);

    const full = (
      await t.as(member).post("/api/units", {
        name: "gram",
        pluralName: "grams",
        abbreviation: "g",
        pluralAbbreviation: null,
        useAbbreviation: true,
        fraction: false,
        aliases: [{ name: "gramme" }],
      })
    ).json();
    expect(full).toMatchObject({
      pluralAbbreviation: "",
      useAbbreviation: true,
      fraction: false,
      aliases: [{ name: "gramme" }],
    });

    const updated = await t.as(member).put(`/api/units/${unit.id}`, { ...unit, name: "tsp", abbreviation: "t" });
    expect(updated.json()).toMatchObject({ id: unit.id, name: "tsp", abbreviation: "t" });
  });

  it("searches name, abbreviation and aliases; lists by name", async () => {
    const member = await t.newMember({ canOrganize: true });
    await t.as(member).post("/api/units", { name: "tablespoon", abbreviation: "tbsp" });
    await t.as(member).post("/api/units", { name: "Cup", aliases: [{ name: "tasse" }] });
    expect(names((await t.as(member).get("/api/units")).json())).toEqual(["Cup", "tablespoon"]);
    expect(names((await t.as(member).get("/api/units?search=TBSP")).json())).toEqual(["tablespoon"]);
    expect(names((await t.as(member).get("/api/units?search=tasse")).json())).toEqual(["Cup"]);
  });

  it("names are unique within a group only", async () => {
    const alice = await t.newMember({ canOrganize: true });
    const bob = await t.newMember({ canOrganize: true });
    await t.as(alice).post("/api/units", { name: "pinch" });
    const again = await t.as(alice).post("/api/units", { name: "pinch" });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail.message).toBe('A unit named "pinch" already exists');
    expect((await t.as(bob).post("/api/units", { name: "pinch" })).statusCode).toBe(201);
  });

  it("merging moves every ingredient to the kept unit and deletes the other", async () => {
    const member = await t.newMember({ canOrganize: true });
    const tbsp = (await t.as(member).post("/api/units", { name: "tbsp" })).json();
    const tablespoon = (await t.as(member).post("/api/units", { name: "tablespoon" })).json();
    const recipe = await t.newRecipe({ owner: member });
    await ingredient(recipe.id, { unit_id: tbsp.id, note: "oil" });

    const merged = await t.as(member).put("/api/units/merge", { fromUnit: tbsp.id, toUnit: tablespoon.id });
    expect(merged.json()).toEqual({ message: "Successfully merged units", error: false });
    expect(await ingredientsOf(recipe.id)).toEqual([{ food_id: null, unit_id: tablespoon.id, note: "oil" }]);
    expect((await t.as(member).get(`/api/units/${tbsp.id}`)).statusCode).toBe(404);
    expect(
      (await t.as(member).put("/api/units/merge", { fromUnit: tablespoon.id, toUnit: tablespoon.id })).statusCode,
    ).toBe(400);
  });

  it("deleting a unit leaves its ingredients without a unit; another group's unit is 404", async () => {
    const alice = await t.newMember({ canOrganize: true });
    const bob = await t.newMember({ canOrganize: true });
    const unit = (await t.as(alice).post("/api/units", { name: "clove" })).json();
    const recipe = await t.newRecipe({ owner: alice });
    await ingredient(recipe.id, { unit_id: unit.id, note: "garlic" });

    expect((await t.as(bob).get(`/api/units/${unit.id}`)).statusCode).toBe(404);
    expect((await t.as(bob).delete(`/api/units/${unit.id}`)).statusCode).toBe(404);
    expect((await t.as(bob).put("/api/units/merge", { fromUnit: unit.id, toUnit: unit.id })).statusCode).toBe(400);

    expect((await t.as(alice).delete(`/api/units/${unit.id}`)).statusCode).toBe(200);
    expect(await ingredientsOf(recipe.id)).toEqual([{ food_id: null, unit_id: null, note: "garlic" }]);
  });
});

describe("queryFilter on foods, units and labels", () => {
  /** The page a filtered list answers, asserting a 200. */
  async function filtered(member: Member, path: string, text: string, extra = "") {
    const response = await t.as(member).get(`${path}?queryFilter=${encodeURIComponent(text)}${extra}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it("foods: by the fields a food shows, its label's too; the group's own only", async () => {
    const member = await t.newMember({ canOrganize: true });
    const other = await t.newMember({ canOrganize: true });
    const produce = (await t.as(member).post("/api/groups/labels", { name: "Produce", color: "#00FF00" })).json();
    const elsewhere = (await t.as(other).post("/api/groups/labels", { name: "Produce" })).json();
    const apple = (await t.as(member).post("/api/foods", { name: "Apple", labelId: produce.id, onHand: true })).json();
    await t.as(member).post("/api/foods", { name: "Banana", description: "Yellow" });
    await t.as(member).post("/api/foods", { name: "Cherry", pluralName: "Cherries" });
    await t.as(other).post("/api/foods", { name: "Banana", labelId: elsewhere.id });
    const foods = (text: string, extra = "") => filtered(member, "/api/foods", text, extra);

    expect(names(await foods("name = banana"))).toEqual(["Banana"]);
    expect(names(await foods("name <> banana"))).toEqual(["Apple", "Cherry"]);
    expect(names(await foods("pluralName = cherries"))).toEqual(["Cherry"]);
    expect(names(await foods('description LIKE "yel%"'))).toEqual(["Banana"]);
    expect(names(await foods("label.name = produce AND label.color = #00ff00"))).toEqual(["Apple"]);
    expect(names(await foods(`labelId = ${produce.id} OR label.id = ${elsewhere.id}`))).toEqual(["Apple"]);
    expect(names(await foods("labelId IS NULL"))).toEqual(["Banana", "Cherry"]);
    expect(names(await foods("on_hand = true"))).toEqual(["Apple"]);
    expect(names(await foods(`id IN [${apple.id}]`))).toEqual(["Apple"]);
    expect((await foods("createdAt > 2000-01-01 AND updatedAt > 2000-01-01")).total).toBe(3);
    expect((await foods("updateAt < 2000-01-01")).total).toBe(0);
    const paged = await foods("name <> apple", "&perPage=1&search=an");
    expect(names(paged)).toEqual(["Banana"]);
    expect(paged.total).toBe(1);
    const page = await foods("name <> cherry", "&perPage=1");
    expect(new URLSearchParams(page.next.split("?")[1]).get("queryFilter")).toBe("name <> cherry");
  });

  it("units: by the fields a unit shows; the group's own only", async () => {
    const member = await t.newMember({ canOrganize: true });
    const other = await t.newMember({ canOrganize: true });
    await t.as(member).post("/api/units", {
      name: "Cup",
      pluralName: "Cups",
      abbreviation: "c",
      useAbbreviation: true,
    });
    await t.as(member).post("/api/units", {
      name: "Gram",
      abbreviation: "g",
      fraction: false,
      description: "Metric",
    });
    await t.as(member).post("/api/units", { name: "Pinch", pluralAbbreviation: "pn" });
    await t.as(other).post("/api/units", { name: "Gram", abbreviation: "g", fraction: false });
    const units = (text: string) => filtered(member, "/api/units", text);

    expect(names(await units("abbreviation = G"))).toEqual(["Gram"]);
    expect(names(await units("useAbbreviation = true"))).toEqual(["Cup"]);
    expect(names(await units("fraction = false"))).toEqual(["Gram"]);
    expect(names(await units("pluralName IS NOT NULL"))).toEqual(["Cup"]);
    expect(names(await units("pluralAbbreviation = pn OR description = metric"))).toEqual(["Gram", "Pinch"]);
    expect(names(await units("name NOT IN [cup, gram]"))).toEqual(["Pinch"]);
    expect((await units("onHand = false")).total).toBe(3);
    expect((await units("onHand = true")).total).toBe(0);
    expect((await units("createdAt > 2000-01-01")).total).toBe(3);
  });

  it("labels: by the fields a label shows; the group's own only", async () => {
    const member = await t.newMember({ canOrganize: true });
    const { group } = member;
    const other = await t.newMember({ canOrganize: true });
    const bakery = (await t.as(member).post("/api/groups/labels", { name: "Bakery", color: "#FF0000" })).json();
    await t.as(member).post("/api/groups/labels", { name: "Dairy" });
    await t.as(member).post("/api/groups/labels", { name: "Produce" });
    await t.as(other).post("/api/groups/labels", { name: "Bakery", color: "#FF0000" });
    const labels = (text: string) => filtered(member, "/api/groups/labels", text);

    expect(names(await labels("color = #ff0000"))).toEqual(["Bakery"]);
    expect(names(await labels("name <> bakery"))).toEqual(["Dairy", "Produce"]);
    expect(names(await labels(`id = ${bakery.id} OR name = dairy`))).toEqual(["Bakery", "Dairy"]);
    expect((await labels(`groupId = ${group.id}`)).total).toBe(3);
    expect((await labels(`groupId = ${other.group.id}`)).total).toBe(0);
  });

  describe.each([
    [
      "/api/foods",
      "createdAt, description, id, label.color, label.id, label.name, labelId, name, onHand, pluralName, updateAt, updatedAt",
    ],
    [
      "/api/units",
      "abbreviation, createdAt, description, fraction, id, name, onHand, pluralAbbreviation, pluralName, updateAt, updatedAt, useAbbreviation",
    ],
    ["/api/groups/labels", "color, groupId, id, name"],
  ])("%s", (path, allowed) => {
    it.each([
      ["((((", "Invalid queryFilter"],
      ["(name = x", "parentheses are unbalanced"],
      ["name =", "expected a value after ="],
      ["id = 12", "Invalid queryFilter"],
      ["password = x", `cannot filter on "password"; use one of: ${allowed}`],
    ])("refuses queryFilter %j with a 400 saying what is wrong", async (text, message) => {
      const member = await t.newMember({ canOrganize: true });
      const response = await t.as(member).get(`${path}?queryFilter=${encodeURIComponent(text)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail.message).toContain("Invalid queryFilter");
      expect(response.json().detail.message).toContain(message);
    });
  });
});
