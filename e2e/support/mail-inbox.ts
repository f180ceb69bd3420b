import { startSmtpInbox } from "../../packages/server/src/test-support/smtp-inbox";
import { smtpPort } from "../ports";

/** A real SMTP server on the port the e2e Larder server sends to, for specs that read mail. */
export function openMailInbox() {
  return startSmtpInbox(smtpPort);
}
