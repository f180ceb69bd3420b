import type { EmailSendResult } from "@larder/shared";
import type { Logger } from "pino";
import type { Mailer, OutgoingMail } from "./mailer.js";

export const EMAIL_NOT_CONFIGURED = "E-mail is not configured on this server";

/** Sends mail and reports the outcome as the API does, logging failures for the administrator. */
export class MailSender {
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly mailer: Mailer,
    private readonly log: Logger,
  ) {}

  get ready(): boolean {
    return this.mailer.ready;
  }

  async trySend(mail: OutgoingMail): Promise<EmailSendResult> {
    if (!this.mailer.ready) return { success: false, error: EMAIL_NOT_CONFIGURED };
    try {
      await this.mailer.send(mail);
      return { success: true, error: null };
    } catch (error) {
      this.log.error({ err: error, subject: mail.subject }, "sending e-mail failed");
      return { success: false, error: "Error Sending Email" };
    }
  }

  /** Sends without waiting, so the caller's answer (and its timing) does not depend on the mail. */
  sendInBackground(mail: OutgoingMail): void {
    const sending = this.trySend(mail).finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
  }

  /** Waits for background sends, then closes the SMTP connection (at shutdown). */
  async close(): Promise<void> {
    await Promise.allSettled(this.inFlight);
    this.mailer.close();
  }
}
