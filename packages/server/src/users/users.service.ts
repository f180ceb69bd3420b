import { randomUUID } from "node:crypto";
import type { ApiTokenOut, ChangePassword, UserOut, UserUpdate } from "@larder/shared";
import type { z } from "zod";
import { type AccessTokens, hashApiToken } from "../auth/access-tokens.js";
import { type Actor, accountOf } from "../auth/actor.js";
import { hashPassword, verifyPassword } from "../auth/passwords.js";
import { HttpError, notFound } from "../http/errors.js";
import type { AvatarStore } from "../media/avatar-store.js";
import type { Repositories } from "../repositories.js";
import { forbidden, groupNotFound, userNotFound } from "./permissions.js";
import { presentApiToken, presentUser } from "./users.presenter.js";
import type { UserChanges, UserWithGroup } from "./users.repository.js";

export type ParsedUserUpdate = z.output<typeof UserUpdate>;

/** Accounts: the signed-in user's own profile, password, avatar and API tokens, and updates by administrators. */
export class UsersService {
  constructor(
    private readonly repositories: Repositories,
    private readonly tokens: AccessTokens,
    private readonly avatars: AvatarStore,
  ) {}

  /** The caller's own account as signing the request in read it, with their API tokens. */
  async self(actor: Actor): Promise<UserOut> {
    const [user, tokens] = await Promise.all([
      accountOf(actor) ?? this.get(actor.id),
      this.repositories.apiTokens.listForUser(actor.id),
    ]);
    return presentUser(user, tokens);
  }

  async get(userId: string): Promise<UserWithGroup> {
    const user = await this.repositories.users.findById(userId);
    if (!user) throw userNotFound();
    return user;
  }

  /**
   * Updates an account. People update themselves; administrators update anyone. Nobody changes
   * their own permission flags or group except an administrator, and no administrator removes
   * their own administrator rights.
   */
  async update(actor: Actor, userId: string, changes: ParsedUserUpdate): Promise<UserWithGroup> {
    if (actor.id !== userId && !actor.admin) throw forbidden("errors.permissions.updateOtherUser");
    const target = await this.get(userId);

    if (!actor.admin) {
      const permissionChanged =
        changes.admin !== target.admin ||
        changes.canInvite !== target.can_invite ||
        changes.canManage !== target.can_manage ||
        changes.canOrganize !== target.can_organize;
      if (permissionChanged) throw forbidden("errors.permissions.changeOwnPermissions");
      if (changes.authMethod && changes.authMethod !== target.auth_method) {
        throw forbidden("errors.permissions.changeOwnSignInMethod");
      }
    }
    if (actor.id === userId && actor.admin && !changes.admin) {
      throw forbidden("errors.permissions.removeOwnAdministratorRights");
    }

    let groupId = target.group_id;
    if (changes.group && changes.group !== target.group_name) {
      if (!actor.admin) throw forbidden("errors.permissions.changeOwnGroup");
      const group = await this.repositories.groups.findByNameIgnoringCase(changes.group);
      if (!group) throw groupNotFound();
      groupId = group.id;
    }
    await this.assertUnique(changes.username, changes.email, userId);

    const row: UserChanges = {
      username: changes.username,
      full_name: changes.fullName,
      email: changes.email,
      group_id: groupId,
      admin: changes.admin,
      advanced: changes.advanced,
      can_invite: changes.canInvite,
      can_manage: changes.canManage,
      can_organize: changes.canOrganize,
      ...(changes.authMethod ? { auth_method: changes.authMethod } : {}),
    };
    await this.repositories.users.update(userId, row);
    return this.get(userId);
  }

  /** Keeps the caller's interface language with their account. */
  async setLocale(actor: Actor, locale: string): Promise<UserOut> {
    await this.repositories.users.update(actor.id, { locale });
    return presentUser(await this.get(actor.id), null);
  }

  async assertUnique(username: string, email: string, exceptUserId?: string): Promise<void> {
    if (await this.repositories.users.usernameTaken(username, exceptUserId))
      throw new HttpError(409, "errors.users.usernameTaken");
    if (await this.repositories.users.emailTaken(email, exceptUserId))
      throw new HttpError(409, "errors.users.emailTaken");
  }

  /**
   * Changes the caller's password and ends their other sessions, which may be someone else's who
   * knew the old one; the session the change came with goes on.
   */
  async changePassword(actor: Actor, { currentPassword = "", newPassword }: ChangePassword): Promise<void> {
    const user = await this.get(actor.id);
    assertLocalPassword(user.auth_method);
    if (!(await verifyPassword(currentPassword, user.password))) {
      throw new HttpError(400, "errors.users.currentPasswordWrong");
    }
    const hash = await hashPassword(newPassword);
    await this.repositories.inTransaction(async ({ users, sessions }) => {
      await users.update(user.id, { password: hash, uses_default_password: false });
      await sessions.deleteForUser(user.id, actor.sessionId);
    });
  }

  /** Replaces the user's avatar; a new cache key makes clients fetch it again. */
  async updateAvatar(actor: Actor, userId: string, image: Buffer): Promise<UserWithGroup> {
    if (actor.id !== userId && !actor.admin) throw forbidden("errors.permissions.updateOtherUser");
    await this.get(userId);
    await this.avatars.save(userId, image);
    await this.repositories.users.update(userId, { cache_key: randomUUID().slice(0, 8) });
    return this.get(userId);
  }

  async createApiToken(actor: Actor, name: string, integrationId: string): Promise<ApiTokenOut> {
    const { row, token } = await this.repositories.apiTokens.create(actor.id, name, integrationId, async (tokenId) => {
      const signed = await this.tokens.issueApiToken(actor.id, tokenId);
      return { token: signed, hash: hashApiToken(signed) };
    });
    return presentApiToken(row, token);
  }

  async deleteApiToken(actor: Actor, tokenId: number): Promise<{ tokenDelete: string }> {
    const deleted = await this.repositories.apiTokens.deleteForUser(actor.id, tokenId);
    if (!deleted) throw notFound("errors.users.tokenNotFound");
    return { tokenDelete: deleted.name };
  }
}

/** An account that signs in through LDAP or an OpenID provider has no password of Larder's to set. */
export function assertLocalPassword(authMethod: "Mealie" | "LDAP" | "OIDC"): void {
  if (authMethod !== "Mealie") {
    throw new HttpError(400, "errors.users.passwordChangedElsewhere", { authMethod });
  }
}
