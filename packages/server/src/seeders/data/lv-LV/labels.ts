import type { LabelNames } from "../../seed-catalogue.js";

/** The shop labels seeded in Latvian. */
export const labels: LabelNames = {
  produce: "Augļi un dārzeņi",
  meat: "Gaļa",
  seafood: "Zivis un jūras veltes",
  dairy: "Piena produkti un olas",
  cheese: "Sieri",
  bakery: "Maize un konditoreja",
  deli: "Gaļas izstrādājumi un kulinārija",
  frozen: "Saldētā pārtika",
  grains: "Makaroni, rīsi un putraimi",
  baking: "Cepšanai",
  canned: "Konservi",
  condiments: "Mērces",
  spices: "Garšvielas",
  oils: "Eļļas un etiķi",
  nuts: "Rieksti un žāvēti augļi",
  snacks: "Saldumi un uzkodas",
  breakfast: "Brokastu pārslas un ziežamie",
  beverages: "Dzērieni",
  alcohol: "Vīns, alus un stiprie dzērieni",
  household: "Mājsaimniecības preces",
  other: "Citi",
};
