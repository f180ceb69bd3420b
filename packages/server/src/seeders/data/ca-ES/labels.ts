import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Catalan. */
export const labels: LabelNames = {
  produce: "Fruita i verdura",
  meat: "Carn",
  seafood: "Peix i marisc",
  dairy: "Làctics i ous",
  cheese: "Formatges",
  bakery: "Fleca",
  deli: "Xarcuteria",
  frozen: "Congelats",
  grains: "Pasta, arròs i llegums",
  baking: "Rebosteria",
  canned: "Conserves",
  condiments: "Salses i condiments",
  spices: "Espècies",
  oils: "Olis i vinagres",
  nuts: "Fruits secs",
  snacks: "Dolços i aperitius",
  breakfast: "Esmorzar",
  beverages: "Begudes",
  alcohol: "Vins i licors",
  household: "Drogueria i neteja",
  other: "Altres",
};
