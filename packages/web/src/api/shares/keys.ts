export const shareKeys = {
  all: ["shares"] as const,
  ofRecipe: (recipeId: string) => [...shareKeys.all, "recipe", recipeId] as const,
  /** The recipe behind a public share link. */
  shared: (token: string) => [...shareKeys.all, "shared", token] as const,
};
