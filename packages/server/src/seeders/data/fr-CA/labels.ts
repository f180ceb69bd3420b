import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Canadian French. */
export const labels: LabelNames = {
  produce: "Fruits et légumes",
  meat: "Viandes et volailles",
  seafood: "Poissons et fruits de mer",
  dairy: "Produits laitiers et œufs",
  cheese: "Fromages",
  bakery: "Boulangerie",
  deli: "Charcuterie et prêt-à-manger",
  frozen: "Produits surgelés",
  grains: "Pâtes, riz et céréales",
  baking: "Ingrédients de pâtisserie",
  canned: "Conserves",
  condiments: "Condiments et sauces",
  spices: "Épices et assaisonnements",
  oils: "Huiles et vinaigres",
  nuts: "Noix et fruits séchés",
  snacks: "Grignotines et friandises",
  breakfast: "Déjeuner et tartinades",
  beverages: "Boissons",
  alcohol: "Vins, bières et spiritueux",
  household: "Produits ménagers",
  other: "Autres",
};
