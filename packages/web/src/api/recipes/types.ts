/** The fields of a recipe summary that the quick search shows. */
export interface RecipeSummary {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  /** A cache-busting version; null when the recipe has no image. */
  image: string | null;
  rating: number | null;
}

/** What a menu or dialog needs to act on a recipe: cards and the recipe page both have it. */
export interface RecipeRef {
  id: string;
  slug: string;
  name: string;
  /** The recipe's group; absent when the caller only knows it from the address. */
  groupId?: string;
}
