import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Spanish (Spain). */
export const labels: LabelNames = {
  produce: "Frutas y verduras",
  meat: "Carnes",
  seafood: "Pescados y mariscos",
  dairy: "Lácteos y huevos",
  cheese: "Quesos",
  bakery: "Panadería",
  deli: "Charcutería",
  frozen: "Congelados",
  grains: "Pasta, arroz y legumbres",
  baking: "Repostería",
  canned: "Conservas",
  condiments: "Salsas y condimentos",
  spices: "Especias",
  oils: "Aceites y vinagres",
  nuts: "Frutos secos",
  snacks: "Dulces y aperitivos",
  breakfast: "Desayuno",
  beverages: "Bebidas",
  alcohol: "Vinos y licores",
  household: "Droguería y limpieza",
  other: "Otros",
};
