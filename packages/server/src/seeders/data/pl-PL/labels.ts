import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Polish. */
export const labels: LabelNames = {
  produce: "Owoce i warzywa",
  meat: "Mięso",
  seafood: "Ryby i owoce morza",
  dairy: "Nabiał i jajka",
  cheese: "Sery",
  bakery: "Pieczywo",
  deli: "Wędliny i garmażerka",
  frozen: "Mrożonki",
  grains: "Makarony, ryż i kasze",
  baking: "Produkty do pieczenia",
  canned: "Konserwy i przetwory",
  condiments: "Sosy i dodatki",
  spices: "Przyprawy",
  oils: "Oleje i octy",
  nuts: "Orzechy i bakalie",
  snacks: "Słodycze i przekąski",
  breakfast: "Śniadanie i produkty do smarowania",
  beverages: "Napoje",
  alcohol: "Wino, piwo i alkohole",
  household: "Chemia gospodarcza",
  other: "Inne",
};
