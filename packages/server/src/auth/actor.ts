import type { ActorRow } from "../users/users.repository.js";

/**
 * Who calls a service: the signed-in user as `requireUser` found them, with their group and
 * permission flags. Services check permissions on it; one that needs more of the account (a
 * password, their profile) reads the user's row by `id`.
 */
export interface Actor {
  readonly id: string;
  readonly groupId: string;
  /** The group's slug, for the web app's page hints. */
  readonly groupSlug: string;
  readonly admin: boolean;
  readonly canManage: boolean;
  readonly canInvite: boolean;
  readonly canOrganize: boolean;
  readonly advanced: boolean;
  /** The session the request came with; null for an API token, or a caller made outside a request. */
  readonly sessionId: string | null;
  /** The language the request asked for (its Accept-Language), for what is written to the caller later: notifications. */
  readonly locale?: string | null;
}

/** The actor a user's row (with its group) describes, speaking through session `sessionId` if any. */
export function actorFromUser(user: ActorRow, sessionId: string | null = null, locale: string | null = null): Actor {
  return {
    id: user.id,
    groupId: user.group_id,
    groupSlug: user.group_slug,
    admin: user.admin,
    canManage: user.can_manage,
    canInvite: user.can_invite,
    canOrganize: user.can_organize,
    advanced: user.advanced,
    sessionId,
    locale,
  };
}
