import { randomUUID } from "node:crypto";
import { type CreateUserRegistration, LOCALES, type UserOut } from "@larder/shared";
import type { z } from "zod";
import { hashPassword } from "../auth/passwords.js";
import type { Config } from "../config/config.js";
import { documentEvent } from "../events/domain-events.js";
import { uniqueGroupSlug } from "../groups/group-slugs.js";
import { invitationsValidSince } from "../groups/invitations.service.js";
import { HttpError } from "../http/errors.js";
import type { Repositories } from "../repositories.js";
import type { SeedersService } from "../seeders/seeders.service.js";
import { presentUser } from "./users.presenter.js";
import type { UsersService } from "./users.service.js";

const invalidInvitation = () => new HttpError(400, "errors.users.invitationInvalid");

/**
 * Sign-up: with an invitation the new user joins the inviting group; otherwise, when ALLOW_SIGNUP
 * is on, they found a new group and manage it, seeded with the common foods, units and shop labels
 * of their locale when they ask for it (`seedData`; an invitee's group is left as it is).
 */
export class RegistrationService {
  constructor(
    private readonly config: Config,
    private readonly repositories: Repositories,
    private readonly accounts: UsersService,
    private readonly seeders: SeedersService,
  ) {}

  async register(body: z.output<typeof CreateUserRegistration>): Promise<UserOut> {
    const token = body.groupToken || null;
    if (token) {
      if (!(await this.repositories.invitations.findUsable(token, invitationsValidSince()))) throw invalidInvitation();
    } else {
      if (!this.config.allowSignup) throw new HttpError(403, "errors.users.registrationDisabled");
      if (await this.repositories.groups.nameTaken(body.group ?? ""))
        throw new HttpError(409, "errors.users.groupNameTaken");
    }
    await this.accounts.assertUnique(body.username, body.email);
    const password = await hashPassword(body.password);
    const slug = token ? null : await uniqueGroupSlug(this.repositories.groups, body.group ?? "");
    const seeds = body.seedData && !token ? await this.seeders.forNewGroup(body.locale) : undefined;

    const userId = randomUUID();
    await this.repositories.inTransaction(async (repositories) => {
      const { invitations, groups, users } = repositories;
      let groupId: string;
      if (token) {
        const invitation = await invitations.findUsable(token, invitationsValidSince());
        if (!invitation || !(await invitations.spendUse(token))) throw invalidInvitation();
        groupId = invitation.group_id;
      } else {
        const group = await groups.create(body.group ?? "", slug ?? "");
        await groups.updatePreferences(group.id, { private_group: body.private, recipe_public: !body.private });
        groupId = group.id;
      }
      const founder = !token;
      const now = new Date();
      await users.create({
        id: userId,
        group_id: groupId,
        username: body.username,
        full_name: body.fullName,
        email: body.email,
        password,
        advanced: body.advanced,
        can_invite: founder,
        can_manage: founder,
        can_organize: founder,
        cache_key: randomUUID().slice(0, 8),
        // The language the sign-up page was in, as Mealie's web app sends it: the account starts in it.
        locale: LOCALES.some((locale) => locale.value === body.locale) ? body.locale : null,
        created_at: now,
        update_at: now,
      });
      if (seeds) await this.seeders.seedNewGroup(repositories.group(groupId), seeds);
      await repositories
        .group(groupId)
        .outbox.record(documentEvent("user_signup", "user", "create", { id: userId, name: body.fullName }));
    });
    return presentUser(await this.accounts.get(userId), null);
  }
}
