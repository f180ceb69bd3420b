import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in French. */
export const labels: LabelNames = {
  produce: "Fruits et légumes",
  meat: "Viandes",
  seafood: "Poissons et fruits de mer",
  dairy: "Produits laitiers et œufs",
  cheese: "Fromages",
  bakery: "Boulangerie",
  deli: "Charcuterie et traiteur",
  frozen: "Surgelés",
  grains: "Pâtes, riz et céréales",
  baking: "Aide à la pâtisserie",
  canned: "Conserves",
  condiments: "Sauces et condiments",
  spices: "Épices et assaisonnements",
  oils: "Huiles et vinaigres",
  nuts: "Fruits secs",
  snacks: "Biscuits et confiseries",
  breakfast: "Petit-déjeuner",
  beverages: "Boissons",
  alcohol: "Vins, bières et spiritueux",
  household: "Entretien et maison",
  other: "Divers",
};
