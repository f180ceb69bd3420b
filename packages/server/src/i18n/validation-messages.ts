import {
  EMAIL_MESSAGE,
  maxLengthMessage,
  minLengthMessage,
  NO_WHITESPACE_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  REQUIRED_MESSAGE,
  URL_MESSAGE,
} from "@larder/shared";
import type { TextKey, Translate } from "./server-texts.js";

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
