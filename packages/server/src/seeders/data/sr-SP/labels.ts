import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Serbian (Cyrillic). */
export const labels: LabelNames = {
  produce: "Воће и поврће",
  meat: "Месо",
  seafood: "Риба и морски плодови",
  dairy: "Млечни производи и јаја",
  cheese: "Сиреви",
  bakery: "Хлеб и пецива",
  deli: "Сухомеснати производи",
  frozen: "Смрзнути производи",
  grains: "Тестенине, пиринач и житарице",
  baking: "Све за колаче",
  canned: "Конзервирана храна",
  condiments: "Сосови и преливи",
  spices: "Зачини",
  oils: "Уље и сирће",
  nuts: "Језграсто и сушено воће",
  snacks: "Грицкалице и слаткиши",
  breakfast: "Доручак и намази",
  beverages: "Пића",
  alcohol: "Вино, пиво и жестока пића",
  household: "Домаћинство",
  other: "Остало",
};
