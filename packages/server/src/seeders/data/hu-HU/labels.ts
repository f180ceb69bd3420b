import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Hungarian. */
export const labels: LabelNames = {
  produce: "Zöldség és gyümölcs",
  meat: "Hús",
  seafood: "Hal és tenger gyümölcsei",
  dairy: "Tejtermékek és tojás",
  cheese: "Sajtok",
  bakery: "Pékáru",
  deli: "Felvágottak és csemegeáru",
  frozen: "Fagyasztott termékek",
  grains: "Tészta, rizs és gabonafélék",
  baking: "Sütési alapanyagok",
  canned: "Konzervek és befőttek",
  condiments: "Szószok és öntetek",
  spices: "Fűszerek",
  oils: "Olaj és ecet",
  nuts: "Olajos magvak és aszalt gyümölcs",
  snacks: "Édesség és rágcsálnivaló",
  breakfast: "Reggeli és kenhető krémek",
  beverages: "Italok",
  alcohol: "Bor, sör és szeszes italok",
  household: "Háztartás",
  other: "Egyéb",
};
