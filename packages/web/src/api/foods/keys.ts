/** Foods, units and shopping labels of the signed-in user's own group. */
export const foodKeys = {
  all: ["foods"] as const,
  foods: () => [...foodKeys.all, "foods"] as const,
  units: () => [...foodKeys.all, "units"] as const,
  labels: () => [...foodKeys.all, "labels"] as const,
};
