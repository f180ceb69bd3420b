import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Afrikaans. */
export const labels: LabelNames = {
  produce: "Vrugte & groente",
  meat: "Vleis",
  seafood: "Vis & seekos",
  dairy: "Suiwel & eiers",
  cheese: "Kaas",
  bakery: "Bakkery",
  deli: "Delikatessen",
  frozen: "Bevrore kos",
  grains: "Pasta, rys & graan",
  baking: "Bakbenodigdhede",
  canned: "Blikkieskos",
  condiments: "Souse",
  spices: "Speserye & geurmiddels",
  oils: "Olie & asyn",
  nuts: "Neute & droëvrugte",
  snacks: "Versnaperinge & lekkers",
  breakfast: "Ontbyt & smere",
  beverages: "Drankies",
  alcohol: "Wyn, bier & sterk drank",
  household: "Huishouding",
  other: "Ander",
};
