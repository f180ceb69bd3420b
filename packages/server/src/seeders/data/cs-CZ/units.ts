import type { UnitNames } from "../../seed-catalogue.js";

/** The units seeded in Czech: name and plural, abbreviation and its plural where one is usual. */
export const units: UnitNames = {
  // No "čl": folded for matching it would be centilitre's "cl".
  teaspoon: { name: "lžička", pluralName: "lžičky" },
  tablespoon: { name: "lžíce", pluralName: "lžíce", abbreviation: "pl", pluralAbbreviation: "pl" },
  cup: { name: "hrnek", pluralName: "hrnky" },
  fluidOunce: { name: "tekutá unce", pluralName: "tekuté unce", abbreviation: "fl oz", pluralAbbreviation: "fl oz" },
  pint: { name: "pinta", pluralName: "pinty", abbreviation: "pt", pluralAbbreviation: "pt" },
  quart: { name: "kvart", pluralName: "kvarty", abbreviation: "qt", pluralAbbreviation: "qt" },
  gallon: { name: "galon", pluralName: "galony", abbreviation: "gal", pluralAbbreviation: "gal" },
  milliliter: { name: "mililitr", pluralName: "mililitry", abbreviation: "ml", pluralAbbreviation: "ml" },
  centiliter: { name: "centilitr", pluralName: "centilitry", abbreviation: "cl", pluralAbbreviation: "cl" },
  deciliter: { name: "decilitr", pluralName: "decilitry", abbreviation: "dl", pluralAbbreviation: "dl" },
  liter: { name: "litr", pluralName: "litry", abbreviation: "l", pluralAbbreviation: "l" },
  gram: { name: "gram", pluralName: "gramy", abbreviation: "g", pluralAbbreviation: "g" },
  kilogram: { name: "kilogram", pluralName: "kilogramy", abbreviation: "kg", pluralAbbreviation: "kg" },
  ounce: { name: "unce", pluralName: "unce", abbreviation: "oz", pluralAbbreviation: "oz" },
  pound: { name: "libra", pluralName: "libry", abbreviation: "lb", pluralAbbreviation: "lb" },
  pinch: { name: "špetka", pluralName: "špetky" },
  dash: { name: "střik", pluralName: "střiky" },
  clove: { name: "stroužek", pluralName: "stroužky" },
  can: { name: "plechovka", pluralName: "plechovky" },
  jar: { name: "sklenice", pluralName: "sklenice" },
  package: { name: "balení", pluralName: "balení", abbreviation: "bal.", pluralAbbreviation: "bal." },
  bunch: { name: "svazek", pluralName: "svazky" },
  sprig: { name: "snítka", pluralName: "snítky" },
  slice: { name: "plátek", pluralName: "plátky" },
  piece: { name: "kus", pluralName: "kusy", abbreviation: "ks", pluralAbbreviation: "ks" },
  handful: { name: "hrst", pluralName: "hrsti" },
  stick: { name: "tyčinka", pluralName: "tyčinky" },
  head: { name: "hlávka", pluralName: "hlávky" },
};
