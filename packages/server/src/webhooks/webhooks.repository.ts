import { randomUUID } from "node:crypto";
import type { Paginated, WebhookListQuery } from "@larder/shared";
import type { Kysely, Selectable } from "kysely";
import { paginate } from "../db/paginate.js";
import { type FilterFields, queryFilterCondition } from "../db/query-filter.js";
import type { Database, WebhooksTable } from "../db/schema.js";
import { type RecentDeliveryRow, recentDeliveries } from "../events/target-deliveries.js";

export type WebhookRow = Selectable<WebhooksTable>;
export type WebhookFields = Pick<WebhookRow, "name" | "enabled" | "url" | "scheduled_time" | "local_network">;

const FILTER_FIELDS: FilterFields = {
  id: { type: "uuid", column: "webhooks.id" },
  name: { type: "string", column: "webhooks.name" },
  enabled: { type: "boolean", column: "webhooks.enabled" },
  scheduledTime: { type: "string", column: "webhooks.scheduled_time" },
  createdAt: { type: "datetime", column: "webhooks.created_at" },
  updateAt: { type: "datetime", column: "webhooks.update_at" },
};

/** The webhooks of one group. Built with the group's id: it cannot reach another group's. */
export class WebhooksRepository {
  constructor(
    private readonly db: Kysely<Database>,
    readonly groupId: string,
  ) {}

  private webhooks() {
    return this.db.selectFrom("webhooks").where("webhooks.group_id", "=", this.groupId);
  }

  list(query: WebhookListQuery): Promise<Paginated<WebhookRow>> {
    let webhooks = this.webhooks();
    if (query.queryFilter) webhooks = webhooks.where(queryFilterCondition(query.queryFilter, FILTER_FIELDS));
    return paginate(webhooks, (q) => q.selectAll("webhooks"), query, {
      orderable: {
        name: { column: "webhooks.name", text: true },
        enabled: { column: "webhooks.enabled" },
        scheduledTime: { column: "webhooks.scheduled_time" },
        createdAt: { column: "webhooks.created_at" },
        updateAt: { column: "webhooks.update_at" },
      },
      defaultOrderBy: "createdAt",
      path: "/groups/webhooks",
      tieBreaker: "webhooks.id",
    });
  }

  find(id: string): Promise<WebhookRow | undefined> {
    return this.webhooks().selectAll().where("id", "=", id).executeTakeFirst();
  }

  /** The enabled webhooks with an address. */
  enabled(): Promise<WebhookRow[]> {
    return this.webhooks().selectAll().where("enabled", "=", true).where("url", "<>", "").orderBy("id").execute();
  }

  async create(fields: WebhookFields): Promise<string> {
    const id = randomUUID();
    const now = new Date();
    await this.db
      .insertInto("webhooks")
      .values({ id, group_id: this.groupId, ...fields, created_at: now, update_at: now })
      .execute();
    return id;
  }

  /** False when the group has no such webhook. */
  async update(id: string, fields: WebhookFields): Promise<boolean> {
    const result = await this.db
      .updateTable("webhooks")
      .set({ ...fields, update_at: new Date() })
      .where("id", "=", id)
      .where("group_id", "=", this.groupId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom("webhooks").where("id", "=", id).where("group_id", "=", this.groupId).execute();
  }

  recentDeliveries(id: string): Promise<RecentDeliveryRow[]> {
    return recentDeliveries(this.db, this.groupId, { webhookId: id });
  }
}

/** Every group's enabled webhooks due at one of `times` (HH:MM, UTC), for the minute job. */
export class ScheduledWebhooks {
  constructor(private readonly db: Kysely<Database>) {}

  dueAt(times: string[]): Promise<WebhookRow[]> {
    if (times.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom("webhooks")
      .selectAll()
      .where("enabled", "=", true)
      .where("url", "<>", "")
      .where("scheduled_time", "in", times)
      .orderBy("id")
      .execute();
  }
}
