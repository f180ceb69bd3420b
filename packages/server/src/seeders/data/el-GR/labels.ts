import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Greek. */
export const labels: LabelNames = {
  produce: "Φρούτα και λαχανικά",
  meat: "Κρέας",
  seafood: "Ψάρια και θαλασσινά",
  dairy: "Γαλακτοκομικά και αυγά",
  cheese: "Τυριά",
  bakery: "Ψωμί και αρτοσκευάσματα",
  deli: "Αλλαντικά",
  frozen: "Κατεψυγμένα",
  grains: "Ζυμαρικά, ρύζι και όσπρια",
  baking: "Υλικά ζαχαροπλαστικής",
  canned: "Κονσέρβες",
  condiments: "Σάλτσες και ντρέσινγκ",
  spices: "Μπαχαρικά",
  oils: "Λάδια και ξίδια",
  nuts: "Ξηροί καρποί και αποξηραμένα φρούτα",
  snacks: "Σνακ και γλυκά",
  breakfast: "Πρωινό και αλείμματα",
  beverages: "Ροφήματα και αναψυκτικά",
  alcohol: "Κρασιά, μπίρες και ποτά",
  household: "Είδη σπιτιού",
  other: "Άλλα",
};
