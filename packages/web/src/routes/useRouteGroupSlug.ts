import { useMatch } from "react-router";

/** The group slug of the current address, readable from layouts above the `/g/:groupSlug` route. */
export function useRouteGroupSlug(): string | undefined {
  return useMatch({ path: "/g/:groupSlug", end: false })?.params.groupSlug;
}
