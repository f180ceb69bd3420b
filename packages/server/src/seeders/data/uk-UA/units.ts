import type { UnitNames } from "../../seed-catalogue.js";

/**
 * The units seeded in Ukrainian: name and plural, abbreviation and its plural where one is usual.
 * The plural is the nominative plural, the form after 2, 3, 4 ("2 склянки"); the form after 5 and
 * more ("5 склянок") is an alias, so that the ingredient parser knows it too.
 */
export const units: UnitNames = {
  teaspoon: {
    name: "чайна ложка",
    pluralName: "чайні ложки",
    abbreviation: "ч. л.",
    pluralAbbreviation: "ч. л.",
    aliases: ["чайних ложок"],
  },
  tablespoon: {
    name: "столова ложка",
    pluralName: "столові ложки",
    abbreviation: "ст. л.",
    pluralAbbreviation: "ст. л.",
    aliases: ["столових ложок"],
  },
  cup: { name: "склянка", pluralName: "склянки", aliases: ["склянок"] },
  fluidOunce: {
    name: "рідка унція",
    pluralName: "рідкі унції",
    abbreviation: "fl oz",
    pluralAbbreviation: "fl oz",
    aliases: ["рідких унцій"],
  },
  pint: { name: "пінта", pluralName: "пінти", abbreviation: "pt", pluralAbbreviation: "pt", aliases: ["пінт"] },
  quart: { name: "кварта", pluralName: "кварти", abbreviation: "qt", pluralAbbreviation: "qt", aliases: ["кварт"] },
  gallon: { name: "галон", pluralName: "галони", abbreviation: "gal", pluralAbbreviation: "gal", aliases: ["галонів"] },
  milliliter: {
    name: "мілілітр",
    pluralName: "мілілітри",
    abbreviation: "мл",
    pluralAbbreviation: "мл",
    aliases: ["мілілітрів", "ml"],
  },
  centiliter: {
    name: "сантилітр",
    pluralName: "сантилітри",
    abbreviation: "сл",
    pluralAbbreviation: "сл",
    aliases: ["сантилітрів", "cl"],
  },
  deciliter: {
    name: "децилітр",
    pluralName: "децилітри",
    abbreviation: "дл",
    pluralAbbreviation: "дл",
    aliases: ["децилітрів", "dl"],
  },
  liter: { name: "літр", pluralName: "літри", abbreviation: "л", pluralAbbreviation: "л", aliases: ["літрів", "l"] },
  gram: {
    name: "грам",
    pluralName: "грами",
    abbreviation: "г",
    pluralAbbreviation: "г",
    aliases: ["грамів", "гр", "g"],
  },
  kilogram: {
    name: "кілограм",
    pluralName: "кілограми",
    abbreviation: "кг",
    pluralAbbreviation: "кг",
    aliases: ["кілограмів", "kg"],
  },
  ounce: { name: "унція", pluralName: "унції", abbreviation: "oz", pluralAbbreviation: "oz", aliases: ["унцій"] },
  pound: { name: "фунт", pluralName: "фунти", abbreviation: "lb", pluralAbbreviation: "lb", aliases: ["фунтів"] },
  pinch: { name: "дрібка", pluralName: "дрібки", aliases: ["дрібок", "щіпка"] },
  dash: { name: "крапля", pluralName: "краплі", aliases: ["крапель"] },
  clove: { name: "зубчик", pluralName: "зубчики", aliases: ["зубчиків"] },
  can: { name: "бляшанка", pluralName: "бляшанки", aliases: ["бляшанок"] },
  jar: { name: "банка", pluralName: "банки", aliases: ["банок", "баночка"] },
  package: {
    name: "упаковка",
    pluralName: "упаковки",
    abbreviation: "уп.",
    pluralAbbreviation: "уп.",
    aliases: ["упаковок", "пачка", "пачки", "пачок"],
  },
  bunch: { name: "пучок", pluralName: "пучки", aliases: ["пучків"] },
  sprig: { name: "гілочка", pluralName: "гілочки", aliases: ["гілочок"] },
  slice: { name: "скибочка", pluralName: "скибочки", aliases: ["скибочок"] },
  piece: { name: "штука", pluralName: "штуки", abbreviation: "шт.", pluralAbbreviation: "шт.", aliases: ["штук"] },
  handful: { name: "жменя", pluralName: "жмені", aliases: ["жменю", "жмень"] },
  stick: { name: "паличка", pluralName: "палички", aliases: ["паличок"] },
  head: { name: "головка", pluralName: "головки", aliases: ["головок", "качан"] },
};
