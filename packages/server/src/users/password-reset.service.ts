import { hashPassword } from "../auth/passwords.js";
import type { Config } from "../config/config.js";
import { HttpError } from "../http/errors.js";
import type { MailSender } from "../mail/mail-sender.js";
import { passwordResetMail } from "../mail/mail-templates.js";
import type { Repositories } from "../repositories.js";
import { userNotFound } from "./permissions.js";
import { assertLocalPassword } from "./users.service.js";

/** How long a password reset link stays usable. */
export const PASSWORD_RESET_HOURS = 24;

const invalidLink = () => new HttpError(400, "errors.users.passwordResetLinkInvalid");

function validSince(now = new Date()): Date {
  return new Date(now.getTime() - PASSWORD_RESET_HOURS * 60 * 60 * 1000);
}

/** Forgotten passwords: single-use, expiring reset links, mailed to the user or handed out by an admin. */
export class PasswordResetService {
  constructor(
    private readonly config: Config,
    private readonly repositories: Repositories,
    private readonly mail: MailSender,
  ) {}

  /**
   * Mails a reset link when an account with a password of its own uses the address. The answer is
   * the same, and as fast, whether or not it does, so that it tells nobody which addresses exist.
   */
  async forgot(email: string, locale: string): Promise<void> {
    if (!this.mail.ready) throw new HttpError(503, "errors.users.passwordResetNeedsEmail");
    const user = await this.repositories.users.findByEmail(email);
    if (user?.auth_method !== "Mealie") return;
    await this.repositories.passwordResetTokens.purge(validSince());
    const link = this.linkFor(await this.repositories.passwordResetTokens.create(user.id));
    this.mail.sendInBackground(
      passwordResetMail(user.email, link, PASSWORD_RESET_HOURS, { locale, baseUrl: this.config.baseUrl }),
    );
  }

  /** A reset token for any account, for an administrator to pass on. */
  async tokenFor(email: string): Promise<{ token: string }> {
    const user = await this.repositories.users.findByEmail(email);
    if (!user) throw userNotFound();
    assertLocalPassword(user.auth_method);
    return { token: await this.repositories.passwordResetTokens.create(user.id) };
  }

  /**
   * Sets the new password, spends the token (and the user's others), lifts any sign-in lock and
   * ends every session of the user: whoever made the reset signs in with the new password.
   */
  async reset(token: string, email: string, password: string): Promise<void> {
    const userId = await this.repositories.passwordResetTokens.userOf(token, validSince());
    const user = userId ? await this.repositories.users.findById(userId) : undefined;
    if (!user || user.email !== email) throw invalidLink();
    assertLocalPassword(user.auth_method);
    const hash = await hashPassword(password);
    await this.repositories.inTransaction(async ({ users, passwordResetTokens, sessions }) => {
      if (!(await passwordResetTokens.consume(token, validSince()))) throw invalidLink();
      await users.update(user.id, { password: hash, uses_default_password: false, locked_at: null, login_attempts: 0 });
      await passwordResetTokens.deleteForUser(user.id);
      await sessions.deleteForUser(user.id);
    });
  }

  /** The daily purge: removes reset links older than PASSWORD_RESET_HOURS, which no longer work. */
  async purgeExpired(now: Date): Promise<void> {
    await this.repositories.passwordResetTokens.purge(validSince(now));
  }

  private linkFor(token: string): string {
    return `${this.config.baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
  }
}
