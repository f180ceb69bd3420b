import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Simplified Chinese. */
export const labels: LabelNames = {
  produce: "蔬菜水果",
  meat: "肉类",
  seafood: "水产海鲜",
  dairy: "乳品蛋类",
  cheese: "奶酪",
  bakery: "面包烘焙",
  deli: "熟食冷肉",
  frozen: "冷冻食品",
  grains: "米面杂粮",
  baking: "烘焙原料",
  canned: "罐头食品",
  condiments: "酱料调味",
  spices: "香料",
  oils: "食用油与醋",
  nuts: "坚果干果",
  snacks: "零食糖果",
  breakfast: "早餐麦片与果酱",
  beverages: "饮料",
  alcohol: "酒类",
  household: "日用百货",
  other: "其他",
};
