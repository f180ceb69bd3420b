import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Japanese. */
export const labels: LabelNames = {
  produce: "野菜・果物",
  meat: "精肉",
  seafood: "鮮魚",
  dairy: "乳製品・卵",
  cheese: "チーズ",
  bakery: "パン",
  deli: "ハム・惣菜",
  frozen: "冷凍食品",
  grains: "米・麺・穀物",
  baking: "製菓材料",
  canned: "缶詰・瓶詰",
  condiments: "調味料・ソース",
  spices: "スパイス",
  oils: "油・酢",
  nuts: "ナッツ・ドライフルーツ",
  snacks: "お菓子",
  breakfast: "シリアル・ジャム",
  beverages: "飲料",
  alcohol: "お酒",
  household: "日用品",
  other: "その他",
};
