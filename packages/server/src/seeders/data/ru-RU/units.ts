import type { UnitNames } from "../../seed-catalogue.js";

/**
 * The units seeded in Russian: name and plural, abbreviation and its plural where one is usual. The
 * plural is the form after 2, 3, 4 and fractions ("2 стакана", "1,5 стакана"); the other forms a
 * recipe writes ("5 стаканов") are aliases, so that the ingredient parser knows them too.
 */
export const units: UnitNames = {
  teaspoon: {
    name: "чайная ложка",
    pluralName: "чайные ложки",
    abbreviation: "ч. л.",
    pluralAbbreviation: "ч. л.",
    aliases: ["чайных ложек"],
  },
  tablespoon: {
    name: "столовая ложка",
    pluralName: "столовые ложки",
    abbreviation: "ст. л.",
    pluralAbbreviation: "ст. л.",
    aliases: ["столовых ложек"],
  },
  cup: { name: "стакан", pluralName: "стакана", aliases: ["стаканы", "стаканов"] },
  fluidOunce: {
    name: "жидкая унция",
    pluralName: "жидкие унции",
    abbreviation: "fl oz",
    pluralAbbreviation: "fl oz",
    aliases: ["жидких унций"],
  },
  pint: { name: "пинта", pluralName: "пинты", abbreviation: "pt", pluralAbbreviation: "pt", aliases: ["пинт"] },
  quart: { name: "кварта", pluralName: "кварты", abbreviation: "qt", pluralAbbreviation: "qt", aliases: ["кварт"] },
  gallon: {
    name: "галлон",
    pluralName: "галлона",
    abbreviation: "gal",
    pluralAbbreviation: "gal",
    aliases: ["галлоны", "галлонов"],
  },
  milliliter: {
    name: "миллилитр",
    pluralName: "миллилитра",
    abbreviation: "мл",
    pluralAbbreviation: "мл",
    aliases: ["миллилитры", "миллилитров", "ml"],
  },
  centiliter: {
    name: "сантилитр",
    pluralName: "сантилитра",
    abbreviation: "сл",
    pluralAbbreviation: "сл",
    aliases: ["сантилитры", "сантилитров", "cl"],
  },
  deciliter: {
    name: "децилитр",
    pluralName: "децилитра",
    abbreviation: "дл",
    pluralAbbreviation: "дл",
    aliases: ["децилитры", "децилитров", "dl"],
  },
  liter: {
    name: "литр",
    pluralName: "литра",
    abbreviation: "л",
    pluralAbbreviation: "л",
    aliases: ["литры", "литров", "l"],
  },
  gram: {
    name: "грамм",
    pluralName: "грамма",
    abbreviation: "г",
    pluralAbbreviation: "г",
    aliases: ["граммы", "граммов", "гр", "g"],
  },
  kilogram: {
    name: "килограмм",
    pluralName: "килограмма",
    abbreviation: "кг",
    pluralAbbreviation: "кг",
    aliases: ["килограммы", "килограммов", "kg"],
  },
  ounce: { name: "унция", pluralName: "унции", abbreviation: "oz", pluralAbbreviation: "oz", aliases: ["унций"] },
  pound: {
    name: "фунт",
    pluralName: "фунта",
    abbreviation: "lb",
    pluralAbbreviation: "lb",
    aliases: ["фунты", "фунтов"],
  },
  pinch: { name: "щепотка", pluralName: "щепотки", aliases: ["щепоток", "щепоть"] },
  dash: { name: "капля", pluralName: "капли", aliases: ["капель"] },
  clove: { name: "зубчик", pluralName: "зубчика", aliases: ["зубчики", "зубчиков"] },
  can: { name: "банка", pluralName: "банки", aliases: ["банок"] },
  jar: { name: "баночка", pluralName: "баночки", aliases: ["баночек"] },
  package: {
    name: "упаковка",
    pluralName: "упаковки",
    abbreviation: "уп.",
    pluralAbbreviation: "уп.",
    aliases: ["упаковок", "пачка", "пачки", "пачек"],
  },
  bunch: { name: "пучок", pluralName: "пучка", aliases: ["пучки", "пучков"] },
  sprig: { name: "веточка", pluralName: "веточки", aliases: ["веточек"] },
  slice: { name: "ломтик", pluralName: "ломтика", aliases: ["ломтики", "ломтиков"] },
  piece: { name: "штука", pluralName: "штуки", abbreviation: "шт.", pluralAbbreviation: "шт.", aliases: ["штук"] },
  handful: { name: "горсть", pluralName: "горсти", aliases: ["горстей"] },
  stick: { name: "палочка", pluralName: "палочки", aliases: ["палочек"] },
  head: { name: "головка", pluralName: "головки", aliases: ["головок", "кочан", "кочана"] },
};
