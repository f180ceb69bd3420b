import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Bulgarian. */
export const labels: LabelNames = {
  produce: "Плодове и зеленчуци",
  meat: "Месо",
  seafood: "Риба и морски дарове",
  dairy: "Млечни продукти и яйца",
  cheese: "Сирене и кашкавал",
  bakery: "Хляб и тестени изделия",
  deli: "Колбаси и деликатеси",
  frozen: "Замразени храни",
  grains: "Паста, ориз и зърнени храни",
  baking: "Продукти за печене",
  canned: "Консерви",
  condiments: "Сосове и добавки",
  spices: "Подправки",
  oils: "Олио, зехтин и оцет",
  nuts: "Ядки и сушени плодове",
  snacks: "Снаксове и сладкиши",
  breakfast: "Закуска и намазки",
  beverages: "Напитки",
  alcohol: "Вино, бира и спиртни напитки",
  household: "Домакински стоки",
  other: "Други",
};
