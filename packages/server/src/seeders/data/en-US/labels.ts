import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in English. */
export const labels: LabelNames = {
  produce: "Produce",
  meat: "Meat",
  seafood: "Seafood",
  dairy: "Dairy & Eggs",
  cheese: "Cheese",
  bakery: "Bakery",
  deli: "Deli",
  frozen: "Frozen",
  grains: "Pasta, Rice & Grains",
  baking: "Baking",
  canned: "Canned & Jarred",
  condiments: "Condiments & Sauces",
  spices: "Spices & Seasonings",
  oils: "Oils & Vinegars",
  nuts: "Nuts & Dried Fruit",
  snacks: "Snacks & Sweets",
  breakfast: "Breakfast & Spreads",
  beverages: "Beverages",
  alcohol: "Wine, Beer & Spirits",
  household: "Household",
  other: "Other",
};
