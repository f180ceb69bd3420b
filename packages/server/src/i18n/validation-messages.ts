import {
  atMostCharactersMessage,
  BACKUP_FILE_NAME_MESSAGE,
  BACKUP_NAME_DOT_MESSAGE,
  COOKBOOK_ID_MESSAGE,
  COOKBOOK_ID_OR_SLUG_MESSAGE,
  DATE_TIME_MESSAGE,
  EMAIL_MESSAGE,
  GROUP_ID_MESSAGE,
  grouped,
  HOUSEHOLD_SLUG_OR_ID_MESSAGE,
  HTTP_ADDRESS_MESSAGE,
  ID_MESSAGE,
  IMAGE_ADDRESS_MESSAGE,
  INTERFACE_LOCALE_MESSAGE,
  ingredientLineLengthMessage,
  MEAL_PLAN_ENTRY_ID_MESSAGE,
  MORE_THAN_ZERO_MESSAGE,
  maxLengthMessage,
  minLengthMessage,
  NO_ADDRESSES_MESSAGE,
  NO_ITEMS_MESSAGE,
  NO_RECIPES_MESSAGE,
  NO_WHITESPACE_MESSAGE,
  PAGE_CONTENT_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  PLAN_DATE_MESSAGE,
  pageRangeMessage,
  perPageRangeMessage,
  RATING_MESSAGE,
  RECIPE_ID_MESSAGE,
  RECIPE_PAGE_ADDRESS_MESSAGE,
  REQUIRED_MESSAGE,
  TIME_OF_DAY_MESSAGE,
  tooManyAddressesMessage,
  tooManyIngredientLinesMessage,
  tooManyRecipesMessage,
  URL_MESSAGE,
  USER_ID_MESSAGE,
} from "@larder/shared";
import { z } from "zod";
import { serverLocale, type TextKey, type Translate } from "./server-texts.js";
import * as larderZodLocales from "./zod-locales.js";

/** The shared validation messages (SPEC §5) and the contracts' own, by their English text. */
const FIXED: ReadonlyMap<string, TextKey> = new Map([
  [REQUIRED_MESSAGE, "validation.required"],
  [EMAIL_MESSAGE, "validation.email"],
  [NO_WHITESPACE_MESSAGE, "validation.noWhitespace"],
  [URL_MESSAGE, "validation.url"],
  [PASSWORD_MISMATCH_MESSAGE, "validation.passwordsMustMatch"],
  [ID_MESSAGE, "validation.id"],
  [RECIPE_ID_MESSAGE, "validation.recipeId"],
  [USER_ID_MESSAGE, "validation.userId"],
  [GROUP_ID_MESSAGE, "validation.groupId"],
  [COOKBOOK_ID_MESSAGE, "validation.cookbookId"],
  [COOKBOOK_ID_OR_SLUG_MESSAGE, "validation.cookbookIdOrSlug"],
  [HOUSEHOLD_SLUG_OR_ID_MESSAGE, "validation.householdSlugOrId"],
  [MEAL_PLAN_ENTRY_ID_MESSAGE, "validation.mealPlanEntryId"],
  [MORE_THAN_ZERO_MESSAGE, "validation.moreThanZero"],
  [PLAN_DATE_MESSAGE, "validation.planDate"],
  [DATE_TIME_MESSAGE, "validation.dateTime"],
  [TIME_OF_DAY_MESSAGE, "validation.timeOfDay"],
  [HTTP_ADDRESS_MESSAGE, "validation.httpAddress"],
  [INTERFACE_LOCALE_MESSAGE, "validation.interfaceLocale"],
  [RATING_MESSAGE, "validation.rating"],
  [BACKUP_FILE_NAME_MESSAGE, "validation.backupFileName"],
  [BACKUP_NAME_DOT_MESSAGE, "validation.backupNameDot"],
  [NO_ITEMS_MESSAGE, "validation.noItems"],
  [NO_RECIPES_MESSAGE, "validation.noRecipes"],
  [RECIPE_PAGE_ADDRESS_MESSAGE, "validation.recipePageAddress"],
  [NO_ADDRESSES_MESSAGE, "validation.noAddresses"],
  [PAGE_CONTENT_MESSAGE, "validation.pageContent"],
  [IMAGE_ADDRESS_MESSAGE, "validation.imageAddress"],
]);

/** A message with a number, recognised by its shared function's own wording, and its key. */
interface Numbered {
  pattern: RegExp;
  /** Whether the English text groups the number's digits ("10,000"); the other languages follow. */
  grouped: boolean;
  key: TextKey;
}

// A number no message is written with, to find where a function puts its number and how.
const SAMPLE = 1_234_567;

function numbered(message: (value: number) => string, key: TextKey): Numbered {
  const text = message(SAMPLE);
  const isGrouped = text.includes(grouped(SAMPLE));
  const sample = isGrouped ? grouped(SAMPLE) : String(SAMPLE);
  const number = isGrouped ? "(\\d{1,3}(?:,\\d{3})*)" : "(\\d+)";
  return { pattern: new RegExp(`^${escapeRegExp(text).replace(sample, number)}$`), grouped: isGrouped, key };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const NUMBERED: readonly Numbered[] = [
  numbered(minLengthMessage, "validation.minLength"),
  numbered(maxLengthMessage, "validation.maxLength"),
  numbered(atMostCharactersMessage, "validation.atMostCharacters"),
  numbered(pageRangeMessage, "validation.pageRange"),
  numbered(perPageRangeMessage, "validation.perPageRange"),
  numbered(tooManyRecipesMessage, "validation.tooManyRecipes"),
  numbered(tooManyAddressesMessage, "validation.tooManyAddresses"),
  numbered(ingredientLineLengthMessage, "validation.ingredientLineLength"),
  numbered(tooManyIngredientLinesMessage, "validation.tooManyIngredientLines"),
];

/**
 * A 422 issue's message in `locale` (the request's server locale, whose translator `translate`
 * is) when it is one of the shared validation messages or a contract's own; any other (zod's own)
 * is left as it is.
 */
export function validationMessage(message: string, translate: Translate, locale: string): string {
  const key = FIXED.get(message);
  if (key) return translate(key);
  for (const { pattern, grouped, key } of NUMBERED) {
    const match = pattern.exec(message);
    if (!match) continue;
    const count = Number(match[1]?.replaceAll(",", ""));
    // {{count}} picks the plural form (minLength and maxLength also say it as it is); {{max}} is the
    // number with the language's grouping, in the Latin digits its catalogue writes its numbers in.
    const max = new Intl.NumberFormat(locale, { useGrouping: grouped, numberingSystem: "latn" }).format(count);
    return translate(key, { count, max });
  }
  return message;
}

type ZodLocale = () => { localeError: z.core.$ZodErrorMap };

/**
 * The zod locale (its own error messages) of each server locale: the one zod ships for it, or
 * Larder's own (zod-locales.ts) for the languages zod has none for.
 */
const ZOD_LOCALES: Readonly<Record<string, ZodLocale>> = {
  "af-ZA": larderZodLocales.af,
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
  "gl-ES": larderZodLocales.gl,
  "he-IL": z.locales.he,
  "hr-HR": z.locales.hr,
  "hu-HU": z.locales.hu,
  "is-IS": z.locales.is,
  "it-IT": z.locales.it,
  "ja-JP": z.locales.ja,
  "ko-KR": z.locales.ko,
  "lt-LT": z.locales.lt,
  "lv-LV": larderZodLocales.lv,
  "nl-NL": z.locales.nl,
  "no-NO": z.locales.no,
  "pl-PL": z.locales.pl,
  "pt-BR": z.locales.ptBR,
  "pt-PT": z.locales.pt,
  "ro-RO": z.locales.ro,
  "ru-RU": z.locales.ru,
  "sk-SK": z.locales.sk,
  "sl-SI": z.locales.sl,
  "sr-SP": larderZodLocales.sr,
  "sv-SE": z.locales.sv,
  "tr-TR": z.locales.tr,
  "uk-UA": z.locales.uk,
  "vi-VN": z.locales.vi,
  "zh-CN": z.locales.zhCN,
  "zh-TW": z.locales.zhTW,
};

const errorMaps = new Map<string, z.core.$ZodErrorMap>();
let englishMap: z.core.$ZodErrorMap | undefined;

/** A server locale's zod error map, made on first use and kept; undefined where there is none (en-US). */
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
 * there is no zod locale for the language. `input` is the value the issue is about (zod's issues do
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
