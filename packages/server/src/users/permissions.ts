import type { Actor } from "../auth/actor.js";
import { HttpError } from "../http/errors.js";

export type GroupPermission = "canInvite" | "canManage" | "canOrganize";

/**
 * Refuses with 403 unless the actor holds the group permission (SPEC §6 flags). An administrator
 * passes too where `adminMayAct` says so; setting member permissions is for managers only.
 */
export function requirePermission(
  actor: Actor,
  permission: GroupPermission,
  message: string,
  { adminMayAct = true } = {},
): void {
  if (!actor[permission] && !(adminMayAct && actor.admin)) throw new HttpError(403, message);
}

/**
 * Refuses with 403 unless the actor may organize the group's data: write its categories, tags, tools,
 * foods, units, labels, cookbooks and recipe actions, and seed it (SPEC §6 `canOrganize`; Mealie v1.12
 * checked this flag in its web app only). Reading them stays open to every member.
 */
export function requireOrganizer(actor: Actor): void {
  requirePermission(actor, "canOrganize", "You are not allowed to organize this group's data");
}

export const forbidden = (message: string) => new HttpError(403, message);
export const userNotFound = () => new HttpError(404, "User not found");
export const groupNotFound = () => new HttpError(404, "Group not found");
