import type { UnitNames } from "../../seed-catalogue.js";

/**
 * The units seeded in Traditional Chinese (Taiwan): name and plural (the same, Chinese has no plural
 * forms), abbreviation and its plural where one is usual.
 */
export const units: UnitNames = {
  teaspoon: { name: "小匙", pluralName: "小匙" },
  tablespoon: { name: "大匙", pluralName: "大匙" },
  cup: { name: "杯", pluralName: "杯" },
  fluidOunce: { name: "液量盎司", pluralName: "液量盎司", abbreviation: "fl oz", pluralAbbreviation: "fl oz" },
  pint: { name: "品脫", pluralName: "品脫", abbreviation: "pt", pluralAbbreviation: "pt" },
  quart: { name: "夸脫", pluralName: "夸脫", abbreviation: "qt", pluralAbbreviation: "qt" },
  gallon: { name: "加侖", pluralName: "加侖", abbreviation: "gal", pluralAbbreviation: "gal" },
  milliliter: {
    name: "毫升",
    pluralName: "毫升",
    abbreviation: "ml",
    pluralAbbreviation: "ml",
    aliases: ["cc"],
  },
  centiliter: { name: "釐升", pluralName: "釐升", abbreviation: "cl", pluralAbbreviation: "cl" },
  deciliter: { name: "分升", pluralName: "分升", abbreviation: "dl", pluralAbbreviation: "dl" },
  liter: { name: "公升", pluralName: "公升", abbreviation: "l", pluralAbbreviation: "l" },
  gram: { name: "公克", pluralName: "公克", abbreviation: "g", pluralAbbreviation: "g", aliases: ["克"] },
  kilogram: { name: "公斤", pluralName: "公斤", abbreviation: "kg", pluralAbbreviation: "kg" },
  ounce: { name: "盎司", pluralName: "盎司", abbreviation: "oz", pluralAbbreviation: "oz" },
  pound: { name: "磅", pluralName: "磅", abbreviation: "lb", pluralAbbreviation: "lb" },
  pinch: { name: "撮", pluralName: "撮" },
  dash: { name: "少許", pluralName: "少許" },
  clove: { name: "瓣", pluralName: "瓣" },
  can: { name: "罐", pluralName: "罐" },
  jar: { name: "瓶", pluralName: "瓶" },
  package: { name: "包", pluralName: "包" },
  bunch: { name: "束", pluralName: "束" },
  sprig: { name: "枝", pluralName: "枝" },
  slice: { name: "片", pluralName: "片" },
  piece: { name: "個", pluralName: "個" },
  handful: { name: "把", pluralName: "把" },
  stick: { name: "根", pluralName: "根" },
  head: { name: "顆", pluralName: "顆" },
};
