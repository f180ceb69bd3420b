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
  /**
   * Whether the viewer may change their group's organizers, foods, units, labels, cookbooks and
   * recipe actions (SPEC §6 `canOrganize`; administrators too, as the server allows).
   */
  canOrganize: boolean;
}

export function useViewer(): Viewer {
  const { data, isPending } = useCurrentUserQuery();
  const { data: about } = useAppInfoQuery();
  const routeGroupSlug = useRouteGroupSlug();
  const user = data ?? null;
  const isOwnGroup = user !== null && isGroupMember(user, routeGroupSlug ?? user.groupSlug);
  return {
    user,
    isPending,
    isOwnGroup,
    canOrganize: isOwnGroup && user !== null && (user.canOrganize || user.admin),
    groupSlug: routeGroupSlug ?? user?.groupSlug ?? about?.defaultGroupSlug ?? null,
  };
}
