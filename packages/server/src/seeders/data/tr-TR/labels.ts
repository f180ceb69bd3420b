import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Turkish. */
export const labels: LabelNames = {
  produce: "Meyve ve sebze",
  meat: "Et ve tavuk",
  seafood: "Balık ve deniz ürünleri",
  dairy: "Süt ürünleri ve yumurta",
  cheese: "Peynir",
  bakery: "Fırın ürünleri",
  deli: "Şarküteri",
  frozen: "Dondurulmuş gıdalar",
  grains: "Makarna, pirinç ve bakliyat",
  baking: "Pastacılık malzemeleri",
  canned: "Konserveler",
  condiments: "Soslar",
  spices: "Baharatlar",
  oils: "Yağ ve sirke",
  nuts: "Kuruyemiş ve kuru meyve",
  snacks: "Atıştırmalık ve şekerleme",
  breakfast: "Kahvaltılık",
  beverages: "İçecekler",
  alcohol: "Şarap, bira ve alkollü içkiler",
  household: "Ev ve temizlik",
  other: "Diğer",
};
