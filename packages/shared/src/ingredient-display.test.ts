import { describe, expect, it } from "vitest";
import { formatQuantity, ingredientDisplay } from "./ingredient-display.js";

describe("formatQuantity", () => {
  it("writes small fractions, mixed numbers and whole numbers", () => {
    expect(formatQuantity(0.5)).toBe("1/2");
    expect(formatQuantity(1.5)).toBe("1 1/2");
    expect(formatQuantity(0.333)).toBe("1/3");
    expect(formatQuantity(2.75)).toBe("2 3/4");
    expect(formatQuantity(3)).toBe("3");
    expect(formatQuantity(1.999)).toBe("2");
  });

  it("falls back to a decimal when no fraction up to tenths is close", () => {
    expect(formatQuantity(0.0625)).toBe("0.063");
    expect(formatQuantity(1.5, false)).toBe("1.5");
  });
});

describe("ingredientDisplay", () => {
  const cup = { name: "cup", pluralName: "cups", abbreviation: "c", pluralAbbreviation: "cs" };
  const egg = { name: "egg", pluralName: "eggs" };

  it("joins quantity, unit, food and note, with plurals above one and for zero", () => {
    expect(ingredientDisplay({ quantity: 2, unit: cup, food: { name: "flour" }, note: "sifted" }, false)).toBe(
      "2 cups flour sifted",
    );
    expect(ingredientDisplay({ quantity: 1, food: egg }, false)).toBe("1 egg");
    expect(ingredientDisplay({ quantity: 3, food: egg }, false)).toBe("3 eggs");
    expect(ingredientDisplay({ quantity: 0.5, unit: { ...cup, useAbbreviation: true } }, false)).toBe("1/2 c");
    expect(ingredientDisplay({ quantity: null, food: { name: "salt" }, note: "to taste" }, false)).toBe(
      "salt to taste",
    );
  });

  it("writes decimals for units that ask for them", () => {
    expect(ingredientDisplay({ quantity: 12.5, unit: { name: "gram", fraction: false } }, false)).toBe("12.5 gram");
  });

  it("is the note alone when amounts are disabled", () => {
    expect(ingredientDisplay({ quantity: 1, unit: cup, food: egg, note: "1 Cup Flour" }, true)).toBe("1 Cup Flour");
    expect(ingredientDisplay({ quantity: 1, food: egg, note: "" }, true)).toBe("egg");
  });
});

describe("decimals in the reader's language", () => {
  it("write the decimal mark of the locale and keep fractions as fractions", () => {
    expect(formatQuantity(1.25, false, "de-DE")).toBe("1,25");
    expect(formatQuantity(1.25, false, "en-US")).toBe("1.25");
    expect(formatQuantity(1.5, true, "de-DE")).toBe("1 1/2");
    // Arabic text keeps the Latin digits its fractions are written in.
    expect(formatQuantity(0.125, false, "ar-SA")).toBe("0.125");
    expect(formatQuantity(2.75, false)).toBe("2.75");
  });
});
