import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Dutch. */
export const labels: LabelNames = {
  produce: "Groente & fruit",
  meat: "Vlees",
  seafood: "Vis & zeevruchten",
  dairy: "Zuivel & eieren",
  cheese: "Kaas",
  bakery: "Brood & banket",
  deli: "Vleeswaren & delicatessen",
  frozen: "Diepvries",
  grains: "Pasta, rijst & peulvruchten",
  baking: "Bakproducten",
  canned: "Conserven",
  condiments: "Sauzen & smaakmakers",
  spices: "Kruiden & specerijen",
  oils: "Olie & azijn",
  nuts: "Noten & gedroogd fruit",
  snacks: "Snoep & snacks",
  breakfast: "Ontbijt & broodbeleg",
  beverages: "Dranken",
  alcohol: "Wijn, bier & sterke drank",
  household: "Huishouden",
  other: "Overig",
};
