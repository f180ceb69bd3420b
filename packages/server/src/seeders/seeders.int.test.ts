import { describe, expect, it } from "vitest";
import { type Member, useTestContext } from "../test-support/test-context.js";
import { SEED_LOCALES, seedFoods, seedLabels, seedUnits } from "./seed-data.js";

const t = useTestContext();

interface Named {
  id: string;
  name: string;
  pluralName?: string | null;
  abbreviation?: string;
  label?: { name: string } | null;
}

/** An organizer of a group of their own. */
const organizer = () => t.newMember({ canOrganize: true });

async function all(member: Member, path: string): Promise<Named[]> {
  const response = await t.as(member).get(`${path}?perPage=-1`);
  expect(response.statusCode).toBe(200);
  return response.json().items;
}

async function seed(member: Member, kind: "foods" | "units" | "labels", locale: string): Promise<string> {
  const response = await t.as(member).post(`/api/groups/seeders/${kind}`, { locale });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().error).toBe(false);
  return response.json().message;
}

describe("seeding a group", () => {
  it.each(SEED_LOCALES)(
    "adds the %s labels, units and foods, foods filed under the labels; again adds nothing",
    async (locale) => {
      const member = await organizer();
      const [labels, units, foods] = await Promise.all([seedLabels(locale), seedUnits(locale), seedFoods(locale)]);

      expect(await seed(member, "labels", locale)).toBe(`Added ${labels.length} labels`);
      expect(await seed(member, "units", locale)).toBe(`Added ${units.length} units`);
      expect(await seed(member, "foods", locale)).toBe(`Added ${foods.length} foods`);

      const storedLabels = await all(member, "/api/groups/labels");
      expect(storedLabels.map((label) => label.name).sort()).toEqual(labels.map((label) => label.name).sort());
      const storedUnits = await all(member, "/api/units");
      expect(storedUnits).toHaveLength(units.length);
      const firstUnit = units[0];
      expect(storedUnits.find((unit) => unit.name === firstUnit?.name)).toMatchObject({
        pluralName: firstUnit?.pluralName,
        abbreviation: firstUnit?.abbreviation,
      });
      const storedFoods = await all(member, "/api/foods");
      expect(storedFoods).toHaveLength(foods.length);
      const labelName = new Map(labels.map((label) => [label.key, label.name]));
      for (const food of foods) {
        const stored = storedFoods.find((candidate) => candidate.name === food.name);
        expect(stored, food.name).toMatchObject({
          pluralName: food.pluralName,
          label: { name: labelName.get(food.labelKey) },
        });
      }

      expect(await seed(member, "labels", locale)).toBe(`Added 0 labels; ${labels.length} were already there`);
      expect(await seed(member, "units", locale)).toBe(`Added 0 units; ${units.length} were already there`);
      expect(await seed(member, "foods", locale)).toBe(`Added 0 foods; ${foods.length} were already there`);
      expect(await all(member, "/api/groups/labels")).toHaveLength(labels.length);
      expect(await all(member, "/api/units")).toHaveLength(units.length);
      expect(await all(member, "/api/foods")).toHaveLength(foods.length);
    },
  );

  it("leaves out what the group has under another case, accents, plural or abbreviation", async () => {
    const member = await organizer();
    const caller = t.as(member);
    for (const name of ["ONION", "Creme Fraiche", "Eggs"]) {
      expect((await caller.post("/api/foods", { name })).statusCode).toBe(201);
    }
    expect((await caller.post("/api/foods", { name: "Garlick", aliases: [{ name: "garlic" }] })).statusCode).toBe(201);
    expect((await caller.post("/api/units", { name: "Tbsp" })).statusCode).toBe(201);
    expect((await caller.post("/api/units", { name: "Litre" })).statusCode).toBe(201);
    expect((await caller.post("/api/units", { name: "big spoon", abbreviation: "TSP" })).statusCode).toBe(201);
    expect((await caller.post("/api/groups/labels", { name: "produce" })).statusCode).toBe(200);

    const [foods, units, labels] = await Promise.all([seedFoods("en-US"), seedUnits("en-US"), seedLabels("en-US")]);
    expect(await seed(member, "foods", "en-US")).toBe(`Added ${foods.length - 4} foods; 4 were already there`);
    expect(await seed(member, "units", "en-US")).toBe(`Added ${units.length - 3} units; 3 were already there`);
    expect(await seed(member, "labels", "en-US")).toMatch(
      new RegExp(`^Added ${labels.length - 1} labels; 1 was already there`),
    );

    const foodNames = (await all(member, "/api/foods")).map((food) => food.name);
    for (const skipped of ["onion", "crème fraîche", "egg", "garlic"]) expect(foodNames).not.toContain(skipped);
    expect(foodNames).toEqual(expect.arrayContaining(["ONION", "Creme Fraiche", "Eggs", "Garlick", "shallot"]));
    const unitNames = (await all(member, "/api/units")).map((unit) => unit.name);
    for (const skipped of ["tablespoon", "liter", "teaspoon"]) expect(unitNames).not.toContain(skipped);
    expect(unitNames).toContain("cup");
    const labelNames = (await all(member, "/api/groups/labels")).map((label) => label.name);
    expect(labelNames).not.toContain("Produce");
    expect(labelNames).toContain("produce");
  });

  it("files foods under the group's own label of the same name, and labels files the foods it knows", async () => {
    const member = await organizer();
    const caller = t.as(member);
    const carrot = (await caller.post("/api/foods", { name: "Carrots" })).json();
    const mystery = (await caller.post("/api/foods", { name: "Mystery powder" })).json();
    const dairy = (await caller.post("/api/groups/labels", { name: "DAIRY & EGGS", color: "#000000" })).json();
    const tagged = (await caller.post("/api/groups/labels", { name: "Mine" })).json();
    const milk = (await caller.post("/api/foods", { name: "milk", labelId: tagged.id })).json();

    expect(await seed(member, "foods", "en-US")).toMatch(/^Added \d+ foods; 2 were already there$/);
    const foods = await all(member, "/api/foods");
    expect(foods.find((food) => food.name === "butter")?.label).toMatchObject({ id: dairy.id });
    expect(foods.find((food) => food.name === "onion")?.label).toBeNull();

    expect(await seed(member, "labels", "en-US")).toMatch(/; 1 was already there; filed \d+ foods under them$/);
    const after = await all(member, "/api/foods");
    const labelOf = (id: string) => after.find((food) => food.id === id)?.label?.name ?? null;
    expect(labelOf(carrot.id)).toBe("Produce");
    expect(labelOf(mystery.id)).toBeNull();
    expect(labelOf(milk.id)).toBe("Mine");
    expect(after.find((food) => food.name === "onion")?.label?.name).toBe("Produce");
    expect(after.find((food) => food.name === "butter")?.label?.name).toBe("DAIRY & EGGS");
  });

  it("takes the language's list for a locale without one, else en-US's, and says so", async () => {
    const austrian = await organizer();
    expect(await seed(austrian, "labels", "de-AT")).toBe(`Added 21 labels (no seed data for "de-AT": used de-DE)`);
    expect((await all(austrian, "/api/groups/labels")).map((label) => label.name)).toContain("Obst & Gemüse");

    const esperantist = await organizer();
    expect(await seed(esperantist, "units", "eo")).toMatch(/^Added \d+ units \(no seed data for "eo": used en-US\)$/);
    expect((await all(esperantist, "/api/units")).map((unit) => unit.name)).toContain("teaspoon");

    // Every interface language has its own lists, Swedish among them.
    const swede = await organizer();
    expect(await seed(swede, "units", "sv-SE")).toMatch(/^Added \d+ units$/);
    expect((await all(swede, "/api/units")).map((unit) => unit.name)).toContain("tesked");

    const shouty = await organizer();
    expect(await seed(shouty, "labels", "FR-fr")).toBe("Added 21 labels");
  });

  it("seeds the caller's group only", async () => {
    const member = await organizer();
    const neighbour = await organizer();
    await seed(member, "foods", "it-IT");
    expect(await all(neighbour, "/api/foods")).toEqual([]);
  });

  it("refuses a body without a locale (422) and adds nothing", async () => {
    const member = await organizer();
    for (const body of [{}, { locale: 42 }, { locale: "x".repeat(65) }]) {
      expect((await t.as(member).post("/api/groups/seeders/foods", body)).statusCode).toBe(422);
    }
    expect(await all(member, "/api/foods")).toEqual([]);
  });
});
