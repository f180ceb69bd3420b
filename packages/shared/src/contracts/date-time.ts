import { z } from "zod";
import { DATE_TIME_MESSAGE } from "../validation/messages.js";

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:\s*(Z|[+-]\d{2}(?::?\d{2})?))?)?$/i;

/**
 * The instants accepted: years 0001 to 9999, which ISO 8601 writes in four digits and both engines
 * store and give back alike (PostgreSQL and JavaScript reach further; SQLite's date functions do not).
 */
const EARLIEST = new Date(0).setUTCFullYear(1, 0, 1);
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Reads an ISO 8601 date (`2024-05-06`) or date and time (`2024-05-06T07:08:09.123+02:00`; a space may
 * stand for the T, seconds and zone may be left out) into a Date; undefined for anything else,
 * including days that do not exist (`2024-02-30`) and instants outside the years 0001 to 9999. Without
 * a zone the time is UTC: Mealie writes naive UTC times, and a server's local zone must not shift them.
 */
export function parseIsoDateTime(text: string): Date | undefined {
  const match = ISO_DATE_TIME.exec(text.trim());
  if (!match) return undefined;
  const [, y = "", mo = "", d = "", h = "0", mi = "0", s = "0", fraction = "", zone = "Z"] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as number[];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  let offsetMinutes = 0;
  if (zone.toUpperCase() !== "Z") {
    const [, sign = "+", zoneHours = "0", zoneMinutes = "0"] = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone) ?? [];
    if (Number(zoneHours) > 23 || Number(zoneMinutes) > 59) return undefined;
    offsetMinutes = (sign === "-" ? -1 : 1) * (Number(zoneHours) * 60 + Number(zoneMinutes));
  }
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute - offsetMinutes, second, Number(fraction.slice(0, 3).padEnd(3, "0")));
  const time = date.getTime();
  return time >= EARLIEST && time <= LATEST ? date : undefined;
}

/** An ISO 8601 date and time in a request, read into a Date (see parseIsoDateTime). */
export const IsoDateTime = z.string().transform((value, context) => {
  const date = parseIsoDateTime(value);
  if (!date) {
    context.addIssue({ code: "custom", message: DATE_TIME_MESSAGE });
    return z.NEVER;
  }
  return date;
});
