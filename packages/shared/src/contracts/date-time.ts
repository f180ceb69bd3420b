import { z } from "zod";

/**
 * A date and time in a request, read into a Date. One without a zone is taken as UTC: Mealie writes
 * naive UTC times, and a server's local zone must not shift them.
 */
export const IsoDateTime = z.string().transform((value, context) => {
  const zoned = /(z|[+-]\d\d:?\d\d)$/i.test(value) || !value.includes("T") ? value : `${value}Z`;
  const date = new Date(zoned);
  if (Number.isNaN(date.getTime())) {
    context.addIssue({ code: "custom", message: "must be a date and time (ISO 8601)" });
    return z.NEVER;
  }
  return date;
});
