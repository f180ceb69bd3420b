import type { UnitNames } from "../../seed-catalogue.js";

/**
 * The units seeded in Vietnamese: name and plural (the same, Vietnamese nouns do not inflect),
 * abbreviation and its plural where one is usual.
 */
export const units: UnitNames = {
  teaspoon: { name: "thìa cà phê", pluralName: "thìa cà phê", aliases: ["muỗng cà phê"] },
  tablespoon: { name: "thìa canh", pluralName: "thìa canh", aliases: ["muỗng canh"] },
  cup: { name: "cốc", pluralName: "cốc" },
  fluidOunce: {
    name: "ounce chất lỏng",
    pluralName: "ounce chất lỏng",
    abbreviation: "fl oz",
    pluralAbbreviation: "fl oz",
  },
  pint: { name: "pint", pluralName: "pint", abbreviation: "pt", pluralAbbreviation: "pt" },
  quart: { name: "quart", pluralName: "quart", abbreviation: "qt", pluralAbbreviation: "qt" },
  gallon: { name: "gallon", pluralName: "gallon", abbreviation: "gal", pluralAbbreviation: "gal" },
  milliliter: { name: "mililít", pluralName: "mililít", abbreviation: "ml", pluralAbbreviation: "ml" },
  centiliter: { name: "centilít", pluralName: "centilít", abbreviation: "cl", pluralAbbreviation: "cl" },
  deciliter: { name: "decilít", pluralName: "decilít", abbreviation: "dl", pluralAbbreviation: "dl" },
  liter: { name: "lít", pluralName: "lít", abbreviation: "l", pluralAbbreviation: "l" },
  gram: { name: "gam", pluralName: "gam", abbreviation: "g", pluralAbbreviation: "g" },
  kilogram: {
    name: "kilôgam",
    pluralName: "kilôgam",
    abbreviation: "kg",
    pluralAbbreviation: "kg",
    aliases: ["ký"],
  },
  ounce: { name: "ounce", pluralName: "ounce", abbreviation: "oz", pluralAbbreviation: "oz" },
  pound: { name: "pao", pluralName: "pao", abbreviation: "lb", pluralAbbreviation: "lb" },
  pinch: { name: "nhúm", pluralName: "nhúm" },
  dash: { name: "chút", pluralName: "chút" },
  clove: { name: "tép", pluralName: "tép" },
  can: { name: "hộp", pluralName: "hộp" },
  jar: { name: "lọ", pluralName: "lọ" },
  package: { name: "gói", pluralName: "gói" },
  bunch: { name: "bó", pluralName: "bó" },
  sprig: { name: "nhánh", pluralName: "nhánh" },
  slice: { name: "lát", pluralName: "lát" },
  piece: { name: "miếng", pluralName: "miếng" },
  handful: { name: "nắm", pluralName: "nắm" },
  stick: { name: "thanh", pluralName: "thanh" },
  head: { name: "cây", pluralName: "cây" },
};
