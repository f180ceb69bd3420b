import { randomUUID } from "node:crypto";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string has the shape of a UUID: PostgreSQL refuses anything else in a uuid column. */
export function isUuid(value: string | null | undefined): value is string {
  return typeof value === "string" && UUID.test(value);
}

/**
 * A random UUID whose first 48 bits are the time in milliseconds (version 7, RFC 9562). Ids made
 * one after another sort together, so a unique index on them takes new rows in its last pages
 * instead of one random page per row: six new recipe steps dirtied about 11 index pages per
 * write, each copied to the write-ahead log and the statement journal.
 */
export function timeOrderedUuid(now = Date.now()): string {
  const time = now.toString(16).padStart(12, "0");
  // randomUUID is 8-4-4-4-12 with the version ("4") at index 14; the variant bits stay as made.
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${randomUUID().slice(15)}`;
}
