import type { UserOut } from "@larder/shared";
import { useAppInfoQuery } from "../api/app/queries";
import { isGroupMember, useCurrentUserQuery } from "../api/users/queries";
import { useRouteGroupSlug } from "../routes/useRouteGroupSlug";

export interface Viewer {
  /** Null for a visitor who is not signed in. */
  user: UserOut | null;
  /** True until the "am I signed in" probe has answered. */
  isPending: boolean;
  /** Whether the page shown belongs to the signed-in user's own group (SPEC §6). */
  isOwnGroup: boolean;
  /** The group the page is about: the address's, else the user's, else the server's default. */
  groupSlug: string | null;
}

export function useViewer(): Viewer {
  const { data, isPending } = useCurrentUserQuery();
  const { data: about } = useAppInfoQuery();
  const routeGroupSlug = useRouteGroupSlug();
  const user = data ?? null;
  return {
    user,
    isPending,
    isOwnGroup: user !== null && isGroupMember(user, routeGroupSlug ?? user.groupSlug),
    groupSlug: routeGroupSlug ?? user?.groupSlug ?? about?.defaultGroupSlug ?? null,
  };
}
