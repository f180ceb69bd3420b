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
