import { describe, expect, it } from "vitest";
import { useTestContext } from "../test-support/test-context.js";
import { mealieWebApp, ok, STORE_GET_ALL, STORE_REFRESH } from "./mealie-client-data.js";

/**
 * Foods, units and labels as Mealie v1.12's web app manages them: the data pages and the stores of
 * the ingredient editor, the shopping list and the parser, with the placeholder fields they send.
 */
const t = useTestContext();

describe("the food store", () => {
  it('creates from the data page and from the ingredient editor (id: ""), lists, saves and merges', async () => {
    const member = await t.newMember({ canOrganize: true });
    const web = mealieWebApp(t, member);
    const label = ok(await web.post("/api/groups/labels", { groupId: "", id: "", name: "Produce", color: "#4CAF50" }));

    // RecipeIngredientEditor creates a food typed into the picker with an empty id.
    const fromEditor = ok(
      await web.post("/api/foods", { id: "", name: "shallot", description: "", onHand: false }),
      201,
    );
    expect(fromEditor).toMatchObject({ id: expect.any(String), name: "shallot", labelId: null, label: null });
    expect(fromEditor.id).not.toBe("");
    const fromPage = ok(
      await web.post("/api/foods", { name: "onion", pluralName: "onions", description: "", labelId: label.id }),
      201,
    );
    expect(fromPage).toMatchObject({
      name: "onion",
      pluralName: "onions",
      labelId: label.id,
      label: { name: "Produce" },
    });

    const listed = ok(await web.get(`/api/foods?${STORE_GET_ALL}`)).items;
    expect(listed.map((food: { name: string }) => food.name)).toEqual(["onion", "shallot"]);
    const shallot = listed[1];
    expect(shallot).toEqual(
      expect.objectContaining({
        id: fromEditor.id,
        pluralName: null,
        aliases: [],
        onHand: false,
        createdAt: expect.any(String),
      }),
    );

    // The data page PUTs the whole food back, its label object and dates included.
    const saved = ok(await web.put(`/api/foods/${shallot.id}`, { ...shallot, labelId: label.id, description: "mild" }));
    expect(saved).toMatchObject({ id: shallot.id, description: "mild", labelId: label.id, label: { id: label.id } });

    const merged = ok(await web.put("/api/foods/merge", { fromFood: shallot.id, toFood: fromPage.id }));
    expect(merged).toMatchObject({ message: expect.any(String), error: false });
    expect(ok(await web.get(`/api/foods?${STORE_REFRESH}`)).items.map((food: { id: string }) => food.id)).toEqual([
      fromPage.id,
    ]);
    expect((await web.delete(`/api/foods/${fromPage.id}`)).statusCode).toBe(200);
  });
});

describe("the unit store", () => {
  it('creates from the ingredient editor (id: "") and the data page, saves the whole unit and merges', async () => {
    const member = await t.newMember({ canOrganize: true });
    const web = mealieWebApp(t, member);
    const fromEditor = ok(
      await web.post("/api/units", { id: "", name: "pinch", fraction: true, abbreviation: "", description: "" }),
      201,
    );
    expect(fromEditor).toMatchObject({ id: expect.any(String), name: "pinch", fraction: true, abbreviation: "" });
    const fromPage = ok(
      await web.post("/api/units", { name: "gram", fraction: false, useAbbreviation: false, abbreviation: "g" }),
      201,
    );
    expect(fromPage).toMatchObject({ name: "gram", fraction: false, useAbbreviation: false, abbreviation: "g" });

    const listed = ok(await web.get(`/api/units?${STORE_GET_ALL}`)).items;
    expect(listed.map((unit: { name: string }) => unit.name)).toEqual(["gram", "pinch"]);
    const gram = listed[0];
    const saved = ok(await web.put(`/api/units/${gram.id}`, { ...gram, useAbbreviation: true }));
    expect(saved).toMatchObject({ id: gram.id, useAbbreviation: true, abbreviation: "g" });

    const merged = ok(await web.put("/api/units/merge", { fromUnit: fromEditor.id, toUnit: gram.id }));
    expect(merged.error).toBe(false);
    expect(ok(await web.get(`/api/units?${STORE_REFRESH}`)).items).toHaveLength(1);
    expect((await web.delete(`/api/units/${gram.id}`)).statusCode).toBe(200);
  });
});

describe("the label store", () => {
  it("creates with the placeholders groupId and id, lists, saves the whole label and deletes", async () => {
    const member = await t.newMember({ canOrganize: true });
    const web = mealieWebApp(t, member);
    // Mealie answers 200 here; the store pushes what it gets.
    const created = ok(await web.post("/api/groups/labels", { groupId: "", id: "", name: "Bakery", color: "#795548" }));
    expect(created).toEqual({ id: expect.any(String), groupId: member.groupId, name: "Bakery", color: "#795548" });
    await web.post("/api/groups/labels", { groupId: "", id: "", name: "Dairy", color: "#2196F3" });

    const listed = ok(await web.get(`/api/groups/labels?${STORE_GET_ALL}`)).items;
    expect(listed.map((label: { name: string }) => label.name)).toEqual(["Bakery", "Dairy"]);
    // The shopping list page refreshes without ordering.
    expect(ok(await web.get(`/api/groups/labels?${STORE_REFRESH}`)).items).toHaveLength(2);

    const saved = ok(await web.put(`/api/groups/labels/${created.id}`, { ...listed[0], color: "#8D6E63" }));
    expect(saved).toEqual({ ...created, color: "#8D6E63" });
    expect((await web.delete(`/api/groups/labels/${created.id}`)).statusCode).toBe(200);
    expect(ok(await web.get(`/api/groups/labels?${STORE_GET_ALL}`)).items).toHaveLength(1);
  });
});
