import { randomUUID } from "node:crypto";
import type { EventType } from "@larder/shared";
import { CompiledQuery, type Kysely, sql } from "kysely";
import type { Engine } from "../db/database.js";
import type { Database } from "../db/schema.js";

/**
 * How the repositories of a transaction tell that they recorded events: the set of one transaction
 * collects the groups and tells them on once it has committed (see `Repositories.inTransaction`);
 * outside a transaction every write commits at once and is told at once.
 */
export interface OutboxSignal {
  /** The moment deliveries become due: the clock the delivery worker reads. */
  now(): Date;
  recorded(groupId: string): void;
}

/** An event as a service records it. */
export interface NewEvent {
  type: EventType;
  /** What the event is about (ids, slugs, names), as JSON; shown to receivers as `documentData`. */
  document: Record<string, unknown>;
  /** The locale of the member who caused it, for the texts of its notifications. */
  locale?: string | null;
}

/**
 * SQLite: the enabled notifiers of a group that want an event type. Run on every change of a recipe
 * or list, where building it with Kysely cost more than running it: written once as text.
 */
const RECEIVERS_SQLITE = `select notifiers.id from notifiers
  inner join notifier_event_types on notifier_event_types.notifier_id = notifiers.id
  where notifiers.group_id = ? and notifiers.enabled = 1 and notifier_event_types.event_type = ?`;

/**
 * The group's outbox: a service records an event with the repositories of the transaction that
 * made the change, so that the event exists exactly when the change committed. An event is
 * written only when an enabled notifier of the group wants its type, together with one pending
 * delivery per such notifier: a change nobody listens to costs one indexed read.
 */
export class EventOutboxRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
    readonly groupId: string,
    private readonly signal: OutboxSignal,
  ) {}

  /** Records `event` for the notifiers that want it; answers its id, or null when none does. */
  async record(event: NewEvent): Promise<string | null> {
    const eventId =
      this.engine === "postgres" ? await this.recordInOneStatement(event) : await this.recordInSteps(event);
    if (eventId) this.signal.recorded(this.groupId);
    return eventId;
  }

  /**
   * PostgreSQL: finding the receivers, writing the event and its deliveries is one statement, one
   * round trip inside the change's transaction (three otherwise, each a wait on the server).
   */
  private async recordInOneStatement(event: NewEvent): Promise<string | null> {
    const eventId = randomUUID();
    const now = this.signal.now();
    const { rows } = await sql<{ event_id: string }>`
      with receivers as (
        select notifiers.id from notifiers
        inner join notifier_event_types on notifier_event_types.notifier_id = notifiers.id
        where notifiers.group_id = ${this.groupId} and notifiers.enabled = true
          and notifier_event_types.event_type = ${event.type}
      ), recorded as (
        insert into events (id, group_id, event_type, document_data, locale, created_at)
        select cast(${eventId} as uuid), cast(${this.groupId} as uuid), ${event.type}, ${JSON.stringify(event.document)},
          cast(${event.locale ?? null} as text), cast(${now} as timestamptz)
        where exists (select 1 from receivers)
        returning id
      )
      insert into event_deliveries (id, event_id, group_id, notifier_id, next_attempt_at, created_at)
      select gen_random_uuid(), recorded.id, cast(${this.groupId} as uuid), receivers.id, cast(${now} as timestamptz),
        cast(${now} as timestamptz)
      from recorded cross join receivers
      returning event_id`.execute(this.db);
    return rows.length > 0 ? eventId : null;
  }

  /** SQLite, where a statement is a call into the same process: read the receivers, then write. */
  private async recordInSteps(event: NewEvent): Promise<string | null> {
    const { rows: receivers } = await this.db.executeQuery<{ id: string }>(
      CompiledQuery.raw(RECEIVERS_SQLITE, [this.groupId, event.type]),
    );
    if (receivers.length === 0) return null;
    const eventId = await this.insertEvent(event);
    const now = this.signal.now();
    await this.db
      .insertInto("event_deliveries")
      .values(
        receivers.map(({ id }) => ({
          id: randomUUID(),
          event_id: eventId,
          group_id: this.groupId,
          notifier_id: id,
          next_attempt_at: now,
          created_at: now,
        })),
      )
      .execute();
    return eventId;
  }

  /**
   * Records an event for one of the group's webhooks or notifiers only (a test, a webhook's daily
   * run), due at once. With a `scheduleKey`, a second record of the same key is left out (two
   * instances firing the same daily run): answers null then. A delivery recorded `heldBy` a
   * worker is its own to send now (a test): no other worker takes it while the hold lasts.
   */
  async recordFor(
    target: { notifierId: string } | { webhookId: string },
    event: NewEvent,
    { scheduleKey = null, heldBy }: { scheduleKey?: string | null; heldBy?: { instance: string; until: Date } } = {},
  ): Promise<{ eventId: string; deliveryId: string } | null> {
    const eventId = await this.insertEvent(event);
    const now = this.signal.now();
    const deliveryId = randomUUID();
    const inserted = await this.db
      .insertInto("event_deliveries")
      .values({
        id: deliveryId,
        event_id: eventId,
        group_id: this.groupId,
        notifier_id: "notifierId" in target ? target.notifierId : null,
        webhook_id: "webhookId" in target ? target.webhookId : null,
        next_attempt_at: now,
        created_at: now,
        schedule_key: scheduleKey,
        ...(heldBy
          ? { claimed_by: heldBy.instance, claimed_until: heldBy.until, attempts: 1, last_attempt_at: now }
          : {}),
      })
      .onConflict((conflict) => conflict.column("schedule_key").doNothing())
      .returning("id")
      .execute();
    if (inserted.length === 0) {
      await this.db.deleteFrom("events").where("id", "=", eventId).execute();
      return null;
    }
    this.signal.recorded(this.groupId);
    return { eventId, deliveryId };
  }

  private async insertEvent(event: NewEvent): Promise<string> {
    const id = randomUUID();
    await this.db
      .insertInto("events")
      .values({
        id,
        group_id: this.groupId,
        event_type: event.type,
        document_data: JSON.stringify(event.document),
        locale: event.locale ?? null,
        created_at: this.signal.now(),
      })
      .execute();
    return id;
  }
}
