import type { EmailSendResult, ReadInviteToken } from "@larder/shared";
import type { Actor } from "../auth/actor.js";
import type { Config } from "../config/config.js";
import { HttpError } from "../http/errors.js";
import type { MailSender } from "../mail/mail-sender.js";
import { invitationMail } from "../mail/mail-templates.js";
import { requirePermission, userNotFound } from "../users/permissions.js";
import type { UsersRepository } from "../users/users.repository.js";
import type { InvitationsRepository, InviteTokenRow } from "./invitations.repository.js";

/** How long an invitation link stays usable. */
export const INVITATION_DAYS = 7;

const cannotInvite = "errors.permissions.inviteToGroup";

export function invitationsValidSince(now = new Date()): Date {
  return new Date(now.getTime() - INVITATION_DAYS * 24 * 60 * 60 * 1000);
}

function present(row: InviteTokenRow): ReadInviteToken {
  return { token: row.token, usesLeft: row.uses_left, groupId: row.group_id };
}

/** Invitation links into the inviter's group, and sending them by e-mail. */
export class InvitationsService {
  constructor(
    private readonly config: Config,
    private readonly invitations: InvitationsRepository,
    private readonly users: UsersRepository,
    private readonly mail: MailSender,
  ) {}

  async list(actor: Actor): Promise<ReadInviteToken[]> {
    requirePermission(actor, "canInvite", cannotInvite);
    return (await this.invitations.listForGroup(actor.groupId, invitationsValidSince())).map(present);
  }

  async create(actor: Actor, uses: number): Promise<ReadInviteToken> {
    requirePermission(actor, "canInvite", cannotInvite);
    await this.invitations.purge(invitationsValidSince());
    return present(await this.invitations.create(actor.groupId, uses));
  }

  /**
   * The daily purge: removes the invitations that can no longer be used, spent or older than
   * INVITATION_DAYS. Larder keeps its own lifetime (Mealie purges at 4 days but honours links for
   * longer), so that no link stops working before the week its mail promises.
   */
  async purgeExpired(now: Date): Promise<void> {
    await this.invitations.purge(invitationsValidSince(now));
  }

  async email(actor: Actor, to: string, token: string, locale: string): Promise<EmailSendResult> {
    requirePermission(actor, "canInvite", cannotInvite);
    const invitation = await this.invitations.findUsable(token, invitationsValidSince());
    if (invitation?.group_id !== actor.groupId) throw new HttpError(404, "errors.users.invitationNotFound");
    // The actor carries no names: the mail takes the inviter's and the group's from the account.
    const account = await this.users.findById(actor.id);
    if (!account) throw userNotFound();
    const link = `${this.config.baseUrl}/register?token=${encodeURIComponent(token)}`;
    const inviter = account.full_name ?? account.username;
    return this.mail.trySend(
      invitationMail(to, link, { group: account.group_name, inviter }, { locale, baseUrl: this.config.baseUrl }),
    );
  }
}
