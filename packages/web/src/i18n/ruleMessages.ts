import {
  EMAIL_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  GROUP_NAME_TAKEN_MESSAGE,
  maxLengthMessage,
  minLengthMessage,
  NO_WHITESPACE_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  REQUIRED_MESSAGE,
  URL_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
} from "@larder/shared";
import type { TFunction } from ".";
import type enUS from "./locales/en-US.json";

type ValidationKey = `validation.${keyof (typeof enUS)["validation"]}`;

const FIXED_MESSAGE_KEYS: Partial<Record<string, ValidationKey>> = {
  [REQUIRED_MESSAGE]: "validation.required",
  [EMAIL_MESSAGE]: "validation.email",
  [NO_WHITESPACE_MESSAGE]: "validation.noWhitespace",
  [URL_MESSAGE]: "validation.url",
  [PASSWORD_MISMATCH_MESSAGE]: "validation.passwordMismatch",
  [USERNAME_TAKEN_MESSAGE]: "validation.usernameTaken",
  [EMAIL_TAKEN_MESSAGE]: "validation.emailTaken",
  [GROUP_NAME_TAKEN_MESSAGE]: "validation.groupNameTaken",
};

/**
 * The shared validation rules (SPEC §5) answer in the server's English; this shows their message in
 * the interface language. A message it does not know is shown as it is.
 */
export function translateRuleMessage(t: TFunction, message: string): string {
  const key = FIXED_MESSAGE_KEYS[message];
  if (key) return t(key);
  const count = Number(/\d+/.exec(message)?.[0]);
  if (message === minLengthMessage(count)) return t("validation.minLength", { count });
  if (message === maxLengthMessage(count)) return t("validation.maxLength", { count });
  return message;
}
