import { serverLocale, translatorFor } from "../../i18n/server-texts.js";
import { cleanText } from "./text.js";

const ISO_DURATION =
  /^-?P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;
// Each pattern with a number starts where the number does (`(?<!\d)`): its match would anyway, but
// without saying so every digit of a long run of digits is tried as a start, each reading to the run's end.
const VULGAR_FRACTIONS: Record<string, number> = { "½": 0.5, "⅓": 1 / 3, "⅔": 2 / 3, "¼": 0.25, "¾": 0.75 };
const HOURS =
  /(?<!\d)(\d+(?:[.,]\d+)?)?\s*([½⅓⅔¼¾])?\s*(?:hours?|hrs?|h|std|stunden?|heures?|horas?|uur|timer?|ore|godz)\b\.?/i;
const MINUTES = /(?<!\d)(\d+(?:[.,]\d+)?)\s*(?:minutes?|mins?|m|minuten|minutos?|minuti|minutter|min\.?)(?![a-z])/i;
const DAYS = /(?<!\d)(\d+(?:[.,]\d+)?)\s*(?:days?|d|tage?|jours?|días?)\b/i;

const number = (text: string | undefined) => (text ? Number(text.replace(",", ".")) : 0);

/**
 * Minutes in a time field: an ISO-8601 duration ("PT1H30M", years and months ignored), a bare number
 * (minutes), readable text ("1 hour 30 mins", "1½ hours"), a range (the larger end), or a schema.org
 * QuantitativeValue. Partial minutes round up. Null when nothing, or zero, is found.
 */
export function minutesOf(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return minutesOf(value[0]);
  if (typeof value === "object") {
    const record = value as Record<string, unknown>;
    return minutesOf(record.maxValue ?? record.value ?? record.minValue ?? record["@value"]);
  }
  if (typeof value === "number") return value > 0 ? Math.ceil(value) : null;
  const text = cleanText(value);
  if (!text) return null;
  const iso = ISO_DURATION.exec(text.replace(/\s+/g, ""));
  if (iso) {
    const [, , , weeks, days, hours, minutes, seconds] = iso;
    const total =
      number(weeks) * 7 * 24 * 60 +
      number(days) * 24 * 60 +
      number(hours) * 60 +
      number(minutes) +
      number(seconds) / 60;
    return total > 0 ? Math.ceil(total - 1e-9) : null;
  }
  if (/^\d+(?:[.,]\d+)?$/.test(text)) return positive(Math.ceil(number(text)));
  return minutesInText(text);
}

function minutesInText(text: string): number | null {
  // "10-15 minutes" and "10 to 15 minutes" count as their upper end.
  const range = /(?<!\d)(\d+)\s*(?:-|–|to|bis|à|a)\s*(\d+)/i;
  const normalised = text.replace(range, (_match, _low, high: string) => high);
  let total = 0;
  const days = DAYS.exec(normalised);
  if (days) total += number(days[1]) * 24 * 60;
  const hours = HOURS.exec(normalised);
  if (hours && (hours[1] || hours[2])) {
    total += (number(hours[1]) + (hours[2] ? (VULGAR_FRACTIONS[hours[2]] ?? 0) : 0)) * 60;
  }
  const minutes = MINUTES.exec(hours ? normalised.slice((hours.index ?? 0) + hours[0].length) : normalised);
  if (minutes) total += number(minutes[1]);
  if (!days && !hours && !minutes) {
    const bare = /^(\d+(?:[.,]\d+)?)/.exec(normalised);
    if (bare) total = number(bare[1]);
  }
  return positive(Math.ceil(total - 1e-9));
}

const positive = (minutes: number) => (Number.isFinite(minutes) && minutes > 0 ? minutes : null);

/**
 * Minutes as Larder writes times into a recipe, in the language of `locale` (a language tag, en-US
 * when none): "1 hour 30 minutes", "45 minutes", "1 day 2 hours"; the parts joined as the language
 * lists units ("1 Stunde, 30 Minuten" in German).
 */
export function readableDuration(minutes: number | null, locale?: string | null): string | null {
  if (!minutes || minutes <= 0) return null;
  const t = translatorFor(locale);
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (days) parts.push(t("durations.days", { count: days }));
  if (hours) parts.push(t("durations.hours", { count: hours }));
  if (rest) parts.push(t("durations.minutes", { count: rest }));
  return new Intl.ListFormat(serverLocale(locale), { type: "unit", style: "narrow" }).format(parts);
}
