/**
 * A webhook's daily time is stored as UTC `HH:MM`; people set and read it in their own time. As in
 * Mealie, the two are converted with today's offset (a webhook set in winter moves by an hour of
 * local time when summer time starts).
 */

const pad = (value: number) => String(value).padStart(2, "0");

function parts(time: string): [number, number] {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return [hours, minutes];
}

/** The local `HH:MM` of a UTC `HH:MM`, on the day of `today`. */
export function utcToLocalTime(utc: string, today: Date = new Date()): string {
  const moment = new Date(today);
  moment.setUTCHours(...parts(utc), 0, 0);
  return `${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}

/** The UTC `HH:MM` of a local `HH:MM`, on the day of `today`. */
export function localToUtcTime(local: string, today: Date = new Date()): string {
  const moment = new Date(today);
  moment.setHours(...parts(local), 0, 0);
  return `${pad(moment.getUTCHours())}:${pad(moment.getUTCMinutes())}`;
}

/** A UTC `HH:MM` as today's moment, to be shown in the user's locale. */
export function todayAtUtc(utc: string, today: Date = new Date()): Date {
  const moment = new Date(today);
  moment.setUTCHours(...parts(utc), 0, 0);
  return moment;
}
