import type { UnitNames } from "../../seed-catalogue.js";

/**
 * The units seeded in Korean: name and plural (the same, Korean counters do not inflect), abbreviation
 * and its plural where one is usual.
 */
export const units: UnitNames = {
  teaspoon: { name: "작은술", pluralName: "작은술" },
  tablespoon: { name: "큰술", pluralName: "큰술" },
  cup: { name: "컵", pluralName: "컵" },
  fluidOunce: { name: "액량 온스", pluralName: "액량 온스", abbreviation: "fl oz", pluralAbbreviation: "fl oz" },
  pint: { name: "파인트", pluralName: "파인트", abbreviation: "pt", pluralAbbreviation: "pt" },
  quart: { name: "쿼트", pluralName: "쿼트", abbreviation: "qt", pluralAbbreviation: "qt" },
  gallon: { name: "갤런", pluralName: "갤런", abbreviation: "gal", pluralAbbreviation: "gal" },
  milliliter: { name: "밀리리터", pluralName: "밀리리터", abbreviation: "ml", pluralAbbreviation: "ml" },
  centiliter: { name: "센티리터", pluralName: "센티리터", abbreviation: "cl", pluralAbbreviation: "cl" },
  deciliter: { name: "데시리터", pluralName: "데시리터", abbreviation: "dl", pluralAbbreviation: "dl" },
  liter: { name: "리터", pluralName: "리터", abbreviation: "l", pluralAbbreviation: "l" },
  gram: { name: "그램", pluralName: "그램", abbreviation: "g", pluralAbbreviation: "g" },
  kilogram: { name: "킬로그램", pluralName: "킬로그램", abbreviation: "kg", pluralAbbreviation: "kg" },
  ounce: { name: "온스", pluralName: "온스", abbreviation: "oz", pluralAbbreviation: "oz" },
  pound: { name: "파운드", pluralName: "파운드", abbreviation: "lb", pluralAbbreviation: "lb" },
  pinch: { name: "꼬집", pluralName: "꼬집" },
  dash: { name: "약간", pluralName: "약간" },
  clove: { name: "쪽", pluralName: "쪽" },
  can: { name: "캔", pluralName: "캔" },
  jar: { name: "병", pluralName: "병" },
  package: { name: "팩", pluralName: "팩" },
  bunch: { name: "단", pluralName: "단" },
  sprig: { name: "줄기", pluralName: "줄기" },
  slice: { name: "장", pluralName: "장" },
  piece: { name: "개", pluralName: "개" },
  handful: { name: "줌", pluralName: "줌" },
  stick: { name: "스틱", pluralName: "스틱" },
  head: { name: "통", pluralName: "통" },
};
