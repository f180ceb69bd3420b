/** What a menu or dialog needs to act on a recipe: cards and the recipe page both have it. */
export interface RecipeRef {
  id: string;
  slug: string;
  name: string;
  /** The recipe's group; absent when the caller only knows it from the address. */
  groupId?: string;
}
