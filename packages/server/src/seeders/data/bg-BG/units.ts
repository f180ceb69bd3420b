import type { UnitNames } from "../../seed-catalogue.js";

/**
 * The units seeded in Bulgarian: name and plural, abbreviation and its plural where one is usual.
 * The plural is the form after a number ("2 стакана", "200 грама"), for masculine units the count
 * form; the plain plural ("грамове") is an alias, so that the ingredient parser knows it too.
 */
export const units: UnitNames = {
  teaspoon: { name: "чаена лъжичка", pluralName: "чаени лъжички", abbreviation: "ч. л.", pluralAbbreviation: "ч. л." },
  tablespoon: {
    name: "супена лъжица",
    pluralName: "супени лъжици",
    abbreviation: "с. л.",
    pluralAbbreviation: "с. л.",
  },
  cup: { name: "чаша", pluralName: "чаши" },
  fluidOunce: { name: "течна унция", pluralName: "течни унции", abbreviation: "fl oz", pluralAbbreviation: "fl oz" },
  pint: { name: "пинта", pluralName: "пинти", abbreviation: "pt", pluralAbbreviation: "pt" },
  quart: { name: "кварта", pluralName: "кварти", abbreviation: "qt", pluralAbbreviation: "qt" },
  gallon: { name: "галон", pluralName: "галона", abbreviation: "gal", pluralAbbreviation: "gal", aliases: ["галони"] },
  milliliter: {
    name: "милилитър",
    pluralName: "милилитра",
    abbreviation: "мл",
    pluralAbbreviation: "мл",
    aliases: ["милилитри", "ml"],
  },
  centiliter: {
    name: "сантилитър",
    pluralName: "сантилитра",
    abbreviation: "сл",
    pluralAbbreviation: "сл",
    aliases: ["сантилитри", "cl"],
  },
  deciliter: {
    name: "децилитър",
    pluralName: "децилитра",
    abbreviation: "дл",
    pluralAbbreviation: "дл",
    aliases: ["децилитри", "dl"],
  },
  liter: { name: "литър", pluralName: "литра", abbreviation: "л", pluralAbbreviation: "л", aliases: ["литри", "l"] },
  gram: {
    name: "грам",
    pluralName: "грама",
    abbreviation: "г",
    pluralAbbreviation: "г",
    aliases: ["грамове", "гр", "g"],
  },
  kilogram: {
    name: "килограм",
    pluralName: "килограма",
    abbreviation: "кг",
    pluralAbbreviation: "кг",
    aliases: ["килограми", "kg"],
  },
  ounce: { name: "унция", pluralName: "унции", abbreviation: "oz", pluralAbbreviation: "oz" },
  pound: { name: "фунт", pluralName: "фунта", abbreviation: "lb", pluralAbbreviation: "lb", aliases: ["фунтове"] },
  pinch: { name: "щипка", pluralName: "щипки" },
  dash: { name: "капка", pluralName: "капки" },
  clove: { name: "скилидка", pluralName: "скилидки" },
  can: { name: "консерва", pluralName: "консерви", aliases: ["кутия", "кутии"] },
  jar: { name: "буркан", pluralName: "буркана", aliases: ["буркани"] },
  package: {
    name: "пакет",
    pluralName: "пакета",
    abbreviation: "пак.",
    pluralAbbreviation: "пак.",
    aliases: ["пакети", "опаковка", "опаковки"],
  },
  bunch: { name: "връзка", pluralName: "връзки" },
  sprig: { name: "стрък", pluralName: "стръка", aliases: ["стръкове", "клонка", "клонки"] },
  slice: { name: "резен", pluralName: "резена", aliases: ["резени", "филия", "филии"] },
  piece: { name: "брой", pluralName: "броя", abbreviation: "бр.", pluralAbbreviation: "бр.", aliases: ["броеве"] },
  handful: { name: "шепа", pluralName: "шепи" },
  stick: { name: "пръчица", pluralName: "пръчици" },
  head: { name: "глава", pluralName: "глави" },
};
