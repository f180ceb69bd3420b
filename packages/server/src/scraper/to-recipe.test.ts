import { describe, expect, it } from "vitest";
import { readableDuration } from "./extract/durations.js";
import { normaliseYield } from "./extract/yields.js";
import { draftOf, nutritionNumber } from "./to-recipe.js";

describe("turning a scraped page into a recipe", () => {
  it("writes times as readable text", () => {
    expect(readableDuration(90)).toBe("1 hour 30 minutes");
    expect(readableDuration(45)).toBe("45 minutes");
    expect(readableDuration(1500)).toBe("1 day 1 hour");
    expect(readableDuration(null)).toBeNull();
  });

  it("keeps the first number of a nutrition value, sodium in grams becoming milligrams", () => {
    expect(nutritionNumber("calories", "310 kcal")).toBe("310");
    expect(nutritionNumber("fatContent", "14,5 g")).toBe("14.5");
    expect(nutritionNumber("sodiumContent", "0.2 g")).toBe("200");
    expect(nutritionNumber("sodiumContent", "120 mg")).toBe("120");
    expect(nutritionNumber("calories", "unknown")).toBeNull();
  });

  it("normalises yields to one phrase", () => {
    expect(normaliseYield(4)).toBe("4 servings");
    expect(normaliseYield("1")).toBe("1 serving");
    expect(normaliseYield("Makes 12")).toBe("12 items");
    expect(normaliseYield("2 loaves")).toBe("2 loaves");
    expect(normaliseYield("1 loaf")).toBe("1 loaf");
    expect(normaliseYield("")).toBeNull();
  });

  it("gives sections to the first ingredient of each group and keywords as tags only when asked", () => {
    const scraped = {
      source: "json-ld" as const,
      title: "Slaw",
      description: null,
      ingredients: ["a", "b", "c"],
      ingredientGroups: [
        { purpose: null, ingredients: ["a"] },
        { purpose: "Dressing", ingredients: ["b", "c"] },
      ],
      instructions: [{ section: "Prep", name: "Shred", text: "Shred the cabbage." }],
      totalTime: 20,
      prepTime: 20,
      cookTime: null,
      yields: "4 servings",
      image: null,
      images: [],
      keywords: ["quick side", "Quick side", "vegetarian"],
      categories: [],
      cuisines: [],
      nutrition: { calories: "120 kcal", "@type": "x" },
      author: null,
      siteName: null,
      language: null,
      canonicalUrl: "https://slaw.example/",
    };
    const withTags = draftOf(scraped, "https://slaw.example/slaw", true);
    expect(withTags.recipeIngredient.map((ingredient) => ingredient.title)).toEqual([null, "Dressing", null]);
    expect(withTags.recipeInstructions).toEqual([{ title: "Prep", text: "**Shred**\n\nShred the cabbage." }]);
    expect(withTags.tags).toEqual([{ name: "Quick Side" }, { name: "Vegetarian" }]);
    expect(withTags.nutrition).toEqual({ calories: "120" });
    expect(withTags.orgURL).toBe("https://slaw.example/slaw");
    expect(draftOf(scraped, null, false)).toMatchObject({ tags: [], orgURL: "https://slaw.example/" });
  });
});
