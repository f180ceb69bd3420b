import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Slovak. */
export const labels: LabelNames = {
  produce: "Ovocie a zelenina",
  meat: "Mäso",
  seafood: "Ryby a morské plody",
  dairy: "Mliečne výrobky a vajcia",
  cheese: "Syry",
  bakery: "Pečivo",
  deli: "Údeniny a lahôdky",
  frozen: "Mrazené potraviny",
  grains: "Cestoviny, ryža a obilniny",
  baking: "Suroviny na pečenie",
  canned: "Konzervy a zaváraniny",
  condiments: "Omáčky a dochucovadlá",
  spices: "Koreniny",
  oils: "Oleje a octy",
  nuts: "Orechy a sušené ovocie",
  snacks: "Sladkosti a slané pochutiny",
  breakfast: "Raňajky a nátierky",
  beverages: "Nápoje",
  alcohol: "Víno, pivo a destiláty",
  household: "Drogéria a domácnosť",
  other: "Ostatné",
};
