import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Ukrainian. */
export const labels: LabelNames = {
  produce: "Овочі та фрукти",
  meat: "М'ясо та птиця",
  seafood: "Риба та морепродукти",
  dairy: "Молочні продукти та яйця",
  cheese: "Сири",
  bakery: "Хліб і випічка",
  deli: "Ковбаси та делікатеси",
  frozen: "Заморожені продукти",
  grains: "Макарони, крупи та рис",
  baking: "Усе для випікання",
  canned: "Консерви",
  condiments: "Соуси та приправи",
  spices: "Спеції",
  oils: "Олія та оцет",
  nuts: "Горіхи та сухофрукти",
  snacks: "Снеки та солодощі",
  breakfast: "Сніданки, мед і джеми",
  beverages: "Напої",
  alcohol: "Вино, пиво та міцні напої",
  household: "Товари для дому",
  other: "Інше",
};
