import { randomUUID } from "node:crypto";
import type { AdminUserOut, Paginated, PaginationQuery, SessionsEnded, UserIn, UserPatch } from "@larder/shared";
import { LOCKOUT_HOURS } from "@larder/shared";
import type { z } from "zod";
import type { Actor } from "../auth/actor.js";
import { hashPassword } from "../auth/passwords.js";
import type { Config } from "../config/config.js";
import { HttpError } from "../http/errors.js";
import type { AvatarStore } from "../media/avatar-store.js";
import type { Repositories } from "../repositories.js";
import { groupNotFound } from "../users/permissions.js";
import { presentAdminUser } from "../users/users.presenter.js";
import type { ParsedUserUpdate, UsersService } from "../users/users.service.js";

/** The administrator's management of every account on the server. */
export class AdminUsersService {
  constructor(
    private readonly config: Config,
    private readonly repositories: Repositories,
    private readonly accounts: UsersService,
    private readonly avatars: AvatarStore,
  ) {}

  async list(query: PaginationQuery): Promise<Paginated<AdminUserOut>> {
    const page = await this.repositories.users.list(query);
    return { ...page, items: page.items.map(presentAdminUser) };
  }

  async get(userId: string): Promise<AdminUserOut> {
    return presentAdminUser(await this.accounts.get(userId));
  }

  async create(body: z.output<typeof UserIn>): Promise<AdminUserOut> {
    if (body.authMethod && body.authMethod !== "Mealie") {
      throw new HttpError(400, "errors.admin.authMethodAtCreation");
    }
    const group = await this.repositories.groups.findByNameIgnoringCase(body.group ?? this.config.defaultGroup);
    if (!group) throw groupNotFound();
    await this.accounts.assertUnique(body.username, body.email);
    const now = new Date();
    const id = randomUUID();
    await this.repositories.users.create({
      id,
      group_id: group.id,
      username: body.username,
      full_name: body.fullName,
      email: body.email,
      password: await hashPassword(body.password),
      admin: body.admin,
      advanced: body.advanced,
      can_invite: body.canInvite,
      can_manage: body.canManage,
      can_organize: body.canOrganize,
      cache_key: randomUUID().slice(0, 8),
      created_at: now,
      update_at: now,
    });
    return this.get(id);
  }

  async update(actor: Actor, userId: string, changes: ParsedUserUpdate): Promise<AdminUserOut> {
    return presentAdminUser(await this.accounts.update(actor, userId, changes));
  }

  /** A partial update: the fields given replace the account's, the rest stay. */
  async patch(actor: Actor, userId: string, patch: UserPatch): Promise<AdminUserOut> {
    const current = await this.accounts.get(userId);
    return this.update(actor, userId, {
      username: patch.username ?? current.username,
      fullName: patch.fullName ?? current.full_name ?? current.username,
      email: patch.email ?? current.email,
      group: patch.group ?? current.group_name,
      authMethod: patch.authMethod,
      admin: patch.admin ?? current.admin,
      advanced: patch.advanced ?? current.advanced,
      canInvite: patch.canInvite ?? current.can_invite,
      canManage: patch.canManage ?? current.can_manage,
      canOrganize: patch.canOrganize ?? current.can_organize,
    });
  }

  /** Deletes an account; the last administrator (the super user) and one's own account are kept. */
  async delete(actor: Actor, userId: string): Promise<AdminUserOut> {
    const target = await this.accounts.get(userId);
    if (target.admin && (await this.repositories.users.countAdmins()) <= 1) {
      throw new HttpError(400, "errors.admin.cannotDeleteSuperUser");
    }
    if (target.id === actor.id) throw new HttpError(400, "errors.admin.cannotDeleteOwnAccount");
    await this.repositories.users.delete(userId);
    await this.avatars.remove(userId);
    return presentAdminUser(target);
  }

  /** Signs the user out everywhere: every session ends; API tokens stay until deleted. */
  async endSessions(userId: string): Promise<SessionsEnded> {
    await this.accounts.get(userId);
    return { ended: await this.repositories.sessions.deleteForUser(userId) };
  }

  /** Lifts sign-in locks: with `force` all of them, otherwise those whose lockout has already run out. */
  async unlock(force: boolean): Promise<{ unlocked: number }> {
    const lockoutStart = new Date(Date.now() - LOCKOUT_HOURS * 60 * 60 * 1000);
    return { unlocked: await this.repositories.users.unlock(force ? null : lockoutStart) };
  }
}
