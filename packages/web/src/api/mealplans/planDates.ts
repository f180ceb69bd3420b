/**
 * Days of the plan are calendar dates written yyyy-MM-dd, without a time zone. Arithmetic on them
 * runs in UTC so that a daylight-saving change never makes a day 23 or 25 hours long.
 */

const DAY_MS = 86_400_000;

function utcOf(day: string): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
}

function dayOfUtc(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The calendar date the member's own clock shows. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function addDays(day: string, count: number): string {
  return dayOfUtc(utcOf(day) + count * DAY_MS);
}

/** Days from `start` to `end`, both included. */
export function daysBetween(start: string, end: string): string[] {
  const count = Math.round((utcOf(end) - utcOf(start)) / DAY_MS);
  return Array.from({ length: count + 1 }, (_, index) => addDays(start, index));
}

/** 0 for Sunday to 6 for Saturday, as the group's `firstDayOfWeek` counts. */
export function weekdayOf(day: string): number {
  return new Date(utcOf(day)).getUTCDay();
}

/** The days cut into weeks that begin on `firstDayOfWeek`; the first and last may be partial. */
export function weeksOf(days: readonly string[], firstDayOfWeek: number): string[][] {
  const weeks: string[][] = [];
  for (const day of days) {
    const current = weeks.at(-1);
    if (!current || weekdayOf(day) === firstDayOfWeek) weeks.push([day]);
    else current.push(day);
  }
  return weeks;
}

/** The day's column in a week that begins on `firstDayOfWeek`, 0 to 6. */
export function columnOf(day: string, firstDayOfWeek: number): number {
  return (weekdayOf(day) - firstDayOfWeek + 7) % 7;
}

/** A formatter of plan days in a locale, read in UTC as they are counted: every time zone sees the same date. */
export function planDayFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
  return (day: string) => format.format(utcOf(day));
}
