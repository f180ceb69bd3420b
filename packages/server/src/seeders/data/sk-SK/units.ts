import type { UnitNames } from "../../seed-catalogue.js";

/** The units seeded in Slovak: name and plural, abbreviation and its plural where one is usual. */
export const units: UnitNames = {
  // No "čl": folded for matching it would be centilitre's "cl".
  teaspoon: { name: "lyžička", pluralName: "lyžičky" },
  tablespoon: { name: "lyžica", pluralName: "lyžice", abbreviation: "pl", pluralAbbreviation: "pl" },
  cup: { name: "hrnček", pluralName: "hrnčeky" },
  fluidOunce: { name: "tekutá unca", pluralName: "tekuté unce", abbreviation: "fl oz", pluralAbbreviation: "fl oz" },
  pint: { name: "pinta", pluralName: "pinty", abbreviation: "pt", pluralAbbreviation: "pt" },
  quart: { name: "kvart", pluralName: "kvarty", abbreviation: "qt", pluralAbbreviation: "qt" },
  gallon: { name: "galón", pluralName: "galóny", abbreviation: "gal", pluralAbbreviation: "gal" },
  milliliter: { name: "mililiter", pluralName: "mililitre", abbreviation: "ml", pluralAbbreviation: "ml" },
  centiliter: { name: "centiliter", pluralName: "centilitre", abbreviation: "cl", pluralAbbreviation: "cl" },
  deciliter: { name: "deciliter", pluralName: "decilitre", abbreviation: "dl", pluralAbbreviation: "dl" },
  liter: { name: "liter", pluralName: "litre", abbreviation: "l", pluralAbbreviation: "l" },
  gram: { name: "gram", pluralName: "gramy", abbreviation: "g", pluralAbbreviation: "g" },
  kilogram: { name: "kilogram", pluralName: "kilogramy", abbreviation: "kg", pluralAbbreviation: "kg" },
  ounce: { name: "unca", pluralName: "unce", abbreviation: "oz", pluralAbbreviation: "oz" },
  pound: { name: "libra", pluralName: "libry", abbreviation: "lb", pluralAbbreviation: "lb" },
  pinch: { name: "štipka", pluralName: "štipky" },
  dash: { name: "strek", pluralName: "streky" },
  clove: { name: "strúčik", pluralName: "strúčiky" },
  can: { name: "plechovka", pluralName: "plechovky" },
  jar: { name: "pohár", pluralName: "poháre" },
  package: { name: "balenie", pluralName: "balenia", abbreviation: "bal.", pluralAbbreviation: "bal." },
  bunch: { name: "zväzok", pluralName: "zväzky" },
  sprig: { name: "vetvička", pluralName: "vetvičky" },
  slice: { name: "plátok", pluralName: "plátky" },
  piece: { name: "kus", pluralName: "kusy", abbreviation: "ks", pluralAbbreviation: "ks" },
  handful: { name: "hrsť", pluralName: "hrste" },
  stick: { name: "tyčinka", pluralName: "tyčinky" },
  head: { name: "hlávka", pluralName: "hlávky" },
};
