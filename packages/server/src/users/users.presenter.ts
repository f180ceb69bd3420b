import type { AdminUserOut, ApiTokenOut, UserOut } from "@larder/shared";
import type { ApiTokenRow } from "./api-tokens.repository.js";
import type { UserWithGroup } from "./users.repository.js";

/** The API token as listed: the secret itself is only ever returned by its creation. */
export function presentApiToken(row: ApiTokenRow, token = ""): ApiTokenOut {
  return { id: row.id, name: row.name, token, createdAt: row.created_at.toISOString() };
}

export function presentUser(user: UserWithGroup, tokens: ApiTokenRow[] | null): UserOut {
  return {
    id: user.id,
    username: user.username,
    fullName: user.full_name,
    email: user.email,
    authMethod: user.auth_method,
    admin: user.admin,
    group: user.group_name,
    advanced: user.advanced,
    canInvite: user.can_invite,
    canManage: user.can_manage,
    canOrganize: user.can_organize,
    groupId: user.group_id,
    groupSlug: user.group_slug,
    householdId: user.group_id,
    tokens: tokens?.map((token) => presentApiToken(token)) ?? null,
    cacheKey: user.cache_key,
    locale: user.locale,
  };
}

export function presentAdminUser(user: UserWithGroup): AdminUserOut {
  return {
    ...presentUser(user, null),
    lockedAt: user.locked_at?.toISOString() ?? null,
    loginAttempts: user.login_attempts,
  };
}
