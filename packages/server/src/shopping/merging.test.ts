import { describe, expect, it } from "vitest";
import { canMerge, consolidate, type ItemDraft, joinNotes, mergeInto, takeBackRecipe } from "./merging.js";

const item = (fields: Partial<ItemDraft> = {}): ItemDraft => ({
  id: null,
  listId: "list",
  quantity: 1,
  unitId: null,
  foodId: null,
  labelId: null,
  note: "",
  isFood: false,
  disableAmount: null,
  checked: false,
  position: 0,
  extras: {},
  recipeRefs: [],
  ...fields,
});

describe("shopping item merging", () => {
  it("merges unchecked items of one list with the same food and unit, or the same note without a food", () => {
    expect(canMerge(item({ foodId: "f", unitId: "u", note: "a" }), item({ foodId: "f", unitId: "u", note: "b" }))).toBe(
      true,
    );
    expect(canMerge(item({ foodId: "f", unitId: "u" }), item({ foodId: "f", unitId: "g" }))).toBe(false);
    expect(canMerge(item({ note: "Candles" }), item({ note: " candles" }))).toBe(true);
    expect(canMerge(item({ note: "Candles" }), item({ note: "Matches" }))).toBe(false);
    expect(canMerge(item({ foodId: "f" }), item({ foodId: "f", checked: true }))).toBe(false);
    expect(canMerge(item({ foodId: "f" }), item({ foodId: "f", listId: "other" }))).toBe(false);
  });

  it("adds quantities without float dust, joins differing notes once, and merges recipe references", () => {
    const target = item({
      foodId: "f",
      quantity: 0.1,
      note: "plain",
      recipeRefs: [{ recipeId: "r", recipeQuantity: 0.1, recipeScale: 1, recipeNote: null }],
    });
    const source = item({
      foodId: "f",
      quantity: 0.2,
      note: "sifted",
      recipeRefs: [{ recipeId: "r", recipeQuantity: 0.2, recipeScale: 2, recipeNote: "x" }],
    });
    const merged = mergeInto(target, source);
    expect(merged.quantity).toBe(0.3);
    expect(merged.note).toBe("plain | sifted");
    expect(merged.recipeRefs).toEqual([{ recipeId: "r", recipeQuantity: 0.3, recipeScale: 3, recipeNote: "x" }]);
    expect(joinNotes("plain | sifted", "Sifted")).toBe("plain | sifted");
    expect(joinNotes("", "fresh")).toBe("fresh");
  });

  it("consolidates a batch but never an item that brings its own id", () => {
    const batch = consolidate([
      item({ foodId: "f", quantity: 1 }),
      item({ foodId: "f", quantity: 2 }),
      item({ id: "client-made", foodId: "f", quantity: 4 }),
    ]);
    expect(batch.map((one) => [one.id, one.quantity])).toEqual([
      [null, 3],
      ["client-made", 4],
    ]);
  });

  it("takes back a recipe's share, and drops the item when nothing of it is left", () => {
    const flour = item({
      foodId: "f",
      quantity: 4,
      recipeRefs: [{ recipeId: "r", recipeQuantity: 3, recipeScale: 3, recipeNote: null }],
    });
    const third = takeBackRecipe(flour, "r", 1 / 3) as ItemDraft;
    expect(third.quantity).toBe(3);
    expect(third.recipeRefs).toEqual([{ recipeId: "r", recipeQuantity: 2, recipeScale: 2, recipeNote: null }]);
    const rest = takeBackRecipe(third, "r", 1) as ItemDraft;
    expect(rest).toMatchObject({ quantity: 1, recipeRefs: [] });
    const salt = item({
      note: "salt",
      quantity: 0,
      recipeRefs: [{ recipeId: "r", recipeQuantity: 0, recipeScale: 1, recipeNote: null }],
    });
    expect(takeBackRecipe(salt, "r", 0.5)).not.toBeNull();
    expect(takeBackRecipe(salt, "r", 1)).toBeNull();
    expect(takeBackRecipe(salt, "other", 1)).toBe(salt);
  });
});
