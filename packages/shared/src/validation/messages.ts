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

// The contracts' own messages of a 422, one of each, so that the server can say them in the
// request's language (it recognises them by these English texts, which clients already read).
export const ID_MESSAGE = "must be an id";
export const RECIPE_ID_MESSAGE = "must be a recipe id";
export const USER_ID_MESSAGE = "must be a user id";
export const GROUP_ID_MESSAGE = "must be a group id";
export const COOKBOOK_ID_MESSAGE = "must be a cookbook id";
export const COOKBOOK_ID_OR_SLUG_MESSAGE = "must be a cookbook id or slug";
export const HOUSEHOLD_SLUG_OR_ID_MESSAGE = "must be a household slug or id";
export const MEAL_PLAN_ENTRY_ID_MESSAGE = "must be a meal plan entry id";
export const MORE_THAN_ZERO_MESSAGE = "must be more than 0";
export const PLAN_DATE_MESSAGE = "must be a date written yyyy-MM-dd";
export const DATE_TIME_MESSAGE = "must be a date and time (ISO 8601) in the years 0001 to 9999";
export const TIME_OF_DAY_MESSAGE = "must be a time of day as HH:MM";
export const HTTP_ADDRESS_MESSAGE = "must be an http or https address";
export const INTERFACE_LOCALE_MESSAGE = "must be one of the interface's locales";
export const RATING_MESSAGE = "rating must be between 0 and 5";
export const BACKUP_FILE_NAME_MESSAGE = "A backup's name is a file name ending in .zip, without folders";
export const BACKUP_NAME_DOT_MESSAGE = "A backup's name cannot start with a dot";
export const NO_ITEMS_MESSAGE = "name at least one item";
export const NO_RECIPES_MESSAGE = "name at least one recipe";
export const RECIPE_PAGE_ADDRESS_MESSAGE = "Enter the address of a recipe page";
export const NO_ADDRESSES_MESSAGE = "Add at least one address";
export const PAGE_CONTENT_MESSAGE = "Paste the page's HTML or its JSON-LD";
export const IMAGE_ADDRESS_MESSAGE = "Give the address of an image";

/**
 * A whole number as the English messages write a large one: 10,000. Not through Intl: the schemas
 * build these messages as the server starts, and Intl's first number format loads ICU's data, some
 * 25 ms and 6 MiB that a start answering no request in another language need not pay.
 */
export function grouped(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+$)/g, ",");
}

export function atMostCharactersMessage(max: number): string {
  return `must be at most ${grouped(max)} characters`;
}

export function pageRangeMessage(maxPage: number): string {
  return `page must be between 1 and ${maxPage}, or -1 for the last page`;
}

export function perPageRangeMessage(maxPerPage: number): string {
  return `perPage must be between 1 and ${maxPerPage}, or -1 for all`;
}

export function tooManyRecipesMessage(max: number): string {
  return `At most ${grouped(max)} recipes at once`;
}

export function tooManyAddressesMessage(max: number): string {
  return `At most ${max} addresses can be imported at once`;
}

export function ingredientLineLengthMessage(max: number): string {
  return `an ingredient line may be at most ${max} characters`;
}

export function tooManyIngredientLinesMessage(max: number): string {
  return `at most ${max} lines can be parsed at once`;
}
