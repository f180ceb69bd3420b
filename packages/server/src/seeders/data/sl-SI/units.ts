import type { UnitNames } from "../../seed-catalogue.js";

/**
 * The units seeded in Slovenian: name and plural, abbreviation and its plural where one is usual.
 * The plural is the nominative plural, the form after 3 and 4 ("3 žlice"); the dual ("2 žlici") and
 * the form after 5 and more ("5 žlic") are aliases, so that the ingredient parser knows them too.
 */
export const units: UnitNames = {
  teaspoon: { name: "žlička", pluralName: "žličke", aliases: ["žlički", "žličk", "čajna žlička"] },
  tablespoon: { name: "žlica", pluralName: "žlice", aliases: ["žlici", "žlic", "jedilna žlica"] },
  cup: { name: "skodelica", pluralName: "skodelice", aliases: ["skodelici", "skodelic"] },
  fluidOunce: {
    name: "tekočinska unča",
    pluralName: "tekočinske unče",
    abbreviation: "fl oz",
    pluralAbbreviation: "fl oz",
  },
  pint: { name: "pinta", pluralName: "pinte", abbreviation: "pt", pluralAbbreviation: "pt" },
  quart: { name: "kvart", pluralName: "kvarti", abbreviation: "qt", pluralAbbreviation: "qt" },
  gallon: { name: "galona", pluralName: "galone", abbreviation: "gal", pluralAbbreviation: "gal" },
  milliliter: {
    name: "mililiter",
    pluralName: "mililitri",
    abbreviation: "ml",
    pluralAbbreviation: "ml",
    aliases: ["mililitra", "mililitrov"],
  },
  centiliter: {
    name: "centiliter",
    pluralName: "centilitri",
    abbreviation: "cl",
    pluralAbbreviation: "cl",
    aliases: ["centilitra", "centilitrov"],
  },
  deciliter: {
    name: "deciliter",
    pluralName: "decilitri",
    abbreviation: "dl",
    pluralAbbreviation: "dl",
    aliases: ["decilitra", "decilitrov"],
  },
  liter: {
    name: "liter",
    pluralName: "litri",
    abbreviation: "l",
    pluralAbbreviation: "l",
    aliases: ["litra", "litrov"],
  },
  gram: { name: "gram", pluralName: "grami", abbreviation: "g", pluralAbbreviation: "g", aliases: ["grama", "gramov"] },
  kilogram: {
    name: "kilogram",
    pluralName: "kilogrami",
    abbreviation: "kg",
    pluralAbbreviation: "kg",
    aliases: ["kilograma", "kilogramov"],
  },
  ounce: { name: "unča", pluralName: "unče", abbreviation: "oz", pluralAbbreviation: "oz" },
  pound: { name: "funt", pluralName: "funti", abbreviation: "lb", pluralAbbreviation: "lb" },
  pinch: { name: "ščepec", pluralName: "ščepci", aliases: ["ščepca", "ščepcev"] },
  dash: { name: "kanček", pluralName: "kančki", aliases: ["kančka", "kančkov"] },
  clove: { name: "strok", pluralName: "stroki", aliases: ["stroka", "strokov"] },
  can: { name: "pločevinka", pluralName: "pločevinke", aliases: ["pločevinki", "pločevink"] },
  jar: { name: "kozarec", pluralName: "kozarci", aliases: ["kozarca", "kozarcev"] },
  package: { name: "zavitek", pluralName: "zavitki", aliases: ["zavitka", "zavitkov", "vrečka", "vrečke"] },
  bunch: { name: "šopek", pluralName: "šopki", aliases: ["šopka", "šopkov"] },
  sprig: { name: "vejica", pluralName: "vejice", aliases: ["vejici", "vejic"] },
  slice: { name: "rezina", pluralName: "rezine", aliases: ["rezini", "rezin"] },
  piece: { name: "kos", pluralName: "kosi", aliases: ["kosa", "kosov"] },
  handful: { name: "pest", pluralName: "pesti" },
  stick: { name: "palčka", pluralName: "palčke", aliases: ["palčki", "palčk"] },
  head: { name: "glava", pluralName: "glave", aliases: ["glavi", "glav"] },
};
