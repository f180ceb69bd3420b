/** Validation messages of SPEC §5, shown to the user as they are (forms) and returned by the server. */

export const REQUIRED_MESSAGE = "This Field is Required";
export const EMAIL_MESSAGE = "Email Must Be Valid";
export const NO_WHITESPACE_MESSAGE = "No Whitespace Allowed";
export const URL_MESSAGE = "Must Be A Valid URL";
export const PASSWORD_MISMATCH_MESSAGE = "password must match";

export const USERNAME_TAKEN_MESSAGE = "Username is already taken";
export const EMAIL_TAKEN_MESSAGE = "Email is already taken";
export const GROUP_NAME_TAKEN_MESSAGE = "Group name is already taken";
export const RECIPE_NAME_TAKEN_MESSAGE = "New recipe names must be unique within the group";

export function minLengthMessage(min: number): string {
  return `Must Be At Least ${min} Characters`;
}

export function maxLengthMessage(max: number): string {
  return `Must Be At Most ${max} Characters`;
}
