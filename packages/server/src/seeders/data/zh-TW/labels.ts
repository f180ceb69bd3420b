import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Traditional Chinese (Taiwan). */
export const labels: LabelNames = {
  produce: "蔬菜水果",
  meat: "肉品",
  seafood: "海鮮水產",
  dairy: "乳品蛋類",
  cheese: "起司",
  bakery: "麵包烘焙",
  deli: "熟食冷肉",
  frozen: "冷凍食品",
  grains: "米麵雜糧",
  baking: "烘焙材料",
  canned: "罐頭食品",
  condiments: "醬料調味",
  spices: "香料",
  oils: "食用油與醋",
  nuts: "堅果果乾",
  snacks: "零食糖果",
  breakfast: "早餐穀片與果醬",
  beverages: "飲料",
  alcohol: "酒類",
  household: "日用品",
  other: "其他",
};
