import { PRODUCT_NAME } from "@larder/shared";
import { FALLBACK_MAIL_LOCALE, MAIL_MESSAGES, type MailMessages } from "./mail-messages.js";
import type { OutgoingMail } from "./mailer.js";

type Values = Record<string, string | number>;

function fill(template: string, values: Values): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );
}

interface MailContent {
  subject: string;
  paragraphs: string[];
  button?: { label: string; url: string };
}

/** One layout for every mail: a greeting, paragraphs, an optional button (with its link also in clear). */
function render(to: string, content: MailContent, messages: MailMessages, values: Values): OutgoingMail {
  const footer = fill(messages.footer, values);
  const button = content.button;
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:20px;color:#E58325">${escapeHtml(PRODUCT_NAME)}</h1>
<p>${escapeHtml(messages.greeting)}</p>
${content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
${
  button
    ? `<p style="margin:32px 0"><a href="${escapeHtml(button.url)}" style="background:#E58325;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none">${escapeHtml(button.label)}</a></p>
<p style="font-size:12px;color:#666;word-break:break-all">${escapeHtml(button.url)}</p>`
    : ""
}
<p style="font-size:12px;color:#999;margin-top:32px">${escapeHtml(footer)}</p>
</div></body></html>`;
  const text = [
    messages.greeting,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(button ? [`${button.label}: ${button.url}`, ""] : []),
    footer,
  ].join("\n");
  return { to, subject: content.subject, html, text };
}

function messagesFor(locale: string): MailMessages {
  return MAIL_MESSAGES[locale] ?? (MAIL_MESSAGES[FALLBACK_MAIL_LOCALE] as MailMessages);
}

export interface MailContext {
  locale: string;
  baseUrl: string;
}

export function passwordResetMail(to: string, link: string, hours: number, context: MailContext): OutgoingMail {
  const messages = messagesFor(context.locale);
  const values = { product: PRODUCT_NAME, baseUrl: context.baseUrl, hours };
  const { passwordReset } = messages;
  return render(
    to,
    {
      subject: fill(passwordReset.subject, values),
      paragraphs: [
        fill(passwordReset.intro, values),
        fill(passwordReset.expiry, values),
        fill(passwordReset.ignore, values),
      ],
      button: { label: fill(passwordReset.button, values), url: link },
    },
    messages,
    values,
  );
}

export function invitationMail(
  to: string,
  link: string,
  invitation: { group: string; inviter: string },
  context: MailContext,
): OutgoingMail {
  const messages = messagesFor(context.locale);
  const values = { product: PRODUCT_NAME, baseUrl: context.baseUrl, ...invitation };
  return render(
    to,
    {
      subject: fill(messages.invitation.subject, values),
      paragraphs: [fill(messages.invitation.intro, values)],
      button: { label: fill(messages.invitation.button, values), url: link },
    },
    messages,
    values,
  );
}

export function testMail(to: string, context: MailContext): OutgoingMail {
  const messages = messagesFor(context.locale);
  const values = { product: PRODUCT_NAME, baseUrl: context.baseUrl };
  return render(
    to,
    { subject: fill(messages.test.subject, values), paragraphs: [fill(messages.test.body, values)] },
    messages,
    values,
  );
}

/**
 * A notifier's mail (`mailto://`): the caller's already translated title and body, in the same
 * frame as the other mails but without greeting or footer, since it is not addressed to an account.
 */
export function notificationMail(to: string, title: string, body: string): OutgoingMail {
  const paragraphs = body.split(/\r?\n\s*\r?\n/).filter((paragraph) => paragraph.trim() !== "");
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:20px;color:#E58325">${escapeHtml(title || PRODUCT_NAME)}</h1>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, "<br>")}</p>`).join("\n")}
</div></body></html>`;
  return { to, subject: title || PRODUCT_NAME, html, text: body };
}
