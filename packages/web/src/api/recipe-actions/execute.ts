import type { GroupRecipeActionOut, Recipe } from "@larder/shared";

/** The address of an action with its `${url}`, `${id}` and `${slug}` tokens filled in for one recipe. */
export function recipeActionUrl(
  action: Pick<GroupRecipeActionOut, "url">,
  recipe: Pick<Recipe, "id" | "slug">,
  recipePageUrl: string,
): string {
  const values = { url: recipePageUrl, id: recipe.id, slug: recipe.slug };
  return action.url.replace(/\$\{(url|id|slug)\}/g, (_token, name: keyof typeof values) => values[name]);
}

/**
 * Sends the recipe as JSON text to a post action's address. The receiver is another site that need
 * not allow this origin to read its answer, so the request is sent "no-cors": an unreadable answer
 * counts as delivered (SPEC §8), only a readable non-2xx status or a network failure as failed.
 */
export async function postRecipeToAction(url: string, recipe: Recipe): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: "POST",
      mode: "no-cors",
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
      body: JSON.stringify(recipe),
    });
    return response.type === "opaque" || (response.status >= 200 && response.status < 300);
  } catch {
    return false;
  }
}
