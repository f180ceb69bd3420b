import type { UnitNames } from "../../seed-catalogue.js";

/**
 * The units seeded in Serbian (Cyrillic): name and plural, abbreviation and its plural where one is
 * usual. The plural is the form after 2, 3, 4 ("2 шоље", "2 грама"); the other plural forms and the
 * Latin metric symbols are aliases, so that the ingredient parser knows them too.
 */
export const units: UnitNames = {
  teaspoon: { name: "кашичица", pluralName: "кашичице" },
  tablespoon: { name: "кашика", pluralName: "кашике" },
  cup: { name: "шоља", pluralName: "шоље" },
  fluidOunce: { name: "течна унца", pluralName: "течне унце", abbreviation: "fl oz", pluralAbbreviation: "fl oz" },
  pint: { name: "пинта", pluralName: "пинте", abbreviation: "pt", pluralAbbreviation: "pt" },
  quart: { name: "кварт", pluralName: "кварта", abbreviation: "qt", pluralAbbreviation: "qt", aliases: ["кварти"] },
  gallon: { name: "галон", pluralName: "галона", abbreviation: "gal", pluralAbbreviation: "gal", aliases: ["галони"] },
  milliliter: {
    name: "милилитар",
    pluralName: "милилитра",
    abbreviation: "мл",
    pluralAbbreviation: "мл",
    aliases: ["милилитара", "милилитри", "ml"],
  },
  centiliter: {
    name: "центилитар",
    pluralName: "центилитра",
    abbreviation: "цл",
    pluralAbbreviation: "цл",
    aliases: ["центилитара", "центилитри", "cl"],
  },
  deciliter: {
    name: "децилитар",
    pluralName: "децилитра",
    abbreviation: "дл",
    pluralAbbreviation: "дл",
    aliases: ["децилитара", "децилитри", "dl"],
  },
  liter: {
    name: "литар",
    pluralName: "литра",
    abbreviation: "л",
    pluralAbbreviation: "л",
    aliases: ["литара", "литри", "l"],
  },
  gram: {
    name: "грам",
    pluralName: "грама",
    abbreviation: "г",
    pluralAbbreviation: "г",
    aliases: ["грами", "гр", "g"],
  },
  kilogram: {
    name: "килограм",
    pluralName: "килограма",
    abbreviation: "кг",
    pluralAbbreviation: "кг",
    aliases: ["килограми", "кила", "kg"],
  },
  ounce: { name: "унца", pluralName: "унце", abbreviation: "oz", pluralAbbreviation: "oz" },
  pound: { name: "фунта", pluralName: "фунте", abbreviation: "lb", pluralAbbreviation: "lb", aliases: ["фунти"] },
  pinch: { name: "прстохват", pluralName: "прстохвата", aliases: ["прстохвати"] },
  dash: { name: "кап", pluralName: "капи" },
  clove: { name: "чен", pluralName: "чена", aliases: ["ченови", "ченова"] },
  can: { name: "конзерва", pluralName: "конзерве", aliases: ["конзерви", "лименка", "лименке"] },
  jar: { name: "тегла", pluralName: "тегле", aliases: ["тегли"] },
  package: {
    name: "паковање",
    pluralName: "паковања",
    abbreviation: "пак.",
    pluralAbbreviation: "пак.",
    aliases: ["кесица", "кесице"],
  },
  bunch: { name: "везица", pluralName: "везице", aliases: ["веза", "везе"] },
  sprig: { name: "гранчица", pluralName: "гранчице" },
  slice: { name: "кришка", pluralName: "кришке", aliases: ["кришки"] },
  piece: { name: "комад", pluralName: "комада", abbreviation: "ком.", pluralAbbreviation: "ком.", aliases: ["комади"] },
  handful: { name: "шака", pluralName: "шаке" },
  stick: { name: "штапић", pluralName: "штапића", aliases: ["штапићи"] },
  head: { name: "главица", pluralName: "главице" },
};
