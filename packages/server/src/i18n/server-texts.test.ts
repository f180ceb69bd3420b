import { describe, expect, it } from "vitest";
import { readableDuration } from "../scraper/extract/durations.js";
import { serverLocale, serverLocales, translatorFor } from "./server-texts.js";

describe("server texts", () => {
  it("pick the closest catalogue, en-US when none is near", () => {
    expect(serverLocales()).toContain("de-DE");
    expect(serverLocale("de-CH")).toBe("de-DE");
    expect(serverLocale("eo, de;q=0.5")).toBe("de-DE");
    expect(serverLocale("ja")).toBe("ja-JP");
    expect(serverLocale("sw-KE")).toBe("en-US");
    expect(serverLocale(null)).toBe("en-US");
  });

  it("speak each language's catalogue, and English for a language without one", () => {
    expect(translatorFor("fr-FR")("notifications.recipe_created.title")).toBe("Recette créée");
    expect(translatorFor("eo")("errors.recipes.recipeNotFound")).toBe("Recipe not found");
  });

  it("write durations in the language's plural forms and list style", () => {
    expect(readableDuration(90)).toBe("1 hour 30 minutes");
    expect(readableDuration(1501)).toBe("1 day 1 hour 1 minute");
    expect(readableDuration(90, "de-DE")).toBe("1 Stunde, 30 Minuten");
    expect(readableDuration(2 * 24 * 60 + 120, "de-DE")).toBe("2 Tage, 2 Stunden");
    expect(readableDuration(45, "sw-KE")).toBe("45 minutes");
  });
});
