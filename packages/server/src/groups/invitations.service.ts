import type { EmailSendResult, ReadInviteToken } from "@larder/shared";
import type { Config } from "../config/config.js";
import { HttpError } from "../http/errors.js";
import type { MailSender } from "../mail/mail-sender.js";
import { invitationMail } from "../mail/mail-templates.js";
import { requirePermission } from "../users/permissions.js";
import type { UserWithGroup } from "../users/users.repository.js";
import type { InvitationsRepository, InviteTokenRow } from "./invitations.repository.js";

/** How long an invitation link stays usable. */
export const INVITATION_DAYS = 7;

const cannotInvite = "You are not allowed to invite people to this group";

export function invitationsValidSince(): Date {
  return new Date(Date.now() - INVITATION_DAYS * 24 * 60 * 60 * 1000);
}

function present(row: InviteTokenRow): ReadInviteToken {
  return { token: row.token, usesLeft: row.uses_left, groupId: row.group_id };
}

/** Invitation links into the inviter's group, and sending them by e-mail. */
export class InvitationsService {
  constructor(
    private readonly config: Config,
    private readonly invitations: InvitationsRepository,
    private readonly mail: MailSender,
  ) {}

  async list(actor: UserWithGroup): Promise<ReadInviteToken[]> {
    requirePermission(actor, "can_invite", cannotInvite);
    return (await this.invitations.listForGroup(actor.group_id, invitationsValidSince())).map(present);
  }

  async create(actor: UserWithGroup, uses: number): Promise<ReadInviteToken> {
    requirePermission(actor, "can_invite", cannotInvite);
    await this.invitations.purge(invitationsValidSince());
    return present(await this.invitations.create(actor.group_id, uses));
  }

  async email(actor: UserWithGroup, to: string, token: string, locale: string): Promise<EmailSendResult> {
    requirePermission(actor, "can_invite", cannotInvite);
    const invitation = await this.invitations.findUsable(token, invitationsValidSince());
    if (invitation?.group_id !== actor.group_id) throw new HttpError(404, "Invitation not found");
    const link = `${this.config.baseUrl}/register?token=${encodeURIComponent(token)}`;
    const inviter = actor.full_name ?? actor.username;
    return this.mail.trySend(
      invitationMail(to, link, { group: actor.group_name, inviter }, { locale, baseUrl: this.config.baseUrl }),
    );
  }
}
