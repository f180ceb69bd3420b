import { describe, expect, it } from "vitest";
import {
  parseAmount,
  parseScale,
  scaledIngredientDisplay,
  scaledIngredientParts,
  scaleYield,
  stepScale,
} from "./recipe-scaling.js";

const cup = { name: "cup", pluralName: "cups", abbreviation: "c", pluralAbbreviation: "cs", fraction: true };
const gram = { name: "gram", pluralName: "grams", abbreviation: "g", useAbbreviation: true, fraction: false };
const egg = { name: "egg", pluralName: "eggs" };

describe("scaledIngredientParts", () => {
  it("multiplies the quantity and writes it as a fraction with a denominator up to 10", () => {
    expect(scaledIngredientParts({ quantity: 0.75, unit: cup, food: { name: "flour" } }, { scale: 2 })).toEqual({
      quantity: "1 1/2",
      unit: "cups",
      food: "flour",
      note: "",
    });
    expect(scaledIngredientDisplay({ quantity: 1, unit: cup }, { scale: 1 / 3 })).toBe("1/3 cup");
    expect(scaledIngredientDisplay({ quantity: 1, unit: cup }, { scale: 0.7 })).toBe("7/10 cup");
  });

  it("writes decimals when the unit says it does not use fractions", () => {
    expect(scaledIngredientDisplay({ quantity: 125, unit: gram, food: { name: "butter" } }, { scale: 1.5 })).toBe(
      "187.5 g butter",
    );
  });

  it("uses plural names above one and at zero, singular at one and below", () => {
    expect(scaledIngredientDisplay({ quantity: 1, food: egg }, { scale: 1 })).toBe("1 egg");
    expect(scaledIngredientDisplay({ quantity: 1, food: egg }, { scale: 2 })).toBe("2 eggs");
    expect(scaledIngredientDisplay({ quantity: 1, food: egg }, { scale: 0.5 })).toBe("1/2 egg");
    expect(scaledIngredientParts({ quantity: 0, unit: cup, food: egg }).unit).toBe("cups");
    expect(scaledIngredientParts({ quantity: 0, unit: cup, food: egg }).food).toBe("eggs");
  });

  it("falls back to the singular name when no plural is known", () => {
    expect(scaledIngredientDisplay({ quantity: 3, food: { name: "salt" } })).toBe("3 salt");
  });

  it("keeps the note, and shows only the note when amounts are disabled", () => {
    expect(scaledIngredientDisplay({ quantity: 2, food: egg, note: "beaten" }, { scale: 2 })).toBe("4 eggs beaten");
    expect(scaledIngredientDisplay({ quantity: 2, food: egg, note: "2 eggs" }, { scale: 3, disableAmount: true })).toBe(
      "2 eggs",
    );
    expect(scaledIngredientDisplay({ quantity: 2, food: egg }, { disableAmount: true })).toBe("egg");
  });

  it("leaves an ingredient without a quantity unscaled", () => {
    expect(scaledIngredientDisplay({ food: { name: "salt" }, note: "to taste" }, { scale: 4 })).toBe("salt to taste");
  });
});

describe("scaleYield", () => {
  it("scales the first amount and keeps the rest of the text", () => {
    expect(scaleYield("4 servings", 2)).toBe("8 servings");
    expect(scaleYield("Serves 4 (about 250 g each)", 1.5)).toBe("Serves 6 (about 250 g each)");
    expect(scaleYield("12 cookies", 0.5)).toBe("6 cookies");
  });

  it("scales both ends of a range", () => {
    expect(scaleYield("2-3 loaves", 2)).toBe("4-6 loaves");
    expect(scaleYield("4 to 6 people", 0.5)).toBe("2 to 3 people");
  });

  it("reads fractions, mixed numbers, decimals and vulgar fractions", () => {
    expect(scaleYield("1 1/2 cups", 2)).toBe("3 cups");
    expect(scaleYield("½ dozen", 3)).toBe("1 1/2 dozen");
    expect(scaleYield("1,5 l", 2)).toBe("3 l");
    expect(scaleYield("1 loaf", 1 / 3)).toBe("1/3 loaf");
  });

  it("leaves a yield without a number, or at scale one, as it is", () => {
    expect(scaleYield("a big pot", 2)).toBe("a big pot");
    expect(scaleYield("4 1/2 servings", 1)).toBe("4 1/2 servings");
  });
});

describe("parseAmount and parseScale", () => {
  it("reads what people type", () => {
    expect(parseAmount("1/2")).toBe(0.5);
    expect(parseAmount("1 1/2")).toBe(1.5);
    expect(parseAmount("1½")).toBe(1.5);
    expect(parseAmount("2.25")).toBe(2.25);
    expect(parseAmount("1/0")).toBeNull();
    expect(parseAmount("two")).toBeNull();
  });

  it("refuses scales that are not usable", () => {
    expect(parseScale("3")).toBe(3);
    expect(parseScale("0")).toBeNull();
    expect(parseScale("-2")).toBeNull();
    expect(parseScale("1000")).toBeNull();
    expect(parseScale("")).toBeNull();
  });
});

describe("stepScale", () => {
  it("steps in whole numbers above one", () => {
    expect(stepScale(1, 1)).toBe(2);
    expect(stepScale(2, -1)).toBe(1);
    expect(stepScale(1.5, 1)).toBe(2);
    expect(stepScale(1.5, -1)).toBe(1);
  });

  it("halves and doubles below one, down to an eighth", () => {
    expect(stepScale(1, -1)).toBe(0.5);
    expect(stepScale(0.5, -1)).toBe(0.25);
    expect(stepScale(0.125, -1)).toBe(0.125);
    expect(stepScale(0.25, 1)).toBe(0.5);
    expect(stepScale(0.75, 1)).toBe(1);
  });
});
