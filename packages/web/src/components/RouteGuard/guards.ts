import type { UserOut } from "@larder/shared";

/** The route guards of SPEC §6, plus plain sign-in for pages that only make sense to a user. */
export type RouteGuardName = "signedIn" | "admin" | "advanced" | "manage" | "organize" | "ownGroup";

export function passesGuard(guard: RouteGuardName, user: UserOut | null, routeGroupSlug: string | undefined): boolean {
  if (!user) return false;
  switch (guard) {
    case "signedIn":
      return true;
    case "admin":
      return user.admin;
    case "advanced":
      return user.advanced;
    case "manage":
      // Administrators manage every group's settings on the server too.
      return user.canManage || user.admin;
    case "organize":
      return user.canOrganize;
    case "ownGroup":
      return routeGroupSlug === user.groupSlug;
  }
}
