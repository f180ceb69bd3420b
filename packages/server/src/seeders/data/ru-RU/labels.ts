import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Russian. */
export const labels: LabelNames = {
  produce: "Овощи и фрукты",
  meat: "Мясо и птица",
  seafood: "Рыба и морепродукты",
  dairy: "Молочные продукты и яйца",
  cheese: "Сыры",
  bakery: "Хлеб и выпечка",
  deli: "Колбасы и деликатесы",
  frozen: "Замороженные продукты",
  grains: "Макароны, крупы и рис",
  baking: "Всё для выпечки",
  canned: "Консервы",
  condiments: "Соусы и приправы",
  spices: "Специи",
  oils: "Масло и уксус",
  nuts: "Орехи и сухофрукты",
  snacks: "Снеки и сладости",
  breakfast: "Завтраки, мёд и джемы",
  beverages: "Напитки",
  alcohol: "Вино, пиво и крепкие напитки",
  household: "Товары для дома",
  other: "Прочее",
};
