import type { Paginated, PaginationQuery } from "@larder/shared";
import type { Insertable, Kysely, Selectable, Updateable } from "kysely";
import { paginate } from "../db/paginate.js";
import { type FilterFields, queryFilterCondition } from "../db/query-filter.js";
import type { Database, TimelineEventsTable } from "../db/schema.js";
import { timeOrderedUuid } from "../db/uuid.js";

export type TimelineEventRow = Selectable<TimelineEventsTable>;
export type NewTimelineEvent = Omit<Insertable<TimelineEventsTable>, "id" | "created_at" | "update_at">;
export type TimelineEventChanges = Pick<Updateable<TimelineEventsTable>, "subject" | "event_message" | "image">;

/**
 * What a timeline `queryFilter` may name. Mealie's web app filters on `recipe_id`, `recipe.group_id`
 * and `eventType`; the rest are the event's own fields.
 */
const FILTER_FIELDS: FilterFields = {
  id: { type: "uuid", column: "timeline_events.id" },
  recipeId: { type: "uuid", column: "timeline_events.recipe_id" },
  userId: { type: "uuid", column: "timeline_events.user_id" },
  subject: { type: "string", column: "timeline_events.subject" },
  eventMessage: { type: "string", column: "timeline_events.event_message" },
  eventType: { type: "string", column: "timeline_events.event_type" },
  image: { type: "string", column: "timeline_events.image" },
  timestamp: { type: "datetime", column: "timeline_events.timestamp" },
  createdAt: { type: "datetime", column: "timeline_events.created_at" },
  updateAt: { type: "datetime", column: "timeline_events.update_at" },
  "recipe.id": { type: "uuid", column: "recipes.id" },
  "recipe.groupId": { type: "uuid", column: "recipes.group_id" },
  "recipe.slug": { type: "string", column: "recipes.slug" },
  "recipe.name": { type: "string", column: "recipes.name" },
};

/**
 * The timeline events of one group's recipes. Events carry no group of their own: every query goes
 * through the recipe, so another group's events cannot be seen, changed or deleted.
 */
export class TimelineRepository {
  constructor(
    private readonly db: Kysely<Database>,
    readonly groupId: string,
  ) {}

  private events() {
    return this.db
      .selectFrom("timeline_events")
      .innerJoin("recipes", "recipes.id", "timeline_events.recipe_id")
      .where("recipes.group_id", "=", this.groupId);
  }

  /** A page of events; `queryFilter` narrows it (a malformed or unknown filter is a 400). */
  list(query: PaginationQuery, queryFilter?: string): Promise<Paginated<TimelineEventRow>> {
    let base = this.events();
    if (queryFilter?.trim()) base = base.where(queryFilterCondition(queryFilter, FILTER_FIELDS));
    return paginate(base, (q) => q.selectAll("timeline_events"), query, {
      orderable: {
        timestamp: { column: "timeline_events.timestamp" },
        createdAt: { column: "timeline_events.created_at" },
        updateAt: { column: "timeline_events.update_at" },
        subject: { column: "timeline_events.subject", text: true },
        eventType: { column: "timeline_events.event_type" },
      },
      defaultOrderBy: "timestamp",
      path: "/recipes/timeline/events",
      linkParams: { queryFilter },
      tieBreaker: "timeline_events.id",
    });
  }

  find(id: string): Promise<TimelineEventRow | undefined> {
    return this.events().selectAll("timeline_events").where("timeline_events.id", "=", id).executeTakeFirst();
  }

  async create(event: NewTimelineEvent): Promise<string> {
    const now = new Date();
    const id = timeOrderedUuid();
    await this.db
      .insertInto("timeline_events")
      .values({ ...event, id, created_at: now, update_at: now })
      .execute();
    return id;
  }

  /** Callers have found the event through the group first; the id alone then names it. */
  async update(id: string, changes: TimelineEventChanges): Promise<void> {
    await this.db
      .updateTable("timeline_events")
      .set({ ...changes, update_at: new Date() })
      .where("id", "=", id)
      .execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom("timeline_events").where("id", "=", id).execute();
  }
}
