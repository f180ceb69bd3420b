/** The group's meal plan: entries by range of days, its rules and the member's calendar feed. */
export const mealPlanKeys = {
  all: ["mealplans"] as const,
  entries: () => [...mealPlanKeys.all, "entries"] as const,
  /** The entries of the days from `start` to `end` (both included, yyyy-MM-dd). */
  range: (start: string, end: string) => [...mealPlanKeys.entries(), start, end] as const,
  rules: () => [...mealPlanKeys.all, "rules"] as const,
  feed: () => [...mealPlanKeys.all, "feed"] as const,
};
