import { PRODUCT_NAME } from "@larder/shared";
import { type Translate, translatorFor } from "../i18n/server-texts.js";
import type { OutgoingMail } from "./mailer.js";

type Values = Record<string, string | number>;

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
function render(to: string, content: MailContent, t: Translate, values: Values): OutgoingMail {
  const greeting = t("mail.greeting");
  const footer = t("mail.footer", values);
  const button = content.button;
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:20px;color:#E58325">${escapeHtml(PRODUCT_NAME)}</h1>
<p>${escapeHtml(greeting)}</p>
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
    greeting,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(button ? [`${button.label}: ${button.url}`, ""] : []),
    footer,
  ].join("\n");
  return { to, subject: content.subject, html, text };
}

export interface MailContext {
  /** The language of the mail: a locale, a language tag or an Accept-Language header. */
  locale: string;
  baseUrl: string;
}

export function passwordResetMail(to: string, link: string, hours: number, context: MailContext): OutgoingMail {
  const t = translatorFor(context.locale);
  const values = { product: PRODUCT_NAME, baseUrl: context.baseUrl };
  return render(
    to,
    {
      subject: t("mail.passwordReset.subject", values),
      paragraphs: [
        t("mail.passwordReset.intro", values),
        // A plural key: the count picks the form of "hours" in the mail's language.
        t("mail.passwordReset.expiry", { ...values, count: hours }),
        t("mail.passwordReset.ignore", values),
      ],
      button: { label: t("mail.passwordReset.button", values), url: link },
    },
    t,
    values,
  );
}

export function invitationMail(
  to: string,
  link: string,
  invitation: { group: string; inviter: string },
  context: MailContext,
): OutgoingMail {
  const t = translatorFor(context.locale);
  const values = { product: PRODUCT_NAME, baseUrl: context.baseUrl, ...invitation };
  return render(
    to,
    {
      subject: t("mail.invitation.subject", values),
      paragraphs: [t("mail.invitation.intro", values)],
      button: { label: t("mail.invitation.button", values), url: link },
    },
    t,
    values,
  );
}

export function testMail(to: string, context: MailContext): OutgoingMail {
  const t = translatorFor(context.locale);
  const values = { product: PRODUCT_NAME, baseUrl: context.baseUrl };
  return render(to, { subject: t("mail.test.subject", values), paragraphs: [t("mail.test.body", values)] }, t, values);
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
