import { LOCALES } from "@larder/shared";
import { describe, expect, it } from "vitest";
import { nameKey } from "../organizers/names.js";
import { SEED_LABELS } from "./seed-catalogue.js";
import { SEED_LOCALES, seedFoods, seedLabels, seedLocaleFor, seedUnits } from "./seed-data.js";

describe("seed lists", () => {
  it("has every interface locale", () => {
    expect([...SEED_LOCALES].sort()).toEqual(LOCALES.map((locale) => locale.value).sort());
  });

  for (const locale of SEED_LOCALES) {
    describe(locale, () => {
      it("names over 200 foods, each once however it is spelled, each under one of the labels", async () => {
        const foods = await seedFoods(locale);
        expect(foods.length).toBeGreaterThanOrEqual(200);
        const spellings = foods.flatMap((food) => [food.name, food.pluralName].filter((name) => name !== null));
        const owners = new Map<string, string>();
        for (const food of foods) {
          for (const spelling of [food.name, food.pluralName]) {
            if (spelling === null) continue;
            expect(spelling.trim(), `${locale} ${food.name}`).toBe(spelling);
            const owner = owners.get(nameKey(spelling));
            expect(owner === undefined || owner === food.name, `${spelling} names ${owner} and ${food.name}`).toBe(
              true,
            );
            owners.set(nameKey(spelling), food.name);
          }
          expect(Object.keys(SEED_LABELS)).toContain(food.labelKey);
        }
        expect(spellings.every((name) => name.length > 0 && name.length <= 255)).toBe(true);
      });

      it("names the usual units with plurals, and tells no two apart by case alone", async () => {
        const units = await seedUnits(locale);
        expect(units.length).toBeGreaterThanOrEqual(25);
        const owners = new Map<string, string>();
        for (const unit of units) {
          expect(unit.name && unit.pluralName, unit.name).toBeTruthy();
          for (const spelling of [unit.name, unit.pluralName, unit.abbreviation, unit.pluralAbbreviation]) {
            if (!spelling) continue;
            const owner = owners.get(nameKey(spelling));
            expect(owner === undefined || owner === unit.name, `${spelling}: ${owner} and ${unit.name}`).toBe(true);
            owners.set(nameKey(spelling), unit.name);
          }
        }
        // Languages written in Cyrillic abbreviate it "г", with "g" as an alias.
        const grams = units.find((unit) => unit.abbreviation === "g" || unit.aliases.includes("g"));
        expect(grams?.fraction).toBe(false);
      });

      it("names about twenty shop labels, each once, with a colour", async () => {
        const labels = await seedLabels(locale);
        expect(labels.length).toBeGreaterThanOrEqual(20);
        expect(new Set(labels.map((label) => nameKey(label.name))).size).toBe(labels.length);
        for (const label of labels) expect(label.color).toMatch(/^#[0-9A-F]{6}$/);
      });
    });
  }

  it("differs between locales: the lists are translated, not copied", async () => {
    const lists = await Promise.all(
      SEED_LOCALES.map(async (locale) => (await seedFoods(locale)).map((food) => food.name).join("|")),
    );
    expect(new Set(lists).size).toBe(SEED_LOCALES.length);
  });
});

describe("seedLocaleFor", () => {
  it("takes the locale asked for in any case, else its language's, else en-US", () => {
    expect(seedLocaleFor("de-DE")).toBe("de-DE");
    expect(seedLocaleFor("fr-fr")).toBe("fr-FR");
    expect(seedLocaleFor("pt_BR")).toBe("pt-BR");
    expect(seedLocaleFor("de-AT")).toBe("de-DE");
    expect(seedLocaleFor("fr-CA")).toBe("fr-CA");
    expect(seedLocaleFor("fr-BE")).toBe("fr-FR");
    expect(seedLocaleFor("pt-PT")).toBe("pt-PT");
    expect(seedLocaleFor("pt-AO")).toBe("pt-BR");
    expect(seedLocaleFor("nl")).toBe("nl-NL");
    expect(seedLocaleFor("en-GB")).toBe("en-GB");
    expect(seedLocaleFor("en-AU")).toBe("en-US");
    expect(seedLocaleFor("sv-SE")).toBe("sv-SE");
    expect(seedLocaleFor("eo")).toBe("en-US");
    expect(seedLocaleFor("")).toBe("en-US");
  });
});
