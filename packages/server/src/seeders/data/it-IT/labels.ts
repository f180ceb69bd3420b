import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Italian. */
export const labels: LabelNames = {
  produce: "Frutta e verdura",
  meat: "Carne",
  seafood: "Pesce e frutti di mare",
  dairy: "Latticini e uova",
  cheese: "Formaggi",
  bakery: "Panetteria",
  deli: "Salumi e gastronomia",
  frozen: "Surgelati",
  grains: "Pasta, riso e legumi",
  baking: "Ingredienti per dolci",
  canned: "Conserve",
  condiments: "Salse e condimenti",
  spices: "Spezie e aromi",
  oils: "Oli e aceti",
  nuts: "Frutta secca",
  snacks: "Snack e dolciumi",
  breakfast: "Colazione",
  beverages: "Bevande",
  alcohol: "Vini e alcolici",
  household: "Casa e pulizia",
  other: "Altro",
};
