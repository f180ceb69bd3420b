import { describe, expect, it } from "vitest";
import { acceptedLanguages, bestLocale } from "./locales.js";

describe("Accept-Language", () => {
  it("lists the languages by weight, in the order given among equal weights, without refused ones", () => {
    expect(acceptedLanguages("fr-FR;q=0.5, de-DE, en;q=0.8, nl")).toEqual(["de-DE", "nl", "en", "fr-FR"]);
    expect(acceptedLanguages("de;q=0, *;q=0.1, sv")).toEqual(["sv"]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it("picks the best available locale: exact, else the same language, else the fallback", () => {
    const available = ["de-DE", "en-US", "fr-FR"];
    expect(bestLocale("en-US;q=0.3, de-AT;q=0.7", available)).toBe("de-DE");
    expect(bestLocale("ja-JP, fr-CA;q=0.2", available)).toBe("fr-FR");
    expect(bestLocale("ja-JP", available, "en-US")).toBe("en-US");
  });
});
