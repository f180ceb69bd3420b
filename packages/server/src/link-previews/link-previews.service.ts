import type { Recipe } from "@larder/shared";
import { HttpError } from "../http/errors.js";
import { NOT_RECIPE_SLUGS, RECIPE_PAGE, SHARED_RECIPE_PAGE } from "../http/web-pages.js";
import type { RecipePreview } from "./recipe-metadata.js";

export interface PreviewSources {
  /** A public recipe of a group open to visitors; 404 otherwise. */
  publicRecipe(groupSlug: string, recipeSlug: string): Promise<Recipe>;
  /** The recipe behind a live share link; 404 otherwise. */
  sharedRecipe(tokenId: string): Promise<Recipe>;
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Link previews for the two kinds of recipe page, a group's recipe and a recipe behind a share link: what a chat app or search engine that fetches the page (without
 * signing in) may learn. Only what a visitor may see gets a preview: a public recipe of a public
 * group, or a recipe behind a live share link. For anything else the page stays the plain app,
 * so a preview never tells a private recipe from a missing one.
 */
export class LinkPreviewsService {
  constructor(
    private readonly sources: PreviewSources,
    private readonly baseUrl: string,
    private readonly siteName = "Larder",
  ) {}

  async previewFor(pathname: string): Promise<RecipePreview | null> {
    const shared = SHARED_RECIPE_PAGE.exec(pathname);
    const page = shared ? null : RECIPE_PAGE.exec(pathname);
    const match = shared ?? page;
    if (!match) return null;
    const groupSlug = decode(match[1] ?? "");
    const key = decode(match[2] ?? "");
    if (!groupSlug || !key || (page && NOT_RECIPE_SLUGS.has(key))) return null;

    let recipe: Recipe;
    try {
      recipe = shared ? await this.sources.sharedRecipe(key) : await this.sources.publicRecipe(groupSlug, key);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode < 500) return null;
      throw error;
    }
    const pageUrl = `${this.baseUrl}${pathname}`;
    // A shared recipe's files are not public: the image URL carries the link, as the share page's do.
    const shareToken = shared ? `&token=${encodeURIComponent(key)}` : "";
    const imageUrl = recipe.image
      ? `${this.baseUrl}/api/media/recipes/${encodeURIComponent(recipe.id)}/images/original.webp?version=${encodeURIComponent(recipe.image)}${shareToken}`
      : null;
    return { recipe, pageUrl, imageUrl, siteName: this.siteName };
  }
}
