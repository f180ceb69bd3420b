import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Lithuanian. */
export const labels: LabelNames = {
  produce: "Vaisiai ir daržovės",
  meat: "Mėsa",
  seafood: "Žuvis ir jūros gėrybės",
  dairy: "Pieno produktai ir kiaušiniai",
  cheese: "Sūriai",
  bakery: "Duona ir kepiniai",
  deli: "Mėsos gaminiai ir kulinarija",
  frozen: "Šaldyti produktai",
  grains: "Makaronai, ryžiai ir kruopos",
  baking: "Produktai kepimui",
  canned: "Konservai",
  condiments: "Padažai ir užpilai",
  spices: "Prieskoniai",
  oils: "Aliejus ir actas",
  nuts: "Riešutai ir džiovinti vaisiai",
  snacks: "Saldumynai ir užkandžiai",
  breakfast: "Pusryčių produktai ir užtepai",
  beverages: "Gėrimai",
  alcohol: "Vynas, alus ir stiprieji gėrimai",
  household: "Buitinės prekės",
  other: "Kita",
};
