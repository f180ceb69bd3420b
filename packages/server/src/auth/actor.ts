import type { UserWithGroup } from "../users/users.repository.js";

/**
 * Who calls a service: the signed-in user as `requireUser` found them, with their group and
 * permission flags. Services check permissions on it; one that needs more of the account (a
 * password) reads the user's row by `id`, or, to show the caller their own account, takes the row
 * the actor was made from (`accountOf`).
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
  /**
   * The language for what is written to the caller later (notifications): the one the request asked
   * for (its Accept-Language, the web app's interface language), else the one kept with the account.
   */
  readonly locale?: string | null;
}

/**
 * The row each actor was made from: signing in reads it for every request, and `GET /users/self`
 * (which every client asks for on every page) would otherwise read it a second time.
 */
const accounts = new WeakMap<Actor, UserWithGroup>();

/** The account row `actor` was made from, as it was read when the request was signed in. */
export function accountOf(actor: Actor): UserWithGroup | undefined {
  return accounts.get(actor);
}

/** The actor a user's row (with its group) describes, speaking through session `sessionId` if any. */
export function actorFromUser(
  user: UserWithGroup,
  sessionId: string | null = null,
  locale: string | null = null,
): Actor {
  const actor: Actor = {
    id: user.id,
    groupId: user.group_id,
    groupSlug: user.group_slug,
    admin: user.admin,
    canManage: user.can_manage,
    canInvite: user.can_invite,
    canOrganize: user.can_organize,
    advanced: user.advanced,
    sessionId,
    locale: locale ?? user.locale ?? null,
  };
  accounts.set(actor, user);
  return actor;
}
