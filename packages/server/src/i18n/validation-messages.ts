import {
  EMAIL_MESSAGE,
  maxLengthMessage,
  minLengthMessage,
  NO_WHITESPACE_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  REQUIRED_MESSAGE,
  URL_MESSAGE,
} from "@larder/shared";
import { z } from "zod";
import { serverLocale, type TextKey, type Translate } from "./server-texts.js";

/** The shared validation messages (SPEC §5) the contracts' rules give, by their English text. */
const FIXED: ReadonlyMap<string, TextKey> = new Map([
  [REQUIRED_MESSAGE, "validation.required"],
  [EMAIL_MESSAGE, "validation.email"],
  [NO_WHITESPACE_MESSAGE, "validation.noWhitespace"],
  [URL_MESSAGE, "validation.url"],
  [PASSWORD_MISMATCH_MESSAGE, "validation.passwordsMustMatch"],
]);

// The length messages with their number, recognised by the shared functions' own wording.
const MIN_LENGTH = new RegExp(`^${escapeRegExp(minLengthMessage(0)).replace("0", "(\\d+)")}$`);
const MAX_LENGTH = new RegExp(`^${escapeRegExp(maxLengthMessage(0)).replace("0", "(\\d+)")}$`);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A 422 issue's message in the request's language when it is one of the shared validation
 * messages; any other (zod's own) is left as it is.
 */
export function validationMessage(message: string, translate: Translate): string {
  const key = FIXED.get(message);
  if (key) return translate(key);
  const min = MIN_LENGTH.exec(message);
  if (min) return translate("validation.minLength", { count: Number(min[1]) });
  const max = MAX_LENGTH.exec(message);
  if (max) return translate("validation.maxLength", { count: Number(max[1]) });
  return message;
}

type ZodLocale = () => { localeError: z.core.$ZodErrorMap };

/**
 * The zod locale (its own error messages, shipped with the library) of each server locale that
 * zod has one for; the others (af-ZA, gl-ES, lv-LV, sr-SP) keep zod's English.
 */
const ZOD_LOCALES: Readonly<Record<string, ZodLocale>> = {
  "ar-SA": z.locales.ar,
  "bg-BG": z.locales.bg,
  "ca-ES": z.locales.ca,
  "cs-CZ": z.locales.cs,
  "da-DK": z.locales.da,
  "de-DE": z.locales.de,
  "el-GR": z.locales.el,
  "es-ES": z.locales.es,
  "fi-FI": z.locales.fi,
  "fr-CA": z.locales.frCA,
  "fr-FR": z.locales.fr,
  "he-IL": z.locales.he,
  "hr-HR": z.locales.hr,
  "hu-HU": z.locales.hu,
  "is-IS": z.locales.is,
  "it-IT": z.locales.it,
  "ja-JP": z.locales.ja,
  "ko-KR": z.locales.ko,
  "lt-LT": z.locales.lt,
  "nl-NL": z.locales.nl,
  "no-NO": z.locales.no,
  "pl-PL": z.locales.pl,
  "pt-BR": z.locales.ptBR,
  "pt-PT": z.locales.pt,
  "ro-RO": z.locales.ro,
  "ru-RU": z.locales.ru,
  "sk-SK": z.locales.sk,
  "sl-SI": z.locales.sl,
  "sv-SE": z.locales.sv,
  "tr-TR": z.locales.tr,
  "uk-UA": z.locales.uk,
  "vi-VN": z.locales.vi,
  "zh-CN": z.locales.zhCN,
  "zh-TW": z.locales.zhTW,
};

const errorMaps = new Map<string, z.core.$ZodErrorMap>();
let englishMap: z.core.$ZodErrorMap | undefined;

/** A server locale's zod error map, made on first use and kept; undefined where zod has none. */
function errorMap(locale: string): z.core.$ZodErrorMap | undefined {
  let map = errorMaps.get(locale);
  if (!map) {
    const make = Object.hasOwn(ZOD_LOCALES, locale) ? ZOD_LOCALES[locale] : undefined;
    if (!make) return undefined;
    map = make().localeError;
    errorMaps.set(locale, map);
  }
  return map;
}

/** What an error map says of an issue; undefined if it says nothing, or fails on an issue it was not made for. */
function messageOf(map: z.core.$ZodErrorMap, issue: z.core.$ZodRawIssue): string | undefined {
  try {
    const said = map(issue);
    return typeof said === "string" ? said : (said?.message ?? undefined);
  } catch {
    return undefined;
  }
}

/** A 422 issue as fastify-type-provider-zod hands it on: zod's code, message and other fields. */
export interface ValidationIssue {
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/**
 * zod's own message of an issue in `language` (a server locale or Accept-Language), from the
 * locale zod ships for it; undefined when the message is not zod's own (a contract's message) or
 * zod has no locale for the language. `input` is the value the issue is about (zod's issues do
 * not keep it, and some messages name its type); a message is recognised as zod's own by zod's
 * English map giving the same text for the issue.
 */
export function zodMessage(
  issue: ValidationIssue,
  input: unknown,
  language: string | null | undefined,
): string | undefined {
  const localised = errorMap(serverLocale(language));
  if (!localised || !issue.message) return undefined;
  englishMap ??= z.locales.en().localeError;
  // A query parameter that z.coerce turned into a number was NaN by then, not the text it came as.
  const inputs = typeof input === "string" ? [input, Number(input)] : [input];
  for (const candidate of inputs) {
    const raw = { ...issue.params, code: issue.keyword, input: candidate } as unknown as z.core.$ZodRawIssue;
    if (messageOf(englishMap, raw) === issue.message) return messageOf(localised, raw);
  }
  return undefined;
}
