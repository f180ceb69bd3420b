import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Vietnamese. */
export const labels: LabelNames = {
  produce: "Rau củ quả",
  meat: "Thịt",
  seafood: "Hải sản",
  dairy: "Sữa & trứng",
  cheese: "Phô mai",
  bakery: "Bánh mì & bánh ngọt",
  deli: "Đồ nguội",
  frozen: "Thực phẩm đông lạnh",
  grains: "Mì, gạo & ngũ cốc",
  baking: "Nguyên liệu làm bánh",
  canned: "Đồ hộp",
  condiments: "Nước chấm & nước sốt",
  spices: "Gia vị",
  oils: "Dầu ăn & giấm",
  nuts: "Hạt & trái cây sấy",
  snacks: "Bánh kẹo & đồ ăn vặt",
  breakfast: "Ngũ cốc ăn sáng & mứt",
  beverages: "Đồ uống",
  alcohol: "Rượu & bia",
  household: "Đồ gia dụng",
  other: "Khác",
};
