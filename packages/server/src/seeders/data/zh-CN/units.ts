import type { UnitNames } from "../../seed-catalogue.js";

/**
 * The units seeded in Simplified Chinese: name and plural (the same, Chinese has no plural forms),
 * abbreviation and its plural where one is usual.
 */
export const units: UnitNames = {
  teaspoon: { name: "茶匙", pluralName: "茶匙" },
  tablespoon: { name: "汤匙", pluralName: "汤匙" },
  cup: { name: "杯", pluralName: "杯" },
  fluidOunce: { name: "液量盎司", pluralName: "液量盎司", abbreviation: "fl oz", pluralAbbreviation: "fl oz" },
  pint: { name: "品脱", pluralName: "品脱", abbreviation: "pt", pluralAbbreviation: "pt" },
  quart: { name: "夸脱", pluralName: "夸脱", abbreviation: "qt", pluralAbbreviation: "qt" },
  gallon: { name: "加仑", pluralName: "加仑", abbreviation: "gal", pluralAbbreviation: "gal" },
  milliliter: { name: "毫升", pluralName: "毫升", abbreviation: "ml", pluralAbbreviation: "ml" },
  centiliter: { name: "厘升", pluralName: "厘升", abbreviation: "cl", pluralAbbreviation: "cl" },
  deciliter: { name: "分升", pluralName: "分升", abbreviation: "dl", pluralAbbreviation: "dl" },
  liter: { name: "升", pluralName: "升", abbreviation: "l", pluralAbbreviation: "l" },
  gram: { name: "克", pluralName: "克", abbreviation: "g", pluralAbbreviation: "g" },
  kilogram: {
    name: "千克",
    pluralName: "千克",
    abbreviation: "kg",
    pluralAbbreviation: "kg",
    aliases: ["公斤"],
  },
  ounce: { name: "盎司", pluralName: "盎司", abbreviation: "oz", pluralAbbreviation: "oz" },
  pound: { name: "磅", pluralName: "磅", abbreviation: "lb", pluralAbbreviation: "lb" },
  pinch: { name: "撮", pluralName: "撮" },
  dash: { name: "少许", pluralName: "少许" },
  clove: { name: "瓣", pluralName: "瓣" },
  can: { name: "罐", pluralName: "罐" },
  jar: { name: "瓶", pluralName: "瓶" },
  package: { name: "包", pluralName: "包" },
  bunch: { name: "束", pluralName: "束" },
  sprig: { name: "枝", pluralName: "枝" },
  slice: { name: "片", pluralName: "片" },
  piece: { name: "个", pluralName: "个" },
  handful: { name: "把", pluralName: "把" },
  stick: { name: "根", pluralName: "根" },
  head: { name: "颗", pluralName: "颗" },
};
