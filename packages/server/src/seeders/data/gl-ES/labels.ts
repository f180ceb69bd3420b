import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Galician. */
export const labels: LabelNames = {
  produce: "Froitas e verduras",
  meat: "Carne",
  seafood: "Peixe e marisco",
  dairy: "Lácteos e ovos",
  cheese: "Queixos",
  bakery: "Panadaría",
  deli: "Charcutaría",
  frozen: "Conxelados",
  grains: "Pasta, arroz e legumes",
  baking: "Repostaría",
  canned: "Conservas",
  condiments: "Salsas e condimentos",
  spices: "Especias",
  oils: "Aceites e vinagres",
  nuts: "Froitos secos",
  snacks: "Doces e aperitivos",
  breakfast: "Almorzo",
  beverages: "Bebidas",
  alcohol: "Viños e licores",
  household: "Drogaría e limpeza",
  other: "Outros",
};
