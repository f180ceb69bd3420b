import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Icelandic. */
export const labels: LabelNames = {
  produce: "Ávextir & grænmeti",
  meat: "Kjöt",
  seafood: "Fiskur & sjávarfang",
  dairy: "Mjólkurvörur & egg",
  cheese: "Ostar",
  bakery: "Brauð & kökur",
  deli: "Kjötálegg & sælkeravörur",
  frozen: "Frystivörur",
  grains: "Pasta, hrísgrjón & korn",
  baking: "Bökunarvörur",
  canned: "Niðursuðuvörur",
  condiments: "Sósur & dressingar",
  spices: "Krydd",
  oils: "Olíur & edik",
  nuts: "Hnetur & þurrkaðir ávextir",
  snacks: "Snakk & sælgæti",
  breakfast: "Morgunmatur & álegg",
  beverages: "Drykkir",
  alcohol: "Vín, bjór & sterkt áfengi",
  household: "Heimilisvörur",
  other: "Annað",
};
