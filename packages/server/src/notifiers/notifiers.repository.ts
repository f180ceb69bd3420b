import { randomUUID } from "node:crypto";
import type { EventType, NotifierListQuery, Paginated } from "@larder/shared";
import type { Kysely, Selectable } from "kysely";
import { paginate } from "../db/paginate.js";
import { type FilterFields, queryFilterCondition } from "../db/query-filter.js";
import type { Database, NotifiersTable } from "../db/schema.js";
import { atomically } from "../db/transactions.js";
import { type RecentDeliveryRow, recentDeliveries } from "../events/target-deliveries.js";

export type NotifierRow = Selectable<NotifiersTable>;
export type NotifierFields = Pick<NotifierRow, "name" | "enabled" | "apprise_url" | "local_network">;

/** What `queryFilter` may name (never the URL: it holds secrets). */
const FILTER_FIELDS: FilterFields = {
  id: { type: "uuid", column: "notifiers.id" },
  name: { type: "string", column: "notifiers.name" },
  enabled: { type: "boolean", column: "notifiers.enabled" },
  createdAt: { type: "datetime", column: "notifiers.created_at" },
  updateAt: { type: "datetime", column: "notifiers.update_at" },
};

/** The notifiers of one group and the event types each wants. Built with the group's id. */
export class NotifiersRepository {
  constructor(
    private readonly db: Kysely<Database>,
    readonly groupId: string,
  ) {}

  private notifiers() {
    return this.db.selectFrom("notifiers").where("notifiers.group_id", "=", this.groupId);
  }

  list(query: NotifierListQuery): Promise<Paginated<NotifierRow>> {
    let notifiers = this.notifiers();
    if (query.queryFilter) notifiers = notifiers.where(queryFilterCondition(query.queryFilter, FILTER_FIELDS));
    return paginate(notifiers, (q) => q.selectAll("notifiers"), query, {
      orderable: {
        name: { column: "notifiers.name", text: true },
        enabled: { column: "notifiers.enabled" },
        createdAt: { column: "notifiers.created_at" },
        updateAt: { column: "notifiers.update_at" },
      },
      defaultOrderBy: "createdAt",
      path: "/groups/events/notifications",
      tieBreaker: "notifiers.id",
    });
  }

  find(id: string): Promise<NotifierRow | undefined> {
    return this.notifiers().selectAll().where("id", "=", id).executeTakeFirst();
  }

  /** The event types each of `ids` wants. */
  async eventTypesOf(ids: string[]): Promise<Map<string, Set<string>>> {
    const wanted = new Map<string, Set<string>>(ids.map((id) => [id, new Set()]));
    if (ids.length === 0) return wanted;
    const rows = await this.db
      .selectFrom("notifier_event_types")
      .innerJoin("notifiers", "notifiers.id", "notifier_event_types.notifier_id")
      .select(["notifier_event_types.notifier_id", "notifier_event_types.event_type"])
      .where("notifiers.group_id", "=", this.groupId)
      .where("notifier_event_types.notifier_id", "in", ids)
      .execute();
    for (const row of rows) wanted.get(row.notifier_id)?.add(row.event_type);
    return wanted;
  }

  async create(fields: NotifierFields, eventTypes: EventType[]): Promise<string> {
    const id = randomUUID();
    const now = new Date();
    await atomically(this.db, async (trx) => {
      await trx
        .insertInto("notifiers")
        .values({ id, group_id: this.groupId, ...fields, created_at: now, update_at: now })
        .execute();
      await setEventTypes(trx, id, eventTypes);
    });
    return id;
  }

  /** False when the group has no such notifier. */
  async update(id: string, fields: NotifierFields, eventTypes: EventType[]): Promise<boolean> {
    return atomically(this.db, async (trx) => {
      const result = await trx
        .updateTable("notifiers")
        .set({ ...fields, update_at: new Date() })
        .where("id", "=", id)
        .where("group_id", "=", this.groupId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await trx.deleteFrom("notifier_event_types").where("notifier_id", "=", id).execute();
      await setEventTypes(trx, id, eventTypes);
      return true;
    });
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom("notifiers").where("id", "=", id).where("group_id", "=", this.groupId).execute();
  }

  recentDeliveries(id: string): Promise<RecentDeliveryRow[]> {
    return recentDeliveries(this.db, this.groupId, { notifierId: id });
  }
}

async function setEventTypes(db: Kysely<Database>, notifierId: string, eventTypes: EventType[]): Promise<void> {
  if (eventTypes.length === 0) return;
  await db
    .insertInto("notifier_event_types")
    .values([...new Set(eventTypes)].map((event_type) => ({ notifier_id: notifierId, event_type })))
    .execute();
}
