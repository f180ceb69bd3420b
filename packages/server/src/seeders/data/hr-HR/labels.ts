import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Croatian. */
export const labels: LabelNames = {
  produce: "Voće i povrće",
  meat: "Meso",
  seafood: "Riba i plodovi mora",
  dairy: "Mliječni proizvodi i jaja",
  cheese: "Sirevi",
  bakery: "Kruh i peciva",
  deli: "Delikatese i suhomesnato",
  frozen: "Smrznuti proizvodi",
  grains: "Tjestenina, riža i žitarice",
  baking: "Sve za kolače",
  canned: "Konzervirana hrana",
  condiments: "Umaci i preljevi",
  spices: "Začini",
  oils: "Ulje i ocat",
  nuts: "Orašasti plodovi i sušeno voće",
  snacks: "Grickalice i slatkiši",
  breakfast: "Doručak i namazi",
  beverages: "Pića",
  alcohol: "Vino, pivo i žestoka pića",
  household: "Kućanstvo",
  other: "Ostalo",
};
