import type { Kysely } from "kysely";
import type { Database, DeliveryStatus } from "../db/schema.js";

/** How many deliveries of one notifier or webhook are shown. */
export const RECENT_DELIVERIES = 20;

export interface RecentDeliveryRow {
  id: string;
  event_id: string;
  event_type: string;
  status: DeliveryStatus;
  attempts: number;
  created_at: Date;
  last_attempt_at: Date | null;
  sent_at: Date | null;
  next_attempt_at: Date;
  http_status: number | null;
  error: string | null;
}

/** The latest deliveries to one notifier or webhook of a group, newest first. */
export function recentDeliveries(
  db: Kysely<Database>,
  groupId: string,
  target: { notifierId: string } | { webhookId: string },
): Promise<RecentDeliveryRow[]> {
  let query = db
    .selectFrom("event_deliveries as d")
    .innerJoin("events as e", "e.id", "d.event_id")
    .select([
      "d.id",
      "d.event_id",
      "e.event_type",
      "d.status",
      "d.attempts",
      "d.created_at",
      "d.last_attempt_at",
      "d.sent_at",
      "d.next_attempt_at",
      "d.http_status",
      "d.error",
    ])
    .where("d.group_id", "=", groupId);
  query =
    "notifierId" in target
      ? query.where("d.notifier_id", "=", target.notifierId)
      : query.where("d.webhook_id", "=", target.webhookId);
  return query.orderBy("d.created_at", "desc").orderBy("d.id", "desc").limit(RECENT_DELIVERIES).execute();
}
