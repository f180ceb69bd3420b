import { EVENT_TYPES, type EventType } from "@larder/shared";
import { translatorFor } from "../i18n/server-texts.js";

/** A notification's texts. */
export interface EventTexts {
  title: string;
  body: string;
}

/** Event types whose text names no document; the others have a wording (`unnamed`) for one without a name. */
const WITHOUT_DOCUMENT_NAME = [
  "test_message",
  "webhook_task",
  "data_migrations",
  "data_export",
  "data_import",
] as const;
type NamedEventType = Exclude<EventType, (typeof WITHOUT_DOCUMENT_NAME)[number]>;

function namesDocument(type: EventType): type is NamedEventType {
  return !(WITHOUT_DOCUMENT_NAME as readonly string[]).includes(type);
}

/**
 * The title and body of an event's notifications in the language of the member who caused it
 * (`locale`, their Accept-Language), the closest catalogue of the same language, else English.
 * `{{name}}` in the body is the document's name, `{{date}}` the day of a meal plan.
 */
export function eventTexts(type: string, document: Record<string, unknown>, locale: string | null): EventTexts {
  if (!(EVENT_TYPES as readonly string[]).includes(type)) return { title: "Larder", body: type };
  const eventType = type as EventType;
  const t = translatorFor(locale);
  const named = typeof document.name === "string" && document.name !== "" ? document.name : null;
  const name = named ?? (namesDocument(eventType) ? t(`notifications.${eventType}.unnamed`) : "");
  const date = typeof document.date === "string" ? document.date : "";
  return { title: t(`notifications.${eventType}.title`), body: t(`notifications.${eventType}.body`, { name, date }) };
}
