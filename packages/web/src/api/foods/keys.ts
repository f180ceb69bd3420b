/** Foods, units and shopping labels of the signed-in user's own group. */
export const foodKeys = {
  all: ["foods"] as const,
  foods: () => [...foodKeys.all, "foods"] as const,
  units: () => [...foodKeys.all, "units"] as const,
  labels: () => [...foodKeys.all, "labels"] as const,
  /** How many foods match a filter (those that have a label). */
  foodCount: (queryFilter: string) => [...foodKeys.all, "food-count", queryFilter] as const,
};
