/**
 * Addresses of the web app's pages that the server answers specially (link previews, page hints):
 * the same paths as the app's routes (web/src/app/routes.tsx).
 */

/** A group's recipe: `/g/{groupSlug}/r/{recipeSlug}`. */
export const RECIPE_PAGE = /^\/g\/([^/]+)\/r\/([^/]+)\/?$/;
/** A recipe behind a share link: `/g/{groupSlug}/shared/r/{tokenId}`. */
export const SHARED_RECIPE_PAGE = /^\/g\/([^/]+)\/shared\/r\/([^/]+)\/?$/;
/** A group's home: `/g/{groupSlug}`. */
export const GROUP_HOME_PAGE = /^\/g\/([^/]+)\/?$/;
/** Static pages under /r/ that are not recipes. */
export const NOT_RECIPE_SLUGS = new Set(["create"]);

/** Pages sent with their content rendered on the server (server-render.ts). */
export function isServerRenderedPage(pathname: string): boolean {
  const recipe = RECIPE_PAGE.exec(pathname);
  if (recipe) return !NOT_RECIPE_SLUGS.has(recipe[2] ?? "");
  return GROUP_HOME_PAGE.test(pathname);
}
