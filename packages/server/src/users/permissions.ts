import { HttpError } from "../http/errors.js";
import type { UserWithGroup } from "./users.repository.js";

export type GroupPermission = "can_invite" | "can_manage" | "can_organize";

/**
 * Refuses with 403 unless the user holds the group permission (SPEC §6 flags). An administrator
 * passes too where `adminMayAct` says so; setting member permissions is for managers only.
 */
export function requirePermission(
  user: UserWithGroup,
  permission: GroupPermission,
  message: string,
  { adminMayAct = true } = {},
): void {
  if (!user[permission] && !(adminMayAct && user.admin)) throw new HttpError(403, message);
}

export const forbidden = (message: string) => new HttpError(403, message);
export const userNotFound = () => new HttpError(404, "User not found");
export const groupNotFound = () => new HttpError(404, "Group not found");
