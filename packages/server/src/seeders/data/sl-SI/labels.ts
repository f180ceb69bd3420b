import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Slovenian. */
export const labels: LabelNames = {
  produce: "Sadje in zelenjava",
  meat: "Meso",
  seafood: "Ribe in morski sadeži",
  dairy: "Mlečni izdelki in jajca",
  cheese: "Siri",
  bakery: "Kruh in pekovsko pecivo",
  deli: "Mesni izdelki in delikatesa",
  frozen: "Zamrznjena hrana",
  grains: "Testenine, riž in žita",
  baking: "Vse za peko",
  canned: "Konzervirana hrana",
  condiments: "Omake in dodatki",
  spices: "Začimbe",
  oils: "Olja in kis",
  nuts: "Oreščki in suho sadje",
  snacks: "Prigrizki in sladkarije",
  breakfast: "Zajtrk in namazi",
  beverages: "Pijače",
  alcohol: "Vino, pivo in žgane pijače",
  household: "Gospodinjstvo",
  other: "Drugo",
};
