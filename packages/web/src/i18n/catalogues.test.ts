// @vitest-environment node
import { LOCALES } from "@larder/shared";
import { describe, expect, it } from "vitest";
import {
  CATALOGUE_DIRS,
  catalogueLocales,
  checkCatalogue,
  readCatalogue,
  sourceUnits,
} from "../../../../scripts/catalogues.mjs";

/**
 * The catalogues of texts, web app's and server's, against en-US's. A text English has and a
 * language lacks lowers that language's percentage in the language dialog (the build counts it);
 * everything else wrong fails here: a key English does not have, a plural form missing or one the
 * language does not use, placeholders that differ, an empty text.
 */
const folders = Object.entries(CATALOGUE_DIRS).filter(([, dir]) => catalogueLocales(dir).includes("en-US"));

describe.each(folders)("the %s catalogues", (_name, dir) => {
  const units = sourceUnits(readCatalogue(dir, "en-US"));

  it("exist for every one of the 40 interface locales, and for no other", () => {
    expect(catalogueLocales(dir)).toEqual(LOCALES.map((locale) => locale.value).sort());
  });

  it.each(LOCALES.map((locale) => locale.value))("%s follows en-US's keys, placeholders and plural rules", (locale) => {
    const { errors } = checkCatalogue(locale, readCatalogue(dir, locale), units);
    expect(errors).toEqual([]);
  });
});

describe("the rules", () => {
  const source = {
    title: "Recipes of {{group}}",
    count_one: "{{count}} recipe",
    count_other: "{{count}} recipes",
    empty: "Nothing yet",
  };
  const units = sourceUnits(source);

  it("count a missing text against the language rather than fail", () => {
    const { errors, translated, total } = checkCatalogue("de-DE", { title: "Rezepte von {{group}}" }, units);
    expect(errors).toEqual([]);
    expect({ translated, total }).toEqual({ translated: 1, total: 3 });
  });

  it("want every plural form the language has, and no other", () => {
    const polish = checkCatalogue(
      "pl-PL",
      { count_one: "{{count}} przepis", count_other: "{{count}} przepisu" },
      units,
    );
    expect(polish.errors).toEqual(["count: plural forms missing for pl-PL: few, many"]);
    expect(polish.translated).toBe(0);
    const japanese = checkCatalogue("ja-JP", { count_one: "{{count}}件", count_other: "{{count}}件のレシピ" }, units);
    expect(japanese.errors).toEqual(['count_one: ja-JP has no plural form "one"']);
  });

  it("keep placeholders, allowing a form for one to say it in words", () => {
    const { errors } = checkCatalogue(
      "fr-FR",
      {
        title: "Recettes de {{groupe}}",
        count_one: "une recette",
        count_many: "{{count}} de recettes",
        count_other: "des recettes",
        stray: "?",
        empty: " ",
      },
      units,
    );
    expect(errors).toEqual([
      "title: placeholders missing: {{group}}",
      "title: placeholders not in English: {{groupe}}",
      "count_other: placeholders missing: {{count}}",
      "stray: not a key of en-US",
      "empty: empty text",
    ]);
  });
});
