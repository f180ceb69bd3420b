import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Brazilian Portuguese. */
export const labels: LabelNames = {
  produce: "Hortifrúti",
  meat: "Carnes",
  seafood: "Peixes e frutos do mar",
  dairy: "Laticínios e ovos",
  cheese: "Queijos",
  bakery: "Padaria",
  deli: "Frios e embutidos",
  frozen: "Congelados",
  grains: "Massas, arroz e grãos",
  baking: "Confeitaria",
  canned: "Enlatados e conservas",
  condiments: "Molhos e condimentos",
  spices: "Temperos e especiarias",
  oils: "Óleos e vinagres",
  nuts: "Castanhas e frutas secas",
  snacks: "Doces e salgadinhos",
  breakfast: "Café da manhã",
  beverages: "Bebidas",
  alcohol: "Bebidas alcoólicas",
  household: "Casa e limpeza",
  other: "Outros",
};
