export const recipeActionKeys = {
  all: ["recipe-actions"] as const,
  list: () => [...recipeActionKeys.all, "list"] as const,
};
