import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Finnish. */
export const labels: LabelNames = {
  produce: "Hedelmät & vihannekset",
  meat: "Liha",
  seafood: "Kala & äyriäiset",
  dairy: "Maitotuotteet & kananmunat",
  cheese: "Juustot",
  bakery: "Leivät & leivonnaiset",
  deli: "Leikkeleet & herkut",
  frozen: "Pakasteet",
  grains: "Pasta, riisi & viljatuotteet",
  baking: "Leivonta",
  canned: "Säilykkeet",
  condiments: "Kastikkeet & sinapit",
  spices: "Mausteet",
  oils: "Öljyt & etikat",
  nuts: "Pähkinät & kuivatut hedelmät",
  snacks: "Naposteltavat & makeiset",
  breakfast: "Aamiainen & levitteet",
  beverages: "Juomat",
  alcohol: "Viinit, oluet & väkevät",
  household: "Kodintarvikkeet",
  other: "Muut",
};
