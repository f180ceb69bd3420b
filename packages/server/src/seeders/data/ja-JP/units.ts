import type { UnitNames } from "../../seed-catalogue.js";

/**
 * The units seeded in Japanese: name and plural (the same, Japanese has no plural forms), abbreviation
 * and its plural where one is usual.
 */
export const units: UnitNames = {
  teaspoon: { name: "小さじ", pluralName: "小さじ" },
  tablespoon: { name: "大さじ", pluralName: "大さじ" },
  cup: { name: "カップ", pluralName: "カップ" },
  fluidOunce: { name: "液量オンス", pluralName: "液量オンス", abbreviation: "fl oz", pluralAbbreviation: "fl oz" },
  pint: { name: "パイント", pluralName: "パイント", abbreviation: "pt", pluralAbbreviation: "pt" },
  quart: { name: "クォート", pluralName: "クォート", abbreviation: "qt", pluralAbbreviation: "qt" },
  gallon: { name: "ガロン", pluralName: "ガロン", abbreviation: "gal", pluralAbbreviation: "gal" },
  milliliter: {
    name: "ミリリットル",
    pluralName: "ミリリットル",
    abbreviation: "ml",
    pluralAbbreviation: "ml",
    aliases: ["cc"],
  },
  centiliter: { name: "センチリットル", pluralName: "センチリットル", abbreviation: "cl", pluralAbbreviation: "cl" },
  deciliter: { name: "デシリットル", pluralName: "デシリットル", abbreviation: "dl", pluralAbbreviation: "dl" },
  liter: { name: "リットル", pluralName: "リットル", abbreviation: "l", pluralAbbreviation: "l" },
  gram: { name: "グラム", pluralName: "グラム", abbreviation: "g", pluralAbbreviation: "g" },
  kilogram: { name: "キログラム", pluralName: "キログラム", abbreviation: "kg", pluralAbbreviation: "kg" },
  ounce: { name: "オンス", pluralName: "オンス", abbreviation: "oz", pluralAbbreviation: "oz" },
  pound: { name: "ポンド", pluralName: "ポンド", abbreviation: "lb", pluralAbbreviation: "lb" },
  pinch: { name: "つまみ", pluralName: "つまみ" },
  dash: { name: "振り", pluralName: "振り" },
  clove: { name: "かけ", pluralName: "かけ" },
  can: { name: "缶", pluralName: "缶" },
  jar: { name: "瓶", pluralName: "瓶" },
  package: { name: "パック", pluralName: "パック" },
  bunch: { name: "束", pluralName: "束" },
  sprig: { name: "枝", pluralName: "枝" },
  slice: { name: "枚", pluralName: "枚" },
  piece: { name: "個", pluralName: "個" },
  handful: { name: "つかみ", pluralName: "つかみ" },
  stick: { name: "本", pluralName: "本" },
  head: { name: "玉", pluralName: "玉" },
};
