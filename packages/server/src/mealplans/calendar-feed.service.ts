import { randomBytes } from "node:crypto";
import type { MealPlanFeed } from "@larder/shared";
import type { Actor } from "../auth/actor.js";
import { HttpError } from "../http/errors.js";
import { type Clock, systemClock } from "../jobs/clock.js";
import { localDate } from "../jobs/schedule.js";
import type { Repositories } from "../repositories.js";
import { calendarText } from "./icalendar.js";

/** How far the feed reaches: recent weeks for looking back, a year ahead for planning. */
const DAYS_BACK = 60;
const DAYS_AHEAD = 366;
/** More than a household plans in that span; a bound on the work one feed request does. */
const MAX_EVENTS = 5_000;
const ENTRY_TYPE_NAMES = { breakfast: "Breakfast", lunch: "Lunch", dinner: "Dinner", side: "Side" } as const;

const feedNotFound = () => new HttpError(404, "errors.mealPlans.calendarFeedNotFound");

function shiftDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A member's private iCalendar feed of the group's meal plan, for calendar apps to subscribe to.
 * The address carries a random secret (the only credential a calendar app sends); renewing it or
 * turning the feed off stops the old address at once. Each entry is an all-day event on its day:
 * plans name a day and a meal, not a time, and a timed guess would clutter a calendar.
 */
export class CalendarFeedService {
  constructor(
    private readonly repositories: Repositories,
    private readonly baseUrl: string,
    private readonly clock: Clock = systemClock,
  ) {}

  async get(actor: Actor): Promise<MealPlanFeed> {
    const token = await this.repositories.calendarFeeds.tokenOf(actor.id);
    return { url: token ? this.urlOf(token) : null };
  }

  async renew(actor: Actor): Promise<MealPlanFeed> {
    const token = randomBytes(24).toString("base64url");
    await this.repositories.inTransaction((repositories) => repositories.calendarFeeds.replace(actor.id, token));
    return { url: this.urlOf(token) };
  }

  async remove(actor: Actor): Promise<MealPlanFeed> {
    await this.repositories.calendarFeeds.remove(actor.id);
    return { url: null };
  }

  /** The feed's iCalendar text for the token in its address (with or without `.ics`). */
  async calendar(tokenInPath: string): Promise<string> {
    const token = tokenInPath.replace(/\.ics$/i, "");
    const holder = await this.repositories.calendarFeeds.findByToken(token);
    if (!holder) throw feedNotFound();
    const group = await this.repositories.groups.findById(holder.group_id);
    if (!group) throw feedNotFound();
    const repositories = this.repositories.group(group.id);
    const today = localDate(this.clock.now());
    const entries = await repositories.mealPlans.between(
      shiftDays(today, -DAYS_BACK),
      shiftDays(today, DAYS_AHEAD),
      MAX_EVENTS,
    );
    const recipeIds = [...new Set(entries.flatMap((entry) => (entry.recipe_id ? [entry.recipe_id] : [])))];
    const recipes = new Map((await repositories.recipes.summariesOf(recipeIds)).map(({ row }) => [row.id, row]));
    const host = new URL(this.baseUrl).host;
    const events = entries.map((entry) => {
      const recipe = entry.recipe_id ? recipes.get(entry.recipe_id) : undefined;
      const url = recipe
        ? `${this.baseUrl}/g/${encodeURIComponent(group.slug)}/r/${encodeURIComponent(recipe.slug)}`
        : undefined;
      const name = recipe?.name || entry.title || ENTRY_TYPE_NAMES[entry.entry_type];
      return {
        uid: `meal-plan-entry-${entry.id}@${host}`,
        date: entry.date,
        summary: `${ENTRY_TYPE_NAMES[entry.entry_type]}: ${name}`,
        description: [entry.text, url].filter(Boolean).join("\n\n"),
        url,
        categories: ENTRY_TYPE_NAMES[entry.entry_type],
        stamp: entry.update_at,
      };
    });
    return calendarText(`${group.name} meal plan`, events);
  }

  private urlOf(token: string): string {
    return `${this.baseUrl}/api/calendars/mealplans/${token}.ics`;
  }
}
