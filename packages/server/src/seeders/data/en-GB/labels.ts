import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in British English. */
export const labels: LabelNames = {
  produce: "Fruit & Veg",
  meat: "Meat & Poultry",
  seafood: "Fish & Seafood",
  dairy: "Dairy & Eggs",
  cheese: "Cheese",
  bakery: "Bakery",
  deli: "Deli",
  frozen: "Frozen",
  grains: "Pasta, Rice & Grains",
  baking: "Home Baking",
  canned: "Tins & Jars",
  condiments: "Sauces & Condiments",
  spices: "Herbs & Spices",
  oils: "Oils & Vinegars",
  nuts: "Nuts & Dried Fruit",
  snacks: "Crisps, Snacks & Sweets",
  breakfast: "Cereals & Spreads",
  beverages: "Drinks",
  alcohol: "Beer, Wine & Spirits",
  household: "Household",
  other: "Other",
};
