import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Danish. */
export const labels: LabelNames = {
  produce: "Frugt & grønt",
  meat: "Kød",
  seafood: "Fisk & skaldyr",
  dairy: "Mejeri & æg",
  cheese: "Ost",
  bakery: "Brød & bagværk",
  deli: "Pålæg & delikatesser",
  frozen: "Frost",
  grains: "Pasta, ris & gryn",
  baking: "Bagning",
  canned: "Konserves",
  condiments: "Saucer & dressinger",
  spices: "Krydderier",
  oils: "Olie & eddike",
  nuts: "Nødder & tørret frugt",
  snacks: "Snacks & slik",
  breakfast: "Morgenmad & smørepålæg",
  beverages: "Drikkevarer",
  alcohol: "Vin, øl & spiritus",
  household: "Husholdning",
  other: "Andet",
};
