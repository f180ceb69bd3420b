import { PASSWORD_MISMATCH_MESSAGE } from "./messages.js";
import { composeRules, emailRule, minLengthRule, type RuleResult, requiredRule } from "./rules.js";

export const MIN_PASSWORD_LENGTH = 8;

export const USER_PERMISSION_FIELDS = ["admin", "advanced", "canInvite", "canManage", "canOrganize"] as const;
export type UserPermissionField = (typeof USER_PERMISSION_FIELDS)[number];

export type UserFormValues = {
  username?: string | null;
  fullName?: string | null;
  email?: string | null;
  password?: string | null;
  /** Leave undefined when the form has no confirmation field (an API payload); null or "" is an empty one. */
  passwordConfirm?: string | null;
} & { [Field in UserPermissionField]?: boolean | null };

export type UserFormField = keyof UserFormValues;

/** Create asks for a password; edit does not (passwords change through their own calls). */
export type UserFormMode = "create" | "edit";

/** The message of each failing field; an empty object when the form is valid. */
export type UserFormErrors = Partial<Record<UserFormField, string>>;

const userEmailRule = composeRules(requiredRule, emailRule);
const createPasswordRule = composeRules(requiredRule, minLengthRule(MIN_PASSWORD_LENGTH));

/** The user form rules of SPEC §5; uniqueness of username and email is the server's check. */
export function validateUserForm(values: UserFormValues, options: { mode: UserFormMode }): UserFormErrors {
  const errors: UserFormErrors = {};
  const check = (field: UserFormField, result: RuleResult) => {
    if (result !== true) errors[field] = result;
  };

  check("username", requiredRule(values.username));
  check("fullName", requiredRule(values.fullName));
  check("email", userEmailRule(values.email));
  for (const field of USER_PERMISSION_FIELDS) check(field, requiredRule(values[field]));
  if (options.mode === "create") check("password", createPasswordRule(values.password));
  if (values.passwordConfirm !== undefined && (values.passwordConfirm ?? "") !== (values.password ?? "")) {
    errors.passwordConfirm = PASSWORD_MISMATCH_MESSAGE;
  }
  return errors;
}
