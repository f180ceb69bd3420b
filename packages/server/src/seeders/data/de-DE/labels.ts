import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in German. */
export const labels: LabelNames = {
  produce: "Obst & Gemüse",
  meat: "Fleisch",
  seafood: "Fisch & Meeresfrüchte",
  dairy: "Milchprodukte & Eier",
  cheese: "Käse",
  bakery: "Brot & Backwaren",
  deli: "Wurst & Feinkost",
  frozen: "Tiefkühlkost",
  grains: "Nudeln, Reis & Getreide",
  baking: "Backzutaten",
  canned: "Konserven",
  condiments: "Saucen & Würzmittel",
  spices: "Gewürze",
  oils: "Öl & Essig",
  nuts: "Nüsse & Trockenobst",
  snacks: "Süßwaren & Snacks",
  breakfast: "Frühstück & Aufstriche",
  beverages: "Getränke",
  alcohol: "Wein, Bier & Spirituosen",
  household: "Haushalt",
  other: "Sonstiges",
};
