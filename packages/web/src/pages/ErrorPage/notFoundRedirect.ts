import { isGroupRouteShape } from "../../routes/paths";

/**
 * SPEC §2: old-style recipe addresses use /recipe/ where the app uses /r/, and addresses from
 * before groups had slugs lack the /g/{groupSlug} prefix.
 */
export function rewriteNotFoundPath(pathname: string, groupSlug: string | null): string {
  const path = pathname.replace("/recipe/", "/r/");
  if (path.startsWith("/g/") || !groupSlug) return path;
  return `/g/${encodeURIComponent(groupSlug)}${path}`;
}

/**
 * Where a not-found address should go instead, or null to show "page not found". Only a changed
 * path with the shape of a real group page is followed, so that nonsense is not bounced around.
 */
export function resolveNotFoundRedirect(pathname: string, groupSlug: string | null): string | null {
  const rewritten = rewriteNotFoundPath(pathname, groupSlug);
  return rewritten !== pathname && isGroupRouteShape(rewritten) ? rewritten : null;
}
