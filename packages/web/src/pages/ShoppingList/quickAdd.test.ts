import type { ParsedIngredient } from "@larder/shared";
import { describe, expect, it } from "vitest";
import { buildFood, buildLabel, buildUnit, LIST_ID } from "../../test/shoppingBuilders";
import { itemFromParsed, itemFromText } from "./quickAdd";

const place = { id: "new-item", listId: LIST_ID, position: 4, now: "2026-03-01T12:00:00.000Z" };

function parsed(ingredient: Partial<ParsedIngredient["ingredient"]>): ParsedIngredient {
  return {
    input: "",
    confidence: { average: 0.9, comment: null, name: null, unit: null, quantity: null, food: null },
    tokens: [],
    ingredient: {
      quantity: null,
      unit: null,
      food: null,
      note: null,
      isFood: null,
      disableAmount: false,
      display: "",
      title: null,
      originalText: null,
      referenceId: "r",
      ...ingredient,
    },
  } as ParsedIngredient;
}

const unknownFood = (name: string) => ({
  id: null,
  name,
  pluralName: null,
  description: "",
  extras: {},
  labelId: null,
  onHand: false,
  aliases: [],
});

describe("a quick-add line", () => {
  it("becomes quantity, unit and food linked by id, with the food's label", () => {
    const bakery = buildLabel("Bakery");
    const flour = buildFood("flour", { labelId: bakery.id, label: bakery });
    const cup = buildUnit("cup");
    const item = itemFromParsed(parsed({ quantity: 2, unit: cup, food: flour }), place);
    expect(item).toMatchObject({
      id: "new-item",
      shoppingListId: LIST_ID,
      position: 4,
      quantity: 2,
      unitId: cup.id,
      foodId: flour.id,
      labelId: bakery.id,
      isFood: true,
      note: "",
      checked: false,
      display: "2 cups flour",
    });
  });

  it("keeps a food or unit the group does not have in the note, in the order typed", () => {
    const item = itemFromParsed(
      parsed({
        quantity: 1,
        unit: { ...buildUnit("punnet"), id: null } as never,
        food: unknownFood("gooseberries"),
        note: "ripe",
      }),
      place,
    );
    expect(item).toMatchObject({ quantity: 1, unitId: null, foodId: null, note: "punnet gooseberries ripe" });
    expect(item.display).toBe("1 punnet gooseberries ripe");
  });

  it("offline, takes a leading amount as the quantity and the rest as the note", () => {
    expect(itemFromText("2 cups flour", place)).toMatchObject({
      quantity: 2,
      note: "cups flour",
      display: "2 cups flour",
    });
    expect(itemFromText("1 1/2 kg potatoes", place)).toMatchObject({ quantity: 1.5, note: "kg potatoes" });
    expect(itemFromText("½ lemon", place)).toMatchObject({ quantity: 0.5, note: "lemon" });
    expect(itemFromText("washing-up liquid", place)).toMatchObject({ quantity: 0, note: "washing-up liquid" });
  });
});
