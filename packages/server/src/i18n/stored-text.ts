import { say, type Text, type Translate } from "./server-texts.js";

/**
 * A text kept in the database to be said later in its reader's language (a delivery's failure,
 * read by whoever opens the notifier): its key and values as JSON.
 */
export function storeText(text: Text): string {
  return JSON.stringify(text);
}

/**
 * A kept text in the language of `translate`. Anything else kept there (plain English written
 * before texts were kept by key) is said as it is.
 */
export function sayStored(stored: string, translate: Translate): string {
  if (!stored.startsWith("{")) return stored;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return stored;
  }
  return isText(parsed) ? say(parsed, translate) : stored;
}

function isText(value: unknown): value is Text {
  if (value === null || typeof value !== "object") return false;
  const { key, values, texts } = value as { key?: unknown; values?: unknown; texts?: unknown };
  if (typeof key !== "string") return false;
  if (values !== undefined && !isValues(values)) return false;
  if (texts === undefined) return true;
  return texts !== null && typeof texts === "object" && Object.values(texts).every(isText);
}

function isValues(value: unknown): boolean {
  if (value === null || typeof value !== "object") return false;
  return Object.values(value).every((item) => item === null || typeof item === "string" || typeof item === "number");
}
