import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Czech. */
export const labels: LabelNames = {
  produce: "Ovoce a zelenina",
  meat: "Maso",
  seafood: "Ryby a mořské plody",
  dairy: "Mléčné výrobky a vejce",
  cheese: "Sýry",
  bakery: "Pečivo",
  deli: "Uzeniny a lahůdky",
  frozen: "Mražené potraviny",
  grains: "Těstoviny, rýže a obiloviny",
  baking: "Suroviny na pečení",
  canned: "Konzervy a sterilované potraviny",
  condiments: "Omáčky a dochucovadla",
  spices: "Koření",
  oils: "Oleje a octy",
  nuts: "Ořechy a sušené ovoce",
  snacks: "Sladkosti a slané pochutiny",
  breakfast: "Snídaně a pomazánky",
  beverages: "Nápoje",
  alcohol: "Víno, pivo a lihoviny",
  household: "Drogerie a domácnost",
  other: "Ostatní",
};
