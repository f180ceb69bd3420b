import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in European Portuguese. */
export const labels: LabelNames = {
  produce: "Frutas e legumes",
  meat: "Talho",
  seafood: "Peixaria",
  dairy: "Lacticínios e ovos",
  cheese: "Queijos",
  bakery: "Padaria",
  deli: "Charcutaria",
  frozen: "Congelados",
  grains: "Massas, arroz e cereais",
  baking: "Pastelaria e sobremesas",
  canned: "Conservas",
  condiments: "Molhos e condimentos",
  spices: "Especiarias e temperos",
  oils: "Azeites, óleos e vinagres",
  nuts: "Frutos secos",
  snacks: "Aperitivos e doces",
  breakfast: "Pequeno-almoço",
  beverages: "Bebidas",
  alcohol: "Vinhos, cervejas e bebidas espirituosas",
  household: "Limpeza e casa",
  other: "Outros",
};
