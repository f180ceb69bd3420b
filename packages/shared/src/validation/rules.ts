import { z } from "zod";
import {
  EMAIL_MESSAGE,
  maxLengthMessage,
  minLengthMessage,
  NO_WHITESPACE_MESSAGE,
  REQUIRED_MESSAGE,
  URL_MESSAGE,
} from "./messages.js";

/** `true` when the value is acceptable, otherwise the message to show for it. */
export type RuleResult = true | string;

/**
 * A field rule. Only `requiredRule` rejects empty values (null, undefined, ""): every other rule lets them
 * pass, so that an optional field can carry format rules.
 */
export type Rule<T = unknown> = (value: T) => RuleResult;

type TextValue = string | null | undefined;

const isAbsent = (value: TextValue): value is "" | null | undefined =>
  value === undefined || value === null || value === "";

/** Fails null, undefined, an empty or whitespace-only string and an empty array; `false` and `0` are values. */
export const requiredRule: Rule = (value) => {
  if (value === undefined || value === null) return REQUIRED_MESSAGE;
  if (typeof value === "string" && value.trim() === "") return REQUIRED_MESSAGE;
  if (Array.isArray(value) && value.length === 0) return REQUIRED_MESSAGE;
  return true;
};

/** The RFC 5322 pattern Mealie's forms use, so addresses Mealie accepted stay valid here. */
const EMAIL_PATTERN = z.regexes.rfc5322Email;

export const emailRule: Rule<TextValue> = (value) => isAbsent(value) || EMAIL_PATTERN.test(value) || EMAIL_MESSAGE;

/** Any whitespace character (space, tab, newline) fails; used for usernames and extras keys. */
export const noWhitespaceRule: Rule<TextValue> = (value) =>
  isAbsent(value) || !/\s/.test(value) || NO_WHITESPACE_MESSAGE;

const HOST_LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?`;
/** scheme :// [userinfo@] (hostname | [IPv6]) [:port] [/path ?query #fragment], no whitespace anywhere. */
const HTTP_URL_PATTERN = new RegExp(
  String.raw`^https?://(?:[^\s/?#@]+@)?(?:\[[0-9a-f:.]+\]|${HOST_LABEL}(?:\.${HOST_LABEL})*)(?::\d{1,5})?(?:[/?#]\S*)?$`,
  "iu",
);

/**
 * Absolute http(s) URLs. A host without a dot (`http://mealie:9000`) is fine on a home network. A pattern
 * rather than `new URL()`, which is lenient (`http:/x` parses) and not in this package's platform-neutral types.
 */
export const urlRule: Rule<TextValue> = (value) => isAbsent(value) || HTTP_URL_PATTERN.test(value) || URL_MESSAGE;

/** Lengths count UTF-16 code units, as zod's `.min()`/`.max()` and the HTML `maxlength` attribute do. */
export function minLengthRule(min: number): Rule<TextValue> {
  return (value) => isAbsent(value) || value.length >= min || minLengthMessage(min);
}

export function maxLengthRule(max: number): Rule<TextValue> {
  return (value) => isAbsent(value) || value.length <= max || maxLengthMessage(max);
}

/** One rule that reports the first failing rule's message, in the order given. */
export function composeRules<T>(...rules: Rule<T>[]): Rule<T> {
  return (value) => {
    for (const rule of rules) {
      const result = rule(value);
      if (result !== true) return result;
    }
    return true;
  };
}

/** Runs rules inside a zod schema: `z.string().superRefine(ruleRefinement(requiredRule, emailRule))`. */
export function ruleRefinement<T>(...rules: Rule<T>[]): (value: T, ctx: z.RefinementCtx<T>) => void {
  const rule = composeRules(...rules);
  return (value, ctx) => {
    const result = rule(value);
    if (result !== true) ctx.addIssue({ code: "custom", message: result, input: value });
  };
}
