import type { EventType } from "@larder/shared";
import type { Actor } from "../auth/actor.js";
import type { NewEvent } from "./outbox.repository.js";

type Operation = "create" | "update" | "delete" | "info";

/**
 * An event about one document of the group (a recipe, a tag, a list ...), with what receivers need
 * to find it: its kind, what happened, its id and, when it has them, its slug and name. `by` is
 * the member who caused it: the notifications speak their language.
 */
export function documentEvent(
  type: EventType,
  documentType: string,
  operation: Operation,
  document: { id: string | number; slug?: string | null; name?: string | null; [key: string]: unknown },
  by?: Pick<Actor, "locale"> | null,
): NewEvent {
  return { type, document: { documentType, operation, ...document }, locale: by?.locale ?? null };
}
