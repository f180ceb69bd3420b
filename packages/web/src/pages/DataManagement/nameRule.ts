import { composeRules, MAX_NAME_LENGTH, maxLengthRule, requiredRule } from "@larder/shared";

/** A name of the group's data: required, and no longer than names may be. */
const nameRule = composeRules(requiredRule, maxLengthRule(MAX_NAME_LENGTH));

/** The rule message for a name, or undefined when it passes. */
export function nameError(name: string): string | undefined {
  const result = nameRule(name.trim());
  return result === true ? undefined : result;
}
