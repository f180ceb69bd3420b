import { isUuid } from "../../db/uuid.js";

/** A row of Mealie's `database.json`: column name to JSON value. */
export type MealieRow = Record<string, unknown>;

const HEX_UUID = /^[0-9a-f]{32}$/i;

/**
 * A Mealie id as Larder stores it: lower-case UUID text. Mealie on SQLite writes UUIDs as 32 hex
 * digits without hyphens, on PostgreSQL with them; anything else is no UUID (null).
 */
export function mealieUuid(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const id = value.trim().toLowerCase();
  if (HEX_UUID.test(id)) {
    return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
  }
  return isUuid(id) ? id : null;
}

const DAY = /^(\d{4}-\d{2}-\d{2})/;
const HAS_ZONE = /([zZ]|[+-]\d{2}:?\d{2})$/;

/** A Mealie timestamp as ISO 8601 UTC text; Mealie writes UTC without a zone. Null when unreadable. */
export function mealieTimestamp(value: unknown): string | null {
  if (typeof value !== "string" || !DAY.test(value)) return null;
  let text = value.trim().replace(" ", "T");
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) text += "T00:00:00";
  const date = new Date(HAS_ZONE.test(text) ? text : `${text}Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A calendar day (yyyy-MM-dd) from a Mealie date or timestamp. */
export function mealieDay(value: unknown): string | null {
  if (typeof value !== "string") return null;
  return DAY.exec(value.trim())?.[1] ?? null;
}

export function mealieBoolean(value: unknown, fallback: boolean): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value !== 0;
  if (typeof value === "string") {
    const lower = value.trim().toLowerCase();
    if (["true", "t", "1", "yes", "y"].includes(lower)) return true;
    if (["false", "f", "0", "no", "n"].includes(lower)) return false;
  }
  return fallback;
}

/** Text, or null for anything that is none (numbers are written out). */
export function mealieText(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

export function mealieNumber(value: unknown): number | null {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/** One of `allowed` (compared in lower case), else `fallback`. */
export function mealieChoice<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  const lower = typeof value === "string" ? value.trim().toLowerCase() : "";
  return (allowed as readonly string[]).includes(lower) ? (lower as T) : fallback;
}
