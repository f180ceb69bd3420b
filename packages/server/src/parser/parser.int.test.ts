import { beforeAll, describe, expect, it } from "vitest";
import { type Member, useTestContext } from "../test-support/test-context.js";

const t = useTestContext();
let member: Member;
const ids: Record<string, string> = {};

const post = (url: string, payload: object) => t.as(member).post(url, payload);

beforeAll(async () => {
  member = await t.newMember({ canOrganize: true });
  const foods = [
    { name: "olive oil" },
    { name: "tomato", pluralName: "tomatoes" },
    { name: "scallion", aliases: [{ name: "spring onion" }] },
    { name: "all-purpose flour" },
    { name: "garlic" },
    { name: "crème fraîche" },
  ];
  for (const food of foods) ids[food.name] = (await post("/api/foods", food)).json().id;
  const units = [
    { name: "tablespoon", abbreviation: "tbsp" },
    { name: "cup", pluralName: "cups" },
    { name: "gram", abbreviation: "g" },
    { name: "can" },
  ];
  for (const unit of units) ids[unit.name] = (await post("/api/units", unit)).json().id;
});

describe("POST /api/parser/ingredient", () => {
  it("reads a line with the nlp model by default and matches the group's unit and food", async () => {
    const response = await post("/api/parser/ingredient", { ingredient: "2 Tbsp olive oil, divided" });
    expect(response.statusCode).toBe(200);
    const parsed = response.json();
    expect(parsed.input).toBe("2 Tbsp olive oil, divided");
    expect(parsed.ingredient).toMatchObject({
      quantity: 2,
      unit: { id: ids.tablespoon, name: "tablespoon" },
      food: { id: ids["olive oil"], name: "olive oil" },
      note: "divided",
      originalText: "2 Tbsp olive oil, divided",
      disableAmount: false,
    });
    expect(parsed.ingredient.referenceId).toMatch(/^[0-9a-f-]{36}$/);
    for (const key of ["average", "quantity", "unit", "food", "name", "comment"]) {
      expect(parsed.confidence[key]).toBeGreaterThan(0);
      expect(parsed.confidence[key]).toBeLessThanOrEqual(1);
    }
    expect(parsed.tokens.map((token: { label: string }) => token.label)).toEqual([
      "QTY",
      "UNIT",
      "NAME",
      "NAME",
      "PUNC",
      "PREP",
    ]);
  });

  it("matches plurals, aliases and accents, and reads mixed and unicode fractions", async () => {
    const plural = (await post("/api/parser/ingredient", { ingredient: "1 1/2 cups chopped tomatoes" })).json();
    expect(plural.ingredient).toMatchObject({ quantity: 1.5, unit: { id: ids.cup }, food: { id: ids.tomato } });
    const alias = (await post("/api/parser/ingredient", { ingredient: "3 spring onions, thinly sliced" })).json();
    expect(alias.ingredient).toMatchObject({ quantity: 3, unit: null, food: { id: ids.scallion } });
    expect(alias.ingredient.note).toBe("thinly sliced");
    const accents = (await post("/api/parser/ingredient", { ingredient: "½ cup creme fraiche" })).json();
    expect(accents.ingredient).toMatchObject({ quantity: 0.5, food: { id: ids["crème fraîche"] } });
  });

  it("keeps the second amount of '1 (15 oz) can' in the note", async () => {
    const parsed = (
      await post("/api/parser/ingredient", { ingredient: "1 (15 oz) can diced tomatoes, drained" })
    ).json();
    expect(parsed.ingredient).toMatchObject({ quantity: 1, unit: { id: ids.can }, food: { id: ids.tomato } });
    expect(parsed.ingredient.note).toContain("15 oz");
    expect(parsed.ingredient.note).toContain("drained");
  });

  it("returns unknown foods and units without an id, ready to be created", async () => {
    const parsed = (await post("/api/parser/ingredient", { ingredient: "3 sprigs fresh tarragon" })).json();
    expect(parsed.ingredient.quantity).toBe(3);
    expect(parsed.ingredient.unit).toMatchObject({ id: null, name: "sprigs" });
    expect(parsed.ingredient.food).toMatchObject({ id: null, name: "fresh tarragon" });
  });

  it("reads a line with the rule parser", async () => {
    const response = await post("/api/parser/ingredient", {
      parser: "brute",
      ingredient: "250g all-purpose flour, sifted",
    });
    expect(response.statusCode).toBe(200);
    const parsed = response.json();
    expect(parsed.ingredient).toMatchObject({
      quantity: 250,
      unit: { id: ids.gram },
      food: { id: ids["all-purpose flour"] },
      note: "sifted",
    });
    expect(parsed.confidence.average).toBeNull();
    expect(parsed.tokens[0]).toEqual({ text: "250", label: "QTY", confidence: null });
  });

  it("leaves the quantity empty for 'to taste' and keeps that in the note", async () => {
    const parsed = (await post("/api/parser/ingredient", { ingredient: "garlic, to taste" })).json();
    expect(parsed.ingredient).toMatchObject({ quantity: null, unit: null, food: { id: ids.garlic }, note: "to taste" });
  });

  it("refuses the openai parser, a missing line and an overlong one with a clear 4xx", async () => {
    const openai = await post("/api/parser/ingredient", { parser: "openai", ingredient: "1 egg" });
    expect(openai.statusCode).toBe(400);
    expect(openai.json().detail.message).toMatch(/openai/);
    expect((await post("/api/parser/ingredient", {})).statusCode).toBe(422);
    expect((await post("/api/parser/ingredient", { parser: "gpt", ingredient: "1 egg" })).statusCode).toBe(422);
    expect((await post("/api/parser/ingredient", { ingredient: "x".repeat(1001) })).statusCode).toBe(422);
  });
});

describe("POST /api/parser/ingredients", () => {
  it("parses every line in order with the chosen parser", async () => {
    const lines = ["2 cups all-purpose flour", "", "1 garlic clove, minced", "salt"];
    for (const parser of ["nlp", "brute"]) {
      const response = await post("/api/parser/ingredients", { parser, ingredients: lines });
      expect(response.statusCode).toBe(200);
      const parsed = response.json();
      expect(parsed.map((line: { input: string }) => line.input)).toEqual(lines);
      expect(parsed[0].ingredient).toMatchObject({
        quantity: 2,
        unit: { id: ids.cup },
        food: { id: ids["all-purpose flour"] },
      });
      expect(parsed[1].ingredient).toMatchObject({ quantity: null, unit: null, food: null, note: "" });
      expect(parsed[2].ingredient.food).toMatchObject({ id: ids.garlic });
      expect(parsed[3].ingredient).toMatchObject({ quantity: null, food: { name: "salt", id: null } });
    }
  });

  it("sees foods and units added, renamed or removed since the last parse", async () => {
    const parseLine = async () =>
      (await post("/api/parser/ingredients", { ingredients: ["3 pinches sumac"] })).json()[0].ingredient;
    expect(await parseLine()).toMatchObject({ unit: { id: null }, food: { id: null, name: "sumac" } });

    const sumac = (await post("/api/foods", { name: "sumac" })).json();
    const pinch = (await post("/api/units", { name: "pinch", pluralName: "pinches" })).json();
    expect(await parseLine()).toMatchObject({ unit: { id: pinch.id }, food: { id: sumac.id } });

    const renameFood = async (aliases: { name: string }[]) => {
      const payload = { ...sumac, name: "Aleppo sumac", aliases };
      const response = await t.as(member).put(`/api/foods/${sumac.id}`, payload);
      expect(response.statusCode).toBe(200);
    };
    await renameFood([]);
    expect((await parseLine()).food).toMatchObject({ id: null, name: "sumac" });
    await renameFood([{ name: "sumac" }]);
    expect((await parseLine()).food).toMatchObject({ id: sumac.id, name: "Aleppo sumac" });

    const removed = await t.as(member).delete(`/api/units/${pinch.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await parseLine()).unit).toMatchObject({ id: null });
  });

  it("refuses more than 500 lines at once", async () => {
    const response = await post("/api/parser/ingredients", { ingredients: Array.from({ length: 501 }, () => "1 egg") });
    expect(response.statusCode).toBe(422);
  });
});
