import type { UnitNames } from "../../seed-catalogue.js";

/**
 * The units seeded in Croatian: name and plural, abbreviation and its plural where one is usual. The
 * plural is the form after 2, 3, 4 ("2 šalice", "2 grama"); the other plural forms are aliases, so
 * that the ingredient parser knows them too.
 */
export const units: UnitNames = {
  teaspoon: { name: "žličica", pluralName: "žličice", aliases: ["čajna žličica", "čajne žličice"] },
  tablespoon: { name: "žlica", pluralName: "žlice", aliases: ["jušna žlica", "jušne žlice"] },
  cup: { name: "šalica", pluralName: "šalice" },
  fluidOunce: { name: "tekuća unca", pluralName: "tekuće unce", abbreviation: "fl oz", pluralAbbreviation: "fl oz" },
  pint: { name: "pinta", pluralName: "pinte", abbreviation: "pt", pluralAbbreviation: "pt" },
  quart: { name: "kvart", pluralName: "kvarta", abbreviation: "qt", pluralAbbreviation: "qt", aliases: ["kvarti"] },
  gallon: { name: "galon", pluralName: "galona", abbreviation: "gal", pluralAbbreviation: "gal", aliases: ["galoni"] },
  milliliter: {
    name: "mililitar",
    pluralName: "mililitra",
    abbreviation: "ml",
    pluralAbbreviation: "ml",
    aliases: ["mililitara", "mililitri"],
  },
  centiliter: {
    name: "centilitar",
    pluralName: "centilitra",
    abbreviation: "cl",
    pluralAbbreviation: "cl",
    aliases: ["centilitara", "centilitri"],
  },
  deciliter: {
    name: "decilitar",
    pluralName: "decilitra",
    abbreviation: "dl",
    pluralAbbreviation: "dl",
    aliases: ["decilitara", "decilitri"],
  },
  liter: {
    name: "litra",
    pluralName: "litre",
    abbreviation: "l",
    pluralAbbreviation: "l",
    aliases: ["litara", "litar"],
  },
  gram: { name: "gram", pluralName: "grama", abbreviation: "g", pluralAbbreviation: "g", aliases: ["grami", "gr"] },
  kilogram: {
    name: "kilogram",
    pluralName: "kilograma",
    abbreviation: "kg",
    pluralAbbreviation: "kg",
    aliases: ["kilogrami", "kila"],
  },
  ounce: { name: "unca", pluralName: "unce", abbreviation: "oz", pluralAbbreviation: "oz" },
  pound: { name: "funta", pluralName: "funte", abbreviation: "lb", pluralAbbreviation: "lb", aliases: ["funti"] },
  pinch: { name: "prstohvat", pluralName: "prstohvata", aliases: ["prstohvati"] },
  dash: { name: "kap", pluralName: "kapi" },
  clove: { name: "češanj", pluralName: "češnja", aliases: ["češnjevi", "češnjeva"] },
  can: { name: "limenka", pluralName: "limenke", aliases: ["limenki", "konzerva", "konzerve"] },
  jar: { name: "staklenka", pluralName: "staklenke", aliases: ["staklenki"] },
  package: {
    name: "pakiranje",
    pluralName: "pakiranja",
    abbreviation: "pak.",
    pluralAbbreviation: "pak.",
    aliases: ["vrećica", "vrećice"],
  },
  bunch: { name: "vezica", pluralName: "vezice" },
  sprig: { name: "grančica", pluralName: "grančice" },
  slice: { name: "kriška", pluralName: "kriške", aliases: ["kriški"] },
  piece: { name: "komad", pluralName: "komada", abbreviation: "kom.", pluralAbbreviation: "kom.", aliases: ["komadi"] },
  handful: { name: "šaka", pluralName: "šake" },
  stick: { name: "štapić", pluralName: "štapića", aliases: ["štapići"] },
  head: { name: "glavica", pluralName: "glavice" },
};
