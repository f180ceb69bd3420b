import { type Kysely, type Selectable, sql } from "kysely";
import type { Database, EventDeliveriesTable } from "../db/schema.js";

export type DeliveryRow = Selectable<EventDeliveriesTable>;

/** A claimed delivery with what sending it needs: its event, and its notifier's or webhook's address. */
export interface ClaimedDelivery {
  id: string;
  attempts: number;
  groupId: string;
  eventId: string;
  eventType: string;
  documentData: string;
  locale: string | null;
  eventCreatedAt: Date;
  target:
    | { kind: "notifier"; id: string; url: string; localNetwork: boolean }
    | { kind: "webhook"; id: string; url: string; localNetwork: boolean };
}

/** How an attempt ended, as the worker records it. */
export interface AttemptOutcome {
  httpStatus: number | null;
  error: string | null;
  /** sent; pending again at `retryAt`; or failed for good. */
  status: "sent" | "pending" | "failed";
  retryAt: Date | null;
}

/**
 * Every group's deliveries, as the delivery worker sees them. A delivery is claimed by setting who
 * holds it and until when (the lease), in one statement that only takes rows nobody holds: of
 * several instances, one takes each row. A lease that runs out (its instance died mid-send) frees
 * the row for the next claim.
 */
export class DeliveriesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Claims up to `limit` due deliveries for `instance` until `leaseUntil`, counting the attempt: at
   * most one per notifier or webhook, and none of `busyTargets` (those this instance is sending to
   * already), so that a receiver that never answers holds one of the worker's places, not all.
   */
  async claim(
    instance: string,
    now: Date,
    leaseUntil: Date,
    limit: number,
    busyTargets: string[] = [],
  ): Promise<ClaimedDelivery[]> {
    if (limit <= 0) return [];
    let candidates = this.db
      .selectFrom("event_deliveries")
      .select([
        "id",
        sql<number>`row_number() over (partition by coalesce(notifier_id, webhook_id) order by next_attempt_at, id)`.as(
          "place",
        ),
      ])
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", now)
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", now)]));
    if (busyTargets.length > 0) {
      candidates = candidates.where(sql<boolean>`coalesce(notifier_id, webhook_id) not in (${sql.join(busyTargets)})`);
    }
    const due = this.db
      .selectFrom(candidates.as("candidates"))
      .select("candidates.id")
      .where("candidates.place", "=", 1)
      .limit(limit);
    const claimed = await this.db
      .updateTable("event_deliveries")
      .set((eb) => ({
        claimed_by: instance,
        claimed_until: leaseUntil,
        attempts: eb("attempts", "+", 1),
        last_attempt_at: now,
      }))
      .where("id", "in", due)
      // Checked again on the row as it is when written: a row claimed meanwhile is left alone.
      .where("status", "=", "pending")
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", now)]))
      .returning("id")
      .execute();
    return this.load(claimed.map((row) => row.id));
  }

  /** A delivery `instance` holds (recorded already claimed, as a test's is), ready to send. */
  async loadClaimed(id: string, instance: string): Promise<ClaimedDelivery | undefined> {
    const held = await this.db
      .selectFrom("event_deliveries")
      .select("id")
      .where("id", "=", id)
      .where("claimed_by", "=", instance)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (!held) return undefined;
    return (await this.load([id]))[0];
  }

  private async load(ids: string[]): Promise<ClaimedDelivery[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom("event_deliveries as d")
      .innerJoin("events as e", "e.id", "d.event_id")
      .leftJoin("notifiers as n", "n.id", "d.notifier_id")
      .leftJoin("webhooks as w", "w.id", "d.webhook_id")
      .select([
        "d.id",
        "d.attempts",
        "d.group_id",
        "d.event_id",
        "e.event_type",
        "e.document_data",
        "e.locale",
        "e.created_at",
        "d.notifier_id",
        "d.webhook_id",
        "n.apprise_url",
        "n.local_network as notifier_local_network",
        "w.url as webhook_url",
        "w.local_network as webhook_local_network",
      ])
      .where("d.id", "in", ids)
      .orderBy("d.next_attempt_at")
      .execute();
    return rows.flatMap((row): ClaimedDelivery[] => {
      const target: ClaimedDelivery["target"] | null =
        row.notifier_id && row.apprise_url !== null
          ? {
              kind: "notifier",
              id: row.notifier_id,
              url: row.apprise_url,
              localNetwork: Boolean(row.notifier_local_network),
            }
          : row.webhook_id && row.webhook_url !== null
            ? {
                kind: "webhook",
                id: row.webhook_id,
                url: row.webhook_url,
                localNetwork: Boolean(row.webhook_local_network),
              }
            : null;
      if (!target) return [];
      return [
        {
          id: row.id,
          attempts: row.attempts,
          groupId: row.group_id,
          eventId: row.event_id,
          eventType: row.event_type,
          documentData: row.document_data,
          locale: row.locale,
          eventCreatedAt: row.created_at,
          target,
        },
      ];
    });
  }

  /** Records an attempt's end, unless the lease was lost meanwhile (another instance took the row). */
  async finish(id: string, instance: string, outcome: AttemptOutcome, now: Date): Promise<void> {
    await this.db
      .updateTable("event_deliveries")
      .set({
        status: outcome.status,
        http_status: outcome.httpStatus,
        error: outcome.error,
        sent_at: outcome.status === "sent" ? now : null,
        next_attempt_at: outcome.retryAt ?? now,
        claimed_by: null,
        claimed_until: null,
      })
      .where("id", "=", id)
      .where("claimed_by", "=", instance)
      .execute();
  }

  /** When the next pending delivery falls due, if any: the worker sets a timer for it. */
  async nextDue(): Promise<Date | null> {
    const row = await this.db
      .selectFrom("event_deliveries")
      .select((eb) => eb.fn.min("next_attempt_at").as("due"))
      .where("status", "=", "pending")
      .executeTakeFirst();
    const due = row?.due as Date | string | null | undefined;
    if (due === null || due === undefined) return null;
    return due instanceof Date ? due : new Date(due);
  }

  /** Forgets events older than `before` with no delivery still pending (their deliveries go with them). */
  async prune(before: Date): Promise<void> {
    await this.db
      .deleteFrom("events")
      .where("created_at", "<", before)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("event_deliveries")
              .select(sql.lit(1).as("one"))
              .whereRef("event_deliveries.event_id", "=", "events.id")
              .where("event_deliveries.status", "=", "pending"),
          ),
        ),
      )
      .execute();
  }
}
