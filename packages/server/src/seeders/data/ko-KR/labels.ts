import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Korean. */
export const labels: LabelNames = {
  produce: "채소·과일",
  meat: "정육",
  seafood: "수산",
  dairy: "유제품·달걀",
  cheese: "치즈",
  bakery: "베이커리",
  deli: "델리·가공육",
  frozen: "냉동식품",
  grains: "쌀·면·잡곡",
  baking: "베이킹 재료",
  canned: "통조림·병조림",
  condiments: "소스·양념",
  spices: "향신료",
  oils: "식용유·식초",
  nuts: "견과류·건과일",
  snacks: "과자·간식",
  breakfast: "시리얼·잼",
  beverages: "음료",
  alcohol: "주류",
  household: "생활용품",
  other: "기타",
};
