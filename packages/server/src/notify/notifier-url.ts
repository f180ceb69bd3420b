import type { TranslationValues } from "@larder/shared";
import { english, type Text, type TextKey } from "../i18n/server-texts.js";

/**
 * Apprise-style notifier URLs (`discord://id/token`, `json://host/path?+Header=v` ...): the subset
 * Larder sends itself, parsed into what a send needs, and shown masked. Messages never repeat the
 * URL, which holds secrets.
 */

export const SUPPORTED_NOTIFIER_SCHEMES = [
  "json",
  "jsons",
  "form",
  "forms",
  "xml",
  "xmls",
  "ntfy",
  "ntfys",
  "gotify",
  "gotifys",
  "discord",
  "slack",
  "tgram",
  "pover",
  "mailto",
  "mailtos",
  "apprise",
  "apprises",
] as const;

export type NotifierScheme = (typeof SUPPORTED_NOTIFIER_SCHEMES)[number];

/**
 * A notifier URL Larder cannot send to: `text` says why, to be shown to the user in their
 * language; the message is its English, for logs.
 */
export class NotifierUrlError extends Error {
  constructor(readonly text: Text) {
    super(english(text));
  }
}

const MAX_URL_LENGTH = 4096;

const SYNTAX: Record<NotifierScheme, string> = {
  json: "json://[user:password@]host[:port][/path][?+Header=value&-param=value&:key=value]",
  jsons: "jsons://[user:password@]host[:port][/path]",
  form: "form://[user:password@]host[:port][/path][?+Header=value&-param=value&:key=value]",
  forms: "forms://[user:password@]host[:port][/path]",
  xml: "xml://[user:password@]host[:port][/path][?+Header=value&-param=value&:key=value]",
  xmls: "xmls://[user:password@]host[:port][/path]",
  ntfy: "ntfy://topic or ntfy://[user:password@ or token@]host[:port]/topic[/topic2][?priority=high&tags=a,b]",
  ntfys: "ntfys://topic or ntfys://[user:password@ or token@]host[:port]/topic[/topic2]",
  gotify: "gotify://host[:port][/path]/token[?priority=high]",
  gotifys: "gotifys://host[:port][/path]/token[?priority=high]",
  discord: "discord://[botname@]webhook_id/webhook_token",
  slack: "slack://[botname@]TokenA/TokenB/TokenC[/#channel]",
  tgram: "tgram://bot_token/chat_id[/chat_id2]",
  pover: "pover://user_key@app_token[/device][?priority=high]",
  mailto: "mailto://user@example.com or mailto://host?to=a@example.com,b@example.com",
  mailtos: "mailtos://user@example.com or mailtos://host?to=a@example.com",
  apprise: "apprise://[user:password@]host[:port][/path]/key[?tags=a,b] or apprise://host[/path]?urls=...",
  apprises: "apprises://[user:password@]host[:port][/path]/key[?tags=a,b]",
};

function unsupportedScheme(): NotifierUrlError {
  const schemes = SUPPORTED_NOTIFIER_SCHEMES.map((scheme) => `${scheme}://`).join(", ");
  return new NotifierUrlError({ key: "errors.notifiers.url.unsupportedScheme", values: { schemes } });
}

export interface BasicAuth {
  user: string;
  password: string;
}

/** An http(s) server named by the URL: `https://host:port`, without a trailing slash. */
type Origin = string;

/** How the `:key` parameters of json://, form:// and xml:// change Apprise's standard fields. */
export interface PayloadEdits {
  /** Standard fields left out (`?:version`). */
  removed: string[];
  /** Standard fields under another name (`?:message=body`), standard name to new name. */
  renamed: Record<string, string>;
  /** Fields added after the standard ones (`?:sound=oceanwave`), in URL order. */
  added: [string, string][];
}

export type NtfyAuth = { basic: BasicAuth } | { token: string } | null;

export type NotifierTarget =
  | {
      kind: "custom";
      format: "json" | "form" | "xml";
      /** Where to send, `-param`s as the query string. */
      url: string;
      method: "POST" | "PUT" | "PATCH";
      auth: BasicAuth | null;
      /** `+Header=value` parameters. */
      headers: Record<string, string>;
      payload: PayloadEdits;
    }
  | {
      kind: "ntfy";
      /** null: the public ntfy.sh server (or its stand-in). */
      origin: Origin | null;
      topics: string[];
      auth: NtfyAuth;
      /** 1 (min) to 5 (max); null leaves the server's default. */
      priority: number | null;
      tags: string[];
    }
  | { kind: "gotify"; origin: Origin; path: string; token: string; priority: number }
  | { kind: "discord"; webhookId: string; webhookToken: string; botname: string | null }
  | { kind: "slack"; tokens: [string, string, string]; channel: string | null; botname: string | null }
  | { kind: "telegram"; botToken: string; chatIds: string[] }
  | {
      kind: "pushover";
      userKey: string;
      appToken: string;
      devices: string[];
      /** -2 (lowest) to 2 (emergency). */
      priority: number;
      sound: string | null;
      /** Emergency messages repeat every `retry` seconds until acknowledged or `expire` passes. */
      retry: number;
      expire: number;
    }
  | { kind: "mail"; recipients: string[] }
  | {
      kind: "apprise";
      /** The Apprise API's notify address: `.../notify/{key}`, or `.../notify/` with `urls`. */
      url: string;
      auth: BasicAuth | null;
      headers: Record<string, string>;
      urls: string | null;
      tags: string | null;
    };

/** The pieces of `scheme://[userinfo@]authority[/path][?query]`, percent-decoded where they are values. */
interface RawUrl {
  scheme: NotifierScheme;
  user: string | null;
  password: string | null;
  /** Host and port as written (a Telegram bot token here holds a colon). */
  authority: string;
  segments: string[];
  /** The path as written, "" when there is none. */
  path: string;
  query: [string, string][];
}

/** Whether `text` holds an ASCII control character (a header or URL must not). */
function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function isSupported(scheme: string): scheme is NotifierScheme {
  return (SUPPORTED_NOTIFIER_SCHEMES as readonly string[]).includes(scheme);
}

function decode(text: string, scheme: NotifierScheme): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw malformed(scheme, "brokenEscape");
  }
}

type UrlErrorName<K> = K extends `errors.notifiers.url.${infer Name}` ? Name : never;
/** Why a URL of a known scheme cannot be used: a text of `errors.notifiers.url`. */
type Why = Exclude<UrlErrorName<TextKey>, "unsupportedScheme" | "malformed">;

function malformed(scheme: NotifierScheme, why: Why, values?: TranslationValues): NotifierUrlError {
  return new NotifierUrlError({
    key: "errors.notifiers.url.malformed",
    values: { scheme, syntax: SYNTAX[scheme] },
    texts: { why: { key: `errors.notifiers.url.${why}`, values } },
  });
}

/**
 * Splits a notifier URL without a WHATWG parser: Apprise URLs put tokens with colons where a port
 * would be, and `#` starts a Slack channel rather than a fragment. `+` stays a plus, as in Apprise.
 */
function splitUrl(input: string): RawUrl {
  const text = input.trim();
  const match = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/(.*)$/s.exec(text);
  const scheme = match?.[1]?.toLowerCase() ?? "";
  if (!match || !isSupported(scheme)) throw unsupportedScheme();
  if (text.length > MAX_URL_LENGTH) throw malformed(scheme, "tooLong", { count: MAX_URL_LENGTH });
  if (/\s/.test(text) || hasControlCharacters(text)) throw malformed(scheme, "spacesOrControls");
  const rest = match[2] ?? "";
  const questionMark = rest.indexOf("?");
  const beforeQuery = questionMark === -1 ? rest : rest.slice(0, questionMark);
  const queryText = questionMark === -1 ? "" : rest.slice(questionMark + 1);
  const slash = beforeQuery.indexOf("/");
  const authorityWithUser = slash === -1 ? beforeQuery : beforeQuery.slice(0, slash);
  const path = slash === -1 ? "" : beforeQuery.slice(slash);
  const at = authorityWithUser.lastIndexOf("@");
  const userinfo = at === -1 ? null : authorityWithUser.slice(0, at);
  const authority = at === -1 ? authorityWithUser : authorityWithUser.slice(at + 1);
  let user: string | null = null;
  let password: string | null = null;
  if (userinfo !== null) {
    const colon = userinfo.indexOf(":");
    user = decode(colon === -1 ? userinfo : userinfo.slice(0, colon), scheme);
    password = colon === -1 ? null : decode(userinfo.slice(colon + 1), scheme);
  }
  const segments = path
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => decode(segment, scheme));
  const query: [string, string][] = queryText
    .split("&")
    .filter((pair) => pair !== "")
    .map((pair) => {
      const equals = pair.indexOf("=");
      const key = equals === -1 ? pair : pair.slice(0, equals);
      const value = equals === -1 ? "" : pair.slice(equals + 1);
      return [decode(key, scheme), decode(value, scheme)];
    });
  return { scheme, user, password, authority: decode(authority, scheme), segments, path, query };
}

const HOST_NAME =
  /^(?=.{1,253}$)[A-Za-z0-9_](?:[A-Za-z0-9_-]*[A-Za-z0-9_])?(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]*[A-Za-z0-9_])?)*\.?$/;

/** The `http(s)://host[:port]` the authority names; the `s` of a scheme (jsons://) chooses https. */
function originOf(raw: RawUrl, secure: boolean): Origin {
  const bracketed = /^\[([0-9A-Fa-f:.]+)\](?::(\d*))?$/.exec(raw.authority);
  const plain = /^([^:[\]]*)(?::(\d*))?$/.exec(raw.authority);
  const host = bracketed ? `[${bracketed[1]}]` : plain?.[1];
  const port = (bracketed ?? plain)?.[2];
  if (!host) throw malformed(raw.scheme, "hostMissing");
  if (!bracketed && !HOST_NAME.test(host)) throw malformed(raw.scheme, "hostInvalid");
  if (port !== undefined) {
    const number = Number(port);
    if (!/^\d{1,5}$/.test(port) || number < 1 || number > 65535) throw malformed(raw.scheme, "portInvalid");
  }
  return `${secure ? "https" : "http"}://${host.toLowerCase()}${port ? `:${Number(port)}` : ""}`;
}

function basicAuth(raw: RawUrl): BasicAuth | null {
  return raw.user === null ? null : { user: raw.user, password: raw.password ?? "" };
}

function param(raw: RawUrl, ...names: string[]): string | null {
  const found = raw.query.find(([key]) => names.includes(key.toLowerCase()));
  return found ? found[1] : null;
}

function list(value: string | null): string[] {
  return (value ?? "").split(/[\s,]+/).filter((item) => item !== "");
}

/** `+Header=value` parameters; header names must be tokens and values printable. */
function headersOf(raw: RawUrl): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [key, value] of raw.query) {
    if (!key.startsWith("+")) continue;
    const name = key.slice(1);
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) throw malformed(raw.scheme, "headerNameInvalid", { name });
    if (hasControlCharacters(value)) throw malformed(raw.scheme, "headerValueInvalid", { name });
    headers[name] = value;
  }
  return headers;
}

const STANDARD_FIELDS = {
  json: ["version", "title", "message", "type"],
  form: ["version", "title", "message", "type"],
  xml: ["Version", "Subject", "MessageType", "Message"],
} as const;

/** An XML element name from a `:key` of an xml:// URL: only the characters Apprise keeps. */
function elementName(raw: RawUrl, text: string): string {
  const name = text.replace(/[^A-Za-z0-9_-]/g, "");
  if (!/^[A-Za-z_]/.test(name)) throw malformed(raw.scheme, "keyFieldName");
  return name;
}

function customTarget(raw: RawUrl, format: "json" | "form" | "xml"): NotifierTarget {
  const origin = originOf(raw, raw.scheme.endsWith("s"));
  const upstream = new URLSearchParams();
  const payload: PayloadEdits = { removed: [], renamed: {}, added: [] };
  const standard: readonly string[] = STANDARD_FIELDS[format];
  for (const [key, value] of raw.query) {
    if (key.startsWith("-") && key.length > 1) upstream.append(key.slice(1), value);
    if (!key.startsWith(":") || key.length === 1) continue;
    const name = format === "xml" ? elementName(raw, key.slice(1)) : key.slice(1);
    if (standard.includes(name)) {
      if (value === "") payload.removed.push(name);
      else payload.renamed[name] = format === "xml" ? elementName(raw, value) : value;
    } else {
      payload.added.push([name, value]);
    }
  }
  const method = (param(raw, "method") ?? "post").toUpperCase();
  if (method !== "POST" && method !== "PUT" && method !== "PATCH") {
    throw malformed(raw.scheme, "methodInvalid");
  }
  const query = upstream.toString();
  return {
    kind: "custom",
    format,
    url: `${origin}${raw.path || "/"}${query ? `?${query}` : ""}`,
    method,
    auth: basicAuth(raw),
    headers: headersOf(raw),
    payload,
  };
}

const NTFY_PRIORITIES: Record<string, number> = { min: 1, low: 2, default: 3, normal: 3, high: 4, max: 5, urgent: 5 };
const NTFY_TOPIC = /^[-_A-Za-z0-9]{1,64}$/;

function ntfyTarget(raw: RawUrl): NotifierTarget {
  const cloud = raw.segments.length === 0;
  const topics = cloud ? [raw.authority] : raw.segments;
  if (cloud && /[:[\]]/.test(raw.authority)) throw malformed(raw.scheme, "topicMissing");
  for (const topic of topics) {
    if (!NTFY_TOPIC.test(topic)) throw malformed(raw.scheme, "topicInvalid");
  }
  const explicitToken = param(raw, "token");
  const tokenMode = param(raw, "auth")?.toLowerCase() === "token";
  let auth: NtfyAuth = null;
  if (explicitToken) auth = { token: explicitToken };
  else if (raw.user !== null && raw.password === null && (tokenMode || raw.user.startsWith("tk_"))) {
    auth = { token: raw.user };
  } else if (raw.user !== null) auth = { basic: { user: raw.user, password: raw.password ?? "" } };
  const priorityText = param(raw, "priority")?.toLowerCase() ?? null;
  let priority: number | null = null;
  if (priorityText) {
    priority = /^[1-5]$/.test(priorityText) ? Number(priorityText) : (NTFY_PRIORITIES[priorityText] ?? null);
    if (priority === null) throw malformed(raw.scheme, "ntfyPriority");
  }
  return {
    kind: "ntfy",
    origin: cloud ? null : originOf(raw, raw.scheme === "ntfys"),
    topics,
    auth,
    priority,
    tags: list(param(raw, "xtags", "tags")),
  };
}

const GOTIFY_PRIORITIES: Record<string, number> = { low: 1, moderate: 3, normal: 5, high: 8, emergency: 10 };

function gotifyTarget(raw: RawUrl): NotifierTarget {
  const origin = originOf(raw, raw.scheme === "gotifys");
  const token = raw.segments.at(-1);
  if (!token) throw malformed(raw.scheme, "appTokenMissing");
  if (!/^[A-Za-z0-9._-]+$/.test(token)) throw malformed(raw.scheme, "appTokenInvalid");
  const priorityText = param(raw, "priority")?.toLowerCase() ?? "normal";
  const priority = /^\d{1,2}$/.test(priorityText) ? Number(priorityText) : GOTIFY_PRIORITIES[priorityText];
  if (priority === undefined || priority > 10) {
    throw malformed(raw.scheme, "gotifyPriority");
  }
  const prefix = raw.segments.slice(0, -1).map(encodeURIComponent).join("/");
  return { kind: "gotify", origin, path: prefix ? `/${prefix}` : "", token, priority };
}

function discordTarget(raw: RawUrl): NotifierTarget {
  const [webhookToken, ...extra] = raw.segments;
  if (!/^\d+$/.test(raw.authority)) throw malformed(raw.scheme, "webhookIdNotNumber");
  if (!webhookToken || extra.length > 0 || !/^[A-Za-z0-9_-]+$/.test(webhookToken)) {
    throw malformed(raw.scheme, "webhookTokenMissing");
  }
  return { kind: "discord", webhookId: raw.authority, webhookToken, botname: raw.user || null };
}

function slackTarget(raw: RawUrl): NotifierTarget {
  const [tokenB, tokenC, channel, ...extra] = raw.segments;
  const token = /^[A-Za-z0-9]+$/;
  if (!token.test(raw.authority) || !tokenB || !tokenC || !token.test(tokenB) || !token.test(tokenC)) {
    throw malformed(raw.scheme, "slackTokens");
  }
  if (extra.length > 0) throw malformed(raw.scheme, "oneChannel");
  if (channel !== undefined && !/^[#@]?[A-Za-z0-9._-]+$/.test(channel)) {
    throw malformed(raw.scheme, "channelInvalid");
  }
  return {
    kind: "slack",
    tokens: [raw.authority, tokenB, tokenC],
    channel:
      channel === undefined ? null : channel.startsWith("#") || channel.startsWith("@") ? channel : `#${channel}`,
    botname: raw.user || null,
  };
}

function telegramTarget(raw: RawUrl): NotifierTarget {
  const botToken = raw.authority.replace(/^bot/i, "");
  if (raw.user !== null || !/^\d+:[A-Za-z0-9_-]+$/.test(botToken)) {
    throw malformed(raw.scheme, "botToken");
  }
  if (raw.segments.length === 0) throw malformed(raw.scheme, "chatIdMissing");
  for (const chatId of raw.segments) {
    if (!/^-?\d+$/.test(chatId) && !/^@[A-Za-z0-9_]{4,}$/.test(chatId)) {
      throw malformed(raw.scheme, "chatIdInvalid");
    }
  }
  return { kind: "telegram", botToken, chatIds: raw.segments };
}

const PUSHOVER_PRIORITIES: Record<string, number> = { lowest: -2, low: -1, normal: 0, high: 1, emergency: 2 };

function boundedInteger(raw: RawUrl, name: string, fallback: number, min: number, max: number): number {
  const text = param(raw, name);
  if (text === null) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) throw malformed(raw.scheme, "numberRange", { name, min, max });
  return value;
}

function pushoverTarget(raw: RawUrl): NotifierTarget {
  const key = /^[A-Za-z0-9]+$/;
  if (!raw.user || !key.test(raw.user) || !key.test(raw.authority)) {
    throw malformed(raw.scheme, "pushoverKeys");
  }
  for (const device of raw.segments) {
    if (!/^[A-Za-z0-9_-]{1,25}$/.test(device)) throw malformed(raw.scheme, "deviceInvalid");
  }
  const priorityText = param(raw, "priority")?.toLowerCase() ?? "normal";
  const priority = /^-?[0-2]$/.test(priorityText) ? Number(priorityText) : PUSHOVER_PRIORITIES[priorityText];
  if (priority === undefined) throw malformed(raw.scheme, "pushoverPriority");
  return {
    kind: "pushover",
    userKey: raw.user,
    appToken: raw.authority,
    devices: raw.segments,
    priority,
    sound: param(raw, "sound"),
    retry: boundedInteger(raw, "retry", 900, 30, 10800),
    expire: boundedInteger(raw, "expire", 3600, 30, 10800),
  };
}

const EMAIL =
  /^[^\s@<>(),;:"[\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/**
 * Mail goes through Larder's own SMTP server, so the URL only names recipients: `?to=`, then any
 * address in the path, else the URL's own `user@host`. An Apprise account password is ignored.
 */
function mailTarget(raw: RawUrl): NotifierTarget {
  const host = raw.authority.replace(/:\d+$/, "");
  const recipients = [...list(param(raw, "to")), ...raw.segments.filter((segment) => segment.includes("@"))];
  if (recipients.length === 0 && raw.user) recipients.push(`${raw.user}@${host}`);
  if (recipients.length === 0) throw malformed(raw.scheme, "noRecipient");
  for (const recipient of recipients) {
    if (!EMAIL.test(recipient)) throw malformed(raw.scheme, "recipientInvalid");
  }
  return { kind: "mail", recipients: [...new Set(recipients)] };
}

function appriseTarget(raw: RawUrl): NotifierTarget {
  const origin = originOf(raw, raw.scheme === "apprises");
  const urls = param(raw, "urls");
  const segments = raw.segments.map(encodeURIComponent);
  let url: string;
  if (urls) {
    url = `${origin}/${[...segments, "notify"].join("/")}/`;
  } else {
    const key = raw.segments.at(-1);
    if (!key) throw malformed(raw.scheme, "appriseKeyMissing");
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(key)) throw malformed(raw.scheme, "appriseKeyInvalid");
    url = `${origin}/${[...segments.slice(0, -1), "notify", key].join("/")}`;
  }
  return {
    kind: "apprise",
    url,
    auth: basicAuth(raw),
    headers: headersOf(raw),
    urls,
    tags: param(raw, "tags", "tag"),
  };
}

/** What a notifier URL asks for; throws NotifierUrlError (shown to the user as it is) otherwise. */
export function parseNotifierUrl(url: string): NotifierTarget {
  const raw = splitUrl(url);
  switch (raw.scheme) {
    case "json":
    case "jsons":
      return customTarget(raw, "json");
    case "form":
    case "forms":
      return customTarget(raw, "form");
    case "xml":
    case "xmls":
      return customTarget(raw, "xml");
    case "ntfy":
    case "ntfys":
      return ntfyTarget(raw);
    case "gotify":
    case "gotifys":
      return gotifyTarget(raw);
    case "discord":
      return discordTarget(raw);
    case "slack":
      return slackTarget(raw);
    case "tgram":
      return telegramTarget(raw);
    case "pover":
      return pushoverTarget(raw);
    case "mailto":
    case "mailtos":
      return mailTarget(raw);
    case "apprise":
    case "apprises":
      return appriseTarget(raw);
  }
}

const HIDDEN = "****";

/** The first characters of an identifier that is not itself the secret, so people can tell theirs apart. */
function glimpse(text: string): string {
  return text.length > 6 ? `${text.slice(0, 4)}…` : HIDDEN;
}

/** Path segments that look like keys or tokens (long, or letters mixed with digits). */
function looksSecret(segment: string): boolean {
  return segment.length >= 16 || (segment.length >= 8 && /\d/.test(segment) && /[A-Za-z]/.test(segment));
}

const SECRET_NAME = /pass|pwd|token|secret|key|auth|sig|cred|session|cookie/i;

function maskedQuery(raw: RawUrl, secretParams: string[]): string {
  const pairs = raw.query.map(([key, value]) => {
    const hidden =
      key.startsWith("+") ||
      key.startsWith("-") ||
      secretParams.includes(key.toLowerCase()) ||
      (SECRET_NAME.test(key) && value !== "");
    const shown = hidden ? HIDDEN : encodeURIComponent(value);
    const name = `${key.slice(0, 1)}${encodeURIComponent(key.slice(1))}`;
    return value === "" && !hidden ? name : `${name}=${shown}`;
  });
  return pairs.length > 0 ? `?${pairs.join("&")}` : "";
}

function maskedUserinfo(raw: RawUrl, hideUser = false): string {
  if (raw.user === null) return "";
  const user = hideUser ? HIDDEN : encodeURIComponent(raw.user);
  return raw.password === null ? `${user}@` : `${user}:${HIDDEN}@`;
}

function maskedPath(segments: string[]): string {
  return segments.map((segment) => `/${looksSecret(segment) ? HIDDEN : encodeURIComponent(segment)}`).join("");
}

/**
 * The URL with its secrets (passwords, tokens, keys, webhook tokens, user keys, hard-to-guess
 * topics and path segments, header and pass-through values) replaced by `****`, scheme and host
 * left readable: for showing a saved notifier and for logs. A URL that does not parse shows its
 * scheme only.
 */
export function maskNotifierUrl(url: string): string {
  let raw: RawUrl;
  try {
    raw = splitUrl(url);
    parseNotifierUrl(url);
  } catch {
    const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//.exec(url.trim())?.[1]?.toLowerCase();
    return scheme && scheme.length <= 16 ? `${scheme}://${HIDDEN}` : HIDDEN;
  }
  const scheme = `${raw.scheme}://`;
  const authority = raw.authority;
  switch (raw.scheme) {
    case "json":
    case "jsons":
    case "form":
    case "forms":
    case "xml":
    case "xmls":
      return `${scheme}${maskedUserinfo(raw)}${authority}${maskedPath(raw.segments)}${maskedQuery(raw, [])}`;
    case "ntfy":
    case "ntfys": {
      const tokenUser = raw.user !== null && raw.password === null && raw.user.startsWith("tk_");
      const topics = (topicList: string[]) => topicList.map((topic) => glimpse(topic)).join("/");
      const location = raw.segments.length === 0 ? topics([authority]) : `${authority}/${topics(raw.segments)}`;
      return `${scheme}${maskedUserinfo(raw, tokenUser)}${location}${maskedQuery(raw, ["token"])}`;
    }
    case "gotify":
    case "gotifys":
      return `${scheme}${authority}${raw.segments
        .slice(0, -1)
        .map((segment) => `/${encodeURIComponent(segment)}`)
        .join("")}/${HIDDEN}${maskedQuery(raw, [])}`;
    case "discord":
      return `${scheme}${maskedUserinfo(raw)}${glimpse(authority)}/${HIDDEN}${maskedQuery(raw, [])}`;
    case "slack": {
      const [tokenB = "", , channel] = raw.segments;
      return `${scheme}${maskedUserinfo(raw)}${glimpse(authority)}/${glimpse(tokenB)}/${HIDDEN}${channel ? `/${channel}` : ""}${maskedQuery(raw, [])}`;
    }
    case "tgram":
      return `${scheme}${HIDDEN}/${raw.segments.join("/")}${maskedQuery(raw, [])}`;
    case "pover":
      return `${scheme}${HIDDEN}@${HIDDEN}${raw.segments.map((device) => `/${device}`).join("")}${maskedQuery(raw, [])}`;
    case "mailto":
    case "mailtos":
      return `${scheme}${maskedUserinfo(raw)}${authority}${raw.segments
        .map((segment) => `/${segment.includes("@") ? segment : HIDDEN}`)
        .join("")}${maskedQuery(raw, [])}`;
    case "apprise":
    case "apprises": {
      const keyed = param(raw, "urls") === null;
      const kept = keyed ? raw.segments.slice(0, -1) : raw.segments;
      return `${scheme}${maskedUserinfo(raw)}${authority}${kept.map((segment) => `/${encodeURIComponent(segment)}`).join("")}${keyed ? `/${HIDDEN}` : ""}${maskedQuery(raw, ["urls"])}`;
    }
  }
}
