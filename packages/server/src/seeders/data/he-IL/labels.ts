import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Hebrew. */
export const labels: LabelNames = {
  produce: "פירות וירקות",
  meat: "בשר ועוף",
  seafood: "דגים ופירות ים",
  dairy: "מוצרי חלב וביצים",
  cheese: "גבינות",
  bakery: "מאפייה",
  deli: "מעדנייה",
  frozen: "קפואים",
  grains: "פסטה, אורז ודגנים",
  baking: "מוצרי אפייה",
  canned: "שימורים",
  condiments: "רטבים ומטבלים",
  spices: "תבלינים",
  oils: "שמנים וחומץ",
  nuts: "פיצוחים ופירות יבשים",
  snacks: "חטיפים וממתקים",
  breakfast: "ארוחת בוקר וממרחים",
  beverages: "משקאות",
  alcohol: "יין, בירה ומשקאות חריפים",
  household: "מוצרים לבית",
  other: "אחר",
};
