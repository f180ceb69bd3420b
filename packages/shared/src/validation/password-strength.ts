import { PRODUCT_NAME } from "../constants.js";

/** Passwords shorter than this score 0 (SPEC §9). */
export const PASSWORD_STRENGTH_MIN_LENGTH = 6;
export const PASSWORD_STRENGTH_MAX_SCORE = 100;

/** A password containing any of these, in any case, scores 0. */
export const PASSWORD_BANNED_WORDS = [PRODUCT_NAME.toLowerCase(), "admin", "password", "qwerty", "login"] as const;

const POINTS_PER_CHARACTER = 5;
const POINTS_PER_EXTRA_CLASS = 10;
const CHARACTER_CLASSES = [/\d/, /[a-z]/, /[A-Z]/, /\W/];

export type PasswordStrengthLabel = "weak" | "good" | "strong" | "very-strong";

/**
 * Lowest score of each label: 0-49 weak, 50-79 good, 80-99 strong, 100 very strong.
 * 100 takes e.g. 14 distinct characters from all four classes (14 x 5 + 3 x 10).
 */
export const PASSWORD_STRENGTH_THRESHOLDS = { good: 50, strong: 80, "very-strong": 100 } as const;

export interface PasswordStrength {
  score: number;
  label: PasswordStrengthLabel;
}

/**
 * SPEC §5 password strength, 0..100. Each character scores 5 divided by how often it occurs in the
 * whole password, so repeating a character adds nothing, plus 10 for each character class (digit,
 * lower, upper, non-word) present beyond the first. Characters are Unicode code points.
 */
export function passwordStrength(password: string): PasswordStrength {
  const score = passwordScore(password);
  return { score, label: strengthLabel(score) };
}

function passwordScore(password: string): number {
  const characters = Array.from(password);
  if (characters.length < PASSWORD_STRENGTH_MIN_LENGTH) return 0;
  const lower = password.toLowerCase();
  if (PASSWORD_BANNED_WORDS.some((word) => lower.includes(word))) return 0;

  const counts = new Map<string, number>();
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  let score = 0;
  for (const character of characters) score += POINTS_PER_CHARACTER / (counts.get(character) ?? 1);

  const classes = CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length;
  score += POINTS_PER_EXTRA_CLASS * Math.max(0, classes - 1);
  // The exact sum is whole (k occurrences x 5/k); rounding only drops floating-point noise such as 4.999...
  return Math.min(PASSWORD_STRENGTH_MAX_SCORE, Math.round(score));
}

function strengthLabel(score: number): PasswordStrengthLabel {
  if (score >= PASSWORD_STRENGTH_THRESHOLDS["very-strong"]) return "very-strong";
  if (score >= PASSWORD_STRENGTH_THRESHOLDS.strong) return "strong";
  if (score >= PASSWORD_STRENGTH_THRESHOLDS.good) return "good";
  return "weak";
}
