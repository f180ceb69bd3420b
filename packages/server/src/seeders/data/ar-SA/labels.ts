import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Arabic (Saudi Arabia). */
export const labels: LabelNames = {
  produce: "خضار وفواكه",
  meat: "لحوم ودواجن",
  seafood: "أسماك ومأكولات بحرية",
  dairy: "ألبان وبيض",
  cheese: "أجبان",
  bakery: "مخبوزات",
  deli: "لحوم باردة",
  frozen: "مجمدات",
  grains: "معكرونة وأرز وحبوب",
  baking: "مستلزمات الحلويات",
  canned: "معلبات",
  condiments: "صلصات وتتبيلات",
  spices: "بهارات وتوابل",
  oils: "زيوت وخل",
  nuts: "مكسرات وفواكه مجففة",
  snacks: "وجبات خفيفة وحلويات",
  breakfast: "فطور ومربيات",
  beverages: "مشروبات",
  alcohol: "نبيذ وبيرة ومشروبات روحية",
  household: "مستلزمات منزلية",
  other: "أخرى",
};
