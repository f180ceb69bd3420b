import type { Actor } from "../auth/actor.js";
import { HttpError } from "../http/errors.js";
import type { TextKey } from "../i18n/server-texts.js";

export type GroupPermission = "canInvite" | "canManage" | "canOrganize";

/**
 * Refuses with 403 unless the actor holds the group permission (SPEC §6 flags). An administrator
 * passes too where `adminMayAct` says so; setting member permissions is for managers only.
 */
export function requirePermission(
  actor: Actor,
  permission: GroupPermission,
  message: TextKey,
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
  requirePermission(actor, "canOrganize", "errors.permissions.organizeGroupData");
}

export const forbidden = (message: TextKey) => new HttpError(403, message);
export const userNotFound = () => new HttpError(404, "errors.users.userNotFound");
export const groupNotFound = () => new HttpError(404, "errors.users.groupNotFound");
