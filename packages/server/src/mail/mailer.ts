import type { Transporter } from "nodemailer";
import type { SmtpSettings } from "../config/config.js";

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Sends mail through the configured SMTP server; `ready` says whether one is configured at all. */
export class Mailer {
  private transport: Transporter | undefined;

  constructor(private readonly settings: SmtpSettings) {}

  get ready(): boolean {
    return this.settings.host !== null && this.settings.fromEmail !== null;
  }

  async send(mail: OutgoingMail): Promise<void> {
    const { settings } = this;
    if (!this.ready) throw new Error("E-mail is not configured (SMTP_HOST and SMTP_FROM_EMAIL)");
    if (!this.transport) {
      // Loaded on the first mail, not at start-up.
      const { default: nodemailer } = await import("nodemailer");
      this.transport = nodemailer.createTransport(transportOptions(settings));
    }
    await this.transport.sendMail({
      from: { name: settings.fromName, address: settings.fromEmail ?? "" },
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
    });
  }

  close(): void {
    this.transport?.close();
  }
}

/** Maps SMTP_AUTH_STRATEGY onto the transport: STARTTLS required (TLS), TLS from the start (SSL), or plain. */
export function transportOptions(settings: SmtpSettings) {
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
  return {
    host: settings.host ?? undefined,
    port: settings.port,
    secure: settings.authStrategy === "SSL",
    requireTLS: settings.authStrategy === "TLS",
    ignoreTLS: settings.authStrategy === "NONE",
    auth: settings.user ? { user: settings.user, pass: settings.password ?? "" } : undefined,
    ...timeouts,
  };
}
