import type { EventDeliveryOut } from "@larder/shared";
import type { Translate } from "../i18n/server-texts.js";
import { sayStored } from "../i18n/stored-text.js";
import type { RecentDeliveryRow } from "./target-deliveries.js";

/** A delivery as its reader sees it: its failure said in the language of `translate`. */
export function presentDelivery(row: RecentDeliveryRow, translate: Translate): EventDeliveryOut {
  return {
    id: row.id,
    eventId: row.event_id,
    eventType: row.event_type,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.created_at.toISOString(),
    lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
    sentAt: row.sent_at?.toISOString() ?? null,
    nextAttemptAt: row.status === "pending" ? row.next_attempt_at.toISOString() : null,
    httpStatus: row.http_status,
    error: row.error === null ? null : sayStored(row.error, translate),
  };
}
