import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Swedish. */
export const labels: LabelNames = {
  produce: "Frukt & grönt",
  meat: "Kött",
  seafood: "Fisk & skaldjur",
  dairy: "Mejeri & ägg",
  cheese: "Ost",
  bakery: "Bröd & bageri",
  deli: "Chark & delikatess",
  frozen: "Fryst",
  grains: "Pasta, ris & gryn",
  baking: "Bakning",
  canned: "Konserver",
  condiments: "Såser & dressingar",
  spices: "Kryddor",
  oils: "Olja & vinäger",
  nuts: "Nötter & torkad frukt",
  snacks: "Snacks & godis",
  breakfast: "Frukost & pålägg",
  beverages: "Drycker",
  alcohol: "Vin, öl & sprit",
  household: "Hushåll",
  other: "Övrigt",
};
