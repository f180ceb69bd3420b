import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Romanian. */
export const labels: LabelNames = {
  produce: "Fructe și legume",
  meat: "Carne",
  seafood: "Pește și fructe de mare",
  dairy: "Lactate și ouă",
  cheese: "Brânzeturi",
  bakery: "Panificație",
  deli: "Mezeluri",
  frozen: "Produse congelate",
  grains: "Paste, orez și cereale",
  baking: "Ingrediente pentru prăjituri",
  canned: "Conserve",
  condiments: "Sosuri",
  spices: "Condimente",
  oils: "Ulei și oțet",
  nuts: "Nuci și fructe uscate",
  snacks: "Snacksuri și dulciuri",
  breakfast: "Mic dejun și creme tartinabile",
  beverages: "Băuturi",
  alcohol: "Vin, bere și spirtoase",
  household: "Produse de uz casnic",
  other: "Altele",
};
