import { parseAmount } from "./recipe-scaling.js";

/** A duration named in a step's text, which cook mode offers as a timer. */
export interface StepTimer {
  /** The words of the step it came from ("25-30 minutes"), as its label. */
  label: string;
  /** The timer's length: the short end of a range, so the cook checks before it is overdone. */
  seconds: number;
}

const UNIT_SECONDS: Array<[RegExp, number]> = [
  [/^(?:h|hr|hrs|hour|hours)$/i, 3600],
  [/^(?:m|min|mins|minute|minutes)$/i, 60],
  [/^(?:s|sec|secs|second|seconds)$/i, 1],
];

// Vulgar fractions (½ ¼ ¾ ⅓ ⅔) and dashes (– —) as the regular expression's escapes: the server's
// bundle is kept ASCII (a non-Latin-1 character would double the memory its source takes).
const FRACTION = String.raw`[\u00BD\u00BC\u00BE\u2153\u2154]`;
const NUMBER = String.raw`\d+(?:[.,]\d+)?(?:\s*${FRACTION})?|\d+\s+\d+/\d+|\d+/\d+|${FRACTION}`;
const UNIT = "hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s";
/** "10 minutes", "25-30 min", "1 to 2 hours", "1½ hours". */
const DURATION = String.raw`(${NUMBER})(?:\s*(?:-|\u2013|\u2014|to)\s*(${NUMBER}))?\s*(${UNIT})\b\.?`;
/** A duration followed by a smaller one makes one timer: "1 hour 30 minutes", "1 hr and 15 min". */
const DURATIONS = new RegExp(String.raw`${DURATION}(?:\s*(?:and\s+)?${DURATION})?`, "gi");

function unitSeconds(unit: string): number | null {
  return UNIT_SECONDS.find(([pattern]) => pattern.test(unit))?.[1] ?? null;
}

/** The durations named in a step, in the order they appear; at most one timer per distinct length. */
export function parseStepTimers(text: string): StepTimer[] {
  const timers: StepTimer[] = [];
  for (const match of text.matchAll(DURATIONS)) {
    const [label, low, , unit, secondLow, , secondUnit] = match;
    const first = durationSeconds(low, unit);
    if (first === null) continue;
    const second = secondLow && secondUnit ? durationSeconds(secondLow, secondUnit) : null;
    const seconds = Math.round(first + (second ?? 0));
    if (seconds <= 0 || timers.some((timer) => timer.seconds === seconds)) continue;
    timers.push({ label: label.trim().replace(/\.$/, ""), seconds });
  }
  return timers;
}

function durationSeconds(amount: string | undefined, unit: string | undefined): number | null {
  if (!amount || !unit) return null;
  const value = parseAmount(amount);
  const perUnit = unitSeconds(unit);
  return value === null || perUnit === null ? null : value * perUnit;
}

/** A timer's remaining time as the clock shows it: "4:05", "1:02:30". */
export function formatTimer(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}
