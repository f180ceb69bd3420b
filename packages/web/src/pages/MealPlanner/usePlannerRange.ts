import { isPlanDate } from "@larder/shared";
import { useSearchParams } from "react-router";
import { addDays, daysBetween, localToday } from "../../api/mealplans/planDates";

/** Days the planner shows when the address names none: today and the next six. */
export const DEFAULT_PLANNER_DAYS = 7;
/** The longest range shown at once: a longer one is cut, so the page stays quick to lay out. */
export const MAX_PLANNER_DAYS = 62;

export interface PlannerRange {
  start: string;
  end: string;
  days: string[];
  today: string;
  /** Shows these days, kept in the address so that a reload or a shared link shows them too. */
  show: (start: string, end: string) => void;
  /** Back to today and the next six days. */
  reset: () => void;
}

/** The range of days the planner shows: the address's `start` and `end`, else from today. */
export function usePlannerRange(): PlannerRange {
  const [params, setParams] = useSearchParams();
  const today = localToday();
  const { start, end } = rangeOf(params.get("start"), params.get("end"), today);
  return {
    start,
    end,
    days: daysBetween(start, end),
    today,
    show: (from, to) => {
      const range = rangeOf(from, to, today);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set("start", range.start);
          next.set("end", range.end);
          return next;
        },
        { replace: true },
      );
    },
    reset: () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete("start");
          next.delete("end");
          return next;
        },
        { replace: true },
      ),
  };
}

/** A usable range from what the address holds: ends in order, at most MAX_PLANNER_DAYS long. */
function rangeOf(start: string | null, end: string | null, today: string): { start: string; end: string } {
  if (!start || !isPlanDate(start)) return { start: today, end: addDays(today, DEFAULT_PLANNER_DAYS - 1) };
  const last = end && isPlanDate(end) ? end : addDays(start, DEFAULT_PLANNER_DAYS - 1);
  const [first, second] = last < start ? [last, start] : [start, last];
  const latest = addDays(first, MAX_PLANNER_DAYS - 1);
  return { start: first, end: second > latest ? latest : second };
}
