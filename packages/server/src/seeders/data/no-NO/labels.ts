import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Norwegian (Bokmål). */
export const labels: LabelNames = {
  produce: "Frukt & grønt",
  meat: "Kjøtt",
  seafood: "Fisk & sjømat",
  dairy: "Meieri & egg",
  cheese: "Ost",
  bakery: "Brød & bakervarer",
  deli: "Pålegg & delikatesser",
  frozen: "Frysevarer",
  grains: "Pasta, ris & gryn",
  baking: "Baking",
  canned: "Hermetikk",
  condiments: "Sauser & dressinger",
  spices: "Krydder",
  oils: "Olje & eddik",
  nuts: "Nøtter & tørket frukt",
  snacks: "Snacks & godteri",
  breakfast: "Frokost & smørepålegg",
  beverages: "Drikkevarer",
  alcohol: "Vin, øl & brennevin",
  household: "Husholdning",
  other: "Annet",
};
