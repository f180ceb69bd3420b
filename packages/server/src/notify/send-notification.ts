import { type EmailSendResult, PRODUCT_NAME, type TranslationValues } from "@larder/shared";
import { english, type Text, type TextKey } from "../i18n/server-texts.js";
import { EMAIL_NOT_CONFIGURED } from "../mail/mail-sender.js";
import { notificationMail } from "../mail/mail-templates.js";
import type { OutgoingMail } from "../mail/mailer.js";
import type { NetworkReach } from "../outbound/address-policy.js";
import { OutboundError, type SafeFetcher, type SafeFetchMethod } from "../outbound/safe-fetch.js";
import { type NotifierTarget, NotifierUrlError, type PayloadEdits, parseNotifierUrl } from "./notifier-url.js";

/** One event told to one notifier; title and body come translated from the caller. */
export interface NotificationMessage {
  title: string;
  body: string;
  /** Mealie's event type name, e.g. "recipe_created". */
  eventType: string;
  eventId: string;
  timestamp: Date;
  /** What the event is about (Mealie's `document_data`), sent as JSON text to json/form/xml URLs. */
  documentData?: unknown;
  /** Who caused the event (Mealie's `integration_id`, "generic" unless an API client named itself). */
  integrationId: string;
}

/** Where the hosted services live; tests point them at receivers on loopback. */
export interface ServiceBases {
  discord: string;
  slack: string;
  telegram: string;
  pushover: string;
  /** The ntfy server of `ntfy://topic` URLs (those naming no server). */
  ntfy: string;
}

export const DEFAULT_SERVICE_BASES: ServiceBases = {
  discord: "https://discord.com",
  slack: "https://hooks.slack.com",
  telegram: "https://api.telegram.org",
  pushover: "https://api.pushover.net",
  ntfy: "https://ntfy.sh",
};

/** The part of the mail sender a notifier uses (MailSender fits). */
export interface NotificationMailer {
  trySend(mail: OutgoingMail): Promise<EmailSendResult>;
}

export interface NotificationDeps {
  /** The one outbound client. */
  outbound: Pick<SafeFetcher, "fetch">;
  mail: NotificationMailer;
}

export interface SendNotificationOptions {
  /** How far requests may reach (see `notifierReach`); "public" when left out. */
  reach?: NetworkReach;
  serviceBases?: Partial<ServiceBases>;
  /** Time allowed for each request, redirects included; 15 s when left out (Mealie's limit). */
  timeoutMs?: number;
}

export type DeliveryFailure =
  | "invalid-url"
  | "http-status"
  | "timeout"
  | "refused-address"
  | "unresolvable"
  | "network"
  | "too-many-redirects"
  | "too-large"
  | "mail-not-configured"
  | "mail-failed";

/**
 * A notification that was not delivered. Its text is short, safe to store and show (it names a
 * host, never the URL with its secrets), said in its reader's language; the message is its
 * English. `retryable` says whether trying again later may help.
 */
export class NotificationDeliveryError extends Error {
  constructor(
    readonly reason: DeliveryFailure,
    readonly text: Text,
    readonly retryable: boolean,
    /** The receiver's HTTP status for "http-status". */
    readonly status: number | null = null,
  ) {
    super(english(text));
  }
}

/** A failure's text: a key of `errors.notifiers.delivery` and its values. */
const deliveryText = (key: TextKey, values?: TranslationValues): Text => ({ key, values });

const DEFAULT_TIMEOUT_MS = 15_000;
/** Receivers' answers are not used: a small cap is enough. */
const MAX_ANSWER_BYTES = 1024 * 1024;

/**
 * How far a group's notifiers may reach: the group's own setting opens its LAN (never the server
 * itself, link-local or metadata addresses); SCRAPER_ALLOW_PRIVATE_NETWORK, the administrator's
 * setting for the whole server, opens loopback and link-local too (tests, single-machine set-ups).
 */
export function notifierReach(groupAllowsPrivateNetwork: boolean, serverAllowsPrivateNetwork: boolean): NetworkReach {
  if (serverAllowsPrivateNetwork) return "local";
  return groupAllowsPrivateNetwork ? "lan" : "public";
}

interface HttpDelivery {
  kind: "http";
  url: string;
  method: SafeFetchMethod;
  headers: Record<string, string>;
  body: string;
  /** Headers holding secrets besides Authorization, dropped if a redirect leaves the origin. */
  credentialHeaders?: string[];
}

interface MailDelivery {
  kind: "mail";
  mail: OutgoingMail;
}

type Delivery = HttpDelivery | MailDelivery;

/**
 * Sends one notification to one notifier URL, through the outbound client (or the mail sender
 * for mailto://). Resolves once every request the URL implies (one per ntfy topic or Telegram
 * chat) has a 2xx answer; throws NotificationDeliveryError otherwise.
 */
export async function sendNotification(
  url: string,
  message: NotificationMessage,
  deps: NotificationDeps,
  options: SendNotificationOptions = {},
): Promise<{ httpStatus: number | null }> {
  let target: NotifierTarget;
  try {
    target = parseNotifierUrl(url);
  } catch (error) {
    if (error instanceof NotifierUrlError) throw new NotificationDeliveryError("invalid-url", error.text, false);
    throw error;
  }
  const bases = { ...DEFAULT_SERVICE_BASES, ...options.serviceBases };
  const deliveries = deliveriesFor(target, message, bases);
  const failures: NotificationDeliveryError[] = [];
  // What the receiver answered (the last one, when a URL names several): shown with the delivery.
  let httpStatus: number | null = null;
  for (const delivery of deliveries) {
    try {
      if (delivery.kind === "mail") await sendMail(delivery, deps.mail);
      else httpStatus = await sendHttp(delivery, deps.outbound, options);
    } catch (error) {
      if (!(error instanceof NotificationDeliveryError)) throw error;
      failures.push(error);
    }
  }
  const [first] = failures;
  if (!first) return { httpStatus };
  if (deliveries.length === 1) throw first;
  throw new NotificationDeliveryError(
    first.reason,
    {
      key: "errors.notifiers.delivery.someFailed",
      // A plural key counted by the deliveries, the noun after that number.
      values: { failed: failures.length, count: deliveries.length },
      texts: { reason: first.text },
    },
    failures.some((failure) => failure.retryable),
    first.status,
  );
}

async function sendHttp(
  delivery: HttpDelivery,
  outbound: Pick<SafeFetcher, "fetch">,
  options: SendNotificationOptions,
): Promise<number> {
  const host = new URL(delivery.url).host;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let status: number;
  try {
    const response = await outbound.fetch(delivery.url, {
      method: delivery.method,
      body: delivery.body,
      headers: { "user-agent": PRODUCT_NAME, accept: "*/*", ...delivery.headers },
      credentialHeaders: delivery.credentialHeaders,
      reach: options.reach ?? "public",
      timeoutMs,
      maxBytes: MAX_ANSWER_BYTES,
    });
    status = response.status;
  } catch (error) {
    if (error instanceof OutboundError) throw outboundFailure(error, host, timeoutMs);
    throw error;
  }
  if (status >= 200 && status < 300) return status;
  // A server error, a timeout or rate limit may pass; another client error (a revoked token) will not.
  const retryable = status >= 500 || status === 408 || status === 429;
  throw new NotificationDeliveryError(
    "http-status",
    deliveryText("errors.notifiers.delivery.answeredHttp", { host, status }),
    retryable,
    status,
  );
}

/** The outbound client's failure in words that never repeat the URL (it may hold a token). */
function outboundFailure(error: OutboundError, requestHost: string, timeoutMs: number): NotificationDeliveryError {
  const host = error.details.host ?? requestHost;
  switch (error.reason) {
    case "timeout":
      return new NotificationDeliveryError(
        "timeout",
        deliveryText("errors.notifiers.delivery.noAnswerWithin", { host: requestHost, seconds: timeoutMs / 1000 }),
        true,
      );
    case "refused-address":
      return new NotificationDeliveryError(
        "refused-address",
        deliveryText("errors.notifiers.delivery.addressRefused", { host }),
        false,
      );
    case "unresolvable":
      return new NotificationDeliveryError(
        "unresolvable",
        deliveryText("errors.notifiers.delivery.hostNotFound", { host }),
        true,
      );
    case "network":
      return new NotificationDeliveryError(
        "network",
        error.details.code
          ? deliveryText("errors.notifiers.delivery.unreachableCode", { host, code: error.details.code })
          : deliveryText("errors.notifiers.delivery.unreachable", { host }),
        true,
      );
    case "too-many-redirects":
      return new NotificationDeliveryError(
        "too-many-redirects",
        deliveryText("errors.notifiers.delivery.tooManyRedirects", { host: requestHost }),
        false,
      );
    case "too-large":
      return new NotificationDeliveryError(
        "too-large",
        deliveryText("errors.notifiers.delivery.tooMuchData", { host: requestHost }),
        false,
      );
    case "invalid-url":
      return new NotificationDeliveryError(
        "invalid-url",
        deliveryText("errors.notifiers.delivery.redirectNotHttp", { host: requestHost }),
        false,
      );
  }
}

async function sendMail(delivery: MailDelivery, mail: NotificationMailer): Promise<void> {
  const result = await mail.trySend(delivery.mail);
  if (result.success) return;
  if (result.error === EMAIL_NOT_CONFIGURED) {
    throw new NotificationDeliveryError(
      "mail-not-configured",
      deliveryText("errors.notifiers.delivery.mailNotConfigured"),
      false,
    );
  }
  throw new NotificationDeliveryError("mail-failed", deliveryText("errors.notifiers.delivery.mailRefused"), true);
}

function basicAuthorization(auth: { user: string; password: string }): string {
  return `Basic ${Buffer.from(`${auth.user}:${auth.password}`).toString("base64")}`;
}

function authHeader(auth: { user: string; password: string } | null): Record<string, string> {
  return auth ? { authorization: basicAuthorization(auth) } : {};
}

function trimmed(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** The title in bold (in the service's own markup) above the body, or the body alone. */
function titled(message: NotificationMessage, bold: (title: string) => string): string {
  return message.title ? `${bold(message.title)}\n${message.body}` : message.body;
}

const json = (value: unknown) => JSON.stringify(value);
const JSON_HEADERS = { "content-type": "application/json" };

function deliveriesFor(target: NotifierTarget, message: NotificationMessage, bases: ServiceBases): Delivery[] {
  switch (target.kind) {
    case "custom":
      return [customDelivery(target, message)];
    case "ntfy": {
      const origin = target.origin ?? bases.ntfy.replace(/\/+$/, "");
      const auth = target.auth;
      const headers: Record<string, string> = { ...JSON_HEADERS };
      if (auth && "token" in auth) headers.authorization = `Bearer ${auth.token}`;
      if (auth && "basic" in auth) headers.authorization = basicAuthorization(auth.basic);
      // Published as JSON to the server's root, so titles need no header encoding.
      return target.topics.map((topic) => ({
        kind: "http",
        url: `${origin}/`,
        method: "POST",
        headers,
        body: json({
          topic,
          message: message.body,
          ...(message.title ? { title: message.title } : {}),
          ...(target.priority !== null ? { priority: target.priority } : {}),
          ...(target.tags.length > 0 ? { tags: target.tags } : {}),
        }),
      }));
    }
    case "gotify":
      return [
        {
          kind: "http",
          url: `${target.origin}${target.path}/message`,
          method: "POST",
          headers: { ...JSON_HEADERS, "x-gotify-key": target.token },
          credentialHeaders: ["x-gotify-key"],
          body: json({ title: message.title, message: message.body, priority: target.priority }),
        },
      ];
    case "discord":
      return [
        {
          kind: "http",
          url: `${base(bases.discord)}/api/webhooks/${target.webhookId}/${encodeURIComponent(target.webhookToken)}`,
          method: "POST",
          headers: JSON_HEADERS,
          body: json({
            ...(target.botname ? { username: target.botname } : {}),
            // Discord refuses content over 2000 characters.
            content: trimmed(
              titled(message, (title) => `**${title}**`),
              2000,
            ),
          }),
        },
      ];
    case "slack": {
      const slackText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
      return [
        {
          kind: "http",
          url: `${base(bases.slack)}/services/${target.tokens.join("/")}`,
          method: "POST",
          headers: JSON_HEADERS,
          body: json({
            text: message.title ? `*${slackText(message.title)}*\n${slackText(message.body)}` : slackText(message.body),
            ...(target.botname ? { username: target.botname } : {}),
            ...(target.channel ? { channel: target.channel } : {}),
          }),
        },
      ];
    }
    case "telegram":
      // Plain text (no parse_mode): titles and bodies need no escaping. Telegram takes 4096 characters.
      return target.chatIds.map((chatId) => ({
        kind: "http",
        url: `${base(bases.telegram)}/bot${target.botToken}/sendMessage`,
        method: "POST",
        headers: JSON_HEADERS,
        body: json({
          chat_id: chatId,
          text: trimmed(
            titled(message, (title) => title),
            4096,
          ),
        }),
      }));
    case "pushover": {
      const form = new URLSearchParams({
        token: target.appToken,
        user: target.userKey,
        message: trimmed(message.body || message.title, 1024),
      });
      if (message.title) form.set("title", trimmed(message.title, 250));
      form.set("priority", String(target.priority));
      if (target.priority === 2) {
        form.set("retry", String(target.retry));
        form.set("expire", String(target.expire));
      }
      if (target.devices.length > 0) form.set("device", target.devices.join(","));
      if (target.sound) form.set("sound", target.sound);
      return [
        {
          kind: "http",
          url: `${base(bases.pushover)}/1/messages.json`,
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: form.toString(),
        },
      ];
    }
    case "mail":
      return [{ kind: "mail", mail: notificationMail(target.recipients.join(", "), message.title, message.body) }];
    case "apprise":
      return [
        {
          kind: "http",
          url: target.url,
          method: "POST",
          headers: { ...JSON_HEADERS, ...authHeader(target.auth), ...target.headers },
          credentialHeaders: Object.keys(target.headers),
          body: json({
            ...(target.urls ? { urls: target.urls } : {}),
            title: message.title,
            body: message.body,
            type: "info",
            format: "text",
            ...(target.tags ? { tag: target.tags } : {}),
          }),
        },
      ];
  }
}

function base(url: string): string {
  return url.replace(/\/+$/, "");
}

/** The fields Mealie appends to json://, form:// and xml:// notifications, all as text. */
function eventFields(message: NotificationMessage): [string, string][] {
  return [
    ["event_type", message.eventType],
    ["integration_id", message.integrationId],
    ["document_data", JSON.stringify(message.documentData ?? null)],
    ["event_id", message.eventId],
    ["timestamp", message.timestamp.toISOString()],
  ];
}

/**
 * Apprise's standard fields (with the URL's removals and renames), then the URL's own fields, then
 * the event's; a later field of the same name replaces an earlier one in place.
 */
function payloadFields(standard: [string, string][], edits: PayloadEdits, message: NotificationMessage) {
  const fields = new Map<string, string>();
  for (const [name, value] of standard) {
    if (!edits.removed.includes(name)) fields.set(edits.renamed[name] ?? name, value);
  }
  for (const [name, value] of [...edits.added, ...eventFields(message)]) fields.set(name, value);
  return fields;
}

function customDelivery(target: NotifierTarget & { kind: "custom" }, message: NotificationMessage): HttpDelivery {
  const headers = { ...authHeader(target.auth), ...target.headers };
  const delivery = {
    kind: "http" as const,
    url: target.url,
    method: target.method,
    credentialHeaders: Object.keys(target.headers),
  };
  if (target.format === "xml") {
    const fields = payloadFields(
      [
        ["Version", "1.0"],
        ["Subject", message.title],
        ["MessageType", "info"],
        ["Message", message.body],
      ],
      target.payload,
      message,
    );
    return { ...delivery, headers: { "content-type": "application/xml", ...headers }, body: soapEnvelope(fields) };
  }
  const fields = payloadFields(
    [
      ["version", "1.0"],
      ["title", message.title],
      ["message", message.body],
      ["type", "info"],
    ],
    target.payload,
    message,
  );
  if (target.format === "form") {
    return {
      ...delivery,
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams([...fields]).toString(),
    };
  }
  return { ...delivery, headers: { ...JSON_HEADERS, ...headers }, body: json(Object.fromEntries(fields)) };
}

/** Whether XML 1.0 can carry the character (tab, newline and carriage return are the only controls). */
function isXmlCharacter(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  return code !== 0xfffe && code !== 0xffff;
}

function escapeXml(text: string): string {
  return [...text].filter(isXmlCharacter).join("").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Apprise's XML notification: a SOAP envelope around a Notification element, one child per field. */
function soapEnvelope(fields: Map<string, string>): string {
  const children = [...fields].map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`).join("");
  return (
    "<?xml version='1.0' encoding='utf-8'?>" +
    '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" ' +
    'xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    `<soapenv:Body><Notification>${children}</Notification></soapenv:Body></soapenv:Envelope>`
  );
}
