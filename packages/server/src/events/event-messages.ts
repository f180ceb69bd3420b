import type { EventType } from "@larder/shared";

/** A notification's texts. */
export interface EventTexts {
  title: string;
  body: string;
}

type Document = Record<string, unknown>;

const named = (document: Document, fallback: string): string =>
  typeof document.name === "string" && document.name !== "" ? document.name : fallback;

/**
 * The texts of each event type's notifications in English, the one catalogue for them, so that
 * the texts can be translated by locale later (issue 29) without touching the senders.
 */
const ENGLISH: Record<EventType, (document: Document) => EventTexts> = {
  test_message: () => ({ title: "Test message", body: "This is a test message from Larder." }),
  webhook_task: (document) => ({
    title: "Meal plan",
    body: `The meal plan for ${String(document.date ?? "today")}.`,
  }),
  recipe_created: (document) => ({ title: "Recipe created", body: `${named(document, "A recipe")} was created.` }),
  recipe_updated: (document) => ({ title: "Recipe updated", body: `${named(document, "A recipe")} was updated.` }),
  recipe_deleted: (document) => ({ title: "Recipe deleted", body: `${named(document, "A recipe")} was deleted.` }),
  user_signup: (document) => ({ title: "New member", body: `${named(document, "Someone")} signed up.` }),
  data_migrations: () => ({ title: "Migration done", body: "A migration into the group has finished." }),
  data_export: () => ({ title: "Export done", body: "A recipe export is ready to download." }),
  data_import: () => ({ title: "Import done", body: "A recipe import has finished." }),
  mealplan_entry_created: (document) => ({
    title: "Meal planned",
    body: `${named(document, "A meal")} was planned for ${String(document.date ?? "a day")}.`,
  }),
  shopping_list_created: (document) => ({
    title: "Shopping list created",
    body: `${named(document, "A shopping list")} was created.`,
  }),
  shopping_list_updated: (document) => ({
    title: "Shopping list updated",
    body: `${named(document, "A shopping list")} was updated.`,
  }),
  shopping_list_deleted: (document) => ({
    title: "Shopping list deleted",
    body: `${named(document, "A shopping list")} was deleted.`,
  }),
  cookbook_created: (document) => ({
    title: "Cookbook created",
    body: `${named(document, "A cookbook")} was created.`,
  }),
  cookbook_updated: (document) => ({
    title: "Cookbook updated",
    body: `${named(document, "A cookbook")} was updated.`,
  }),
  cookbook_deleted: (document) => ({
    title: "Cookbook deleted",
    body: `${named(document, "A cookbook")} was deleted.`,
  }),
  tag_created: (document) => ({ title: "Tag created", body: `${named(document, "A tag")} was created.` }),
  tag_updated: (document) => ({ title: "Tag updated", body: `${named(document, "A tag")} was updated.` }),
  tag_deleted: (document) => ({ title: "Tag deleted", body: `${named(document, "A tag")} was deleted.` }),
  category_created: (document) => ({
    title: "Category created",
    body: `${named(document, "A category")} was created.`,
  }),
  category_updated: (document) => ({
    title: "Category updated",
    body: `${named(document, "A category")} was updated.`,
  }),
  category_deleted: (document) => ({
    title: "Category deleted",
    body: `${named(document, "A category")} was deleted.`,
  }),
};

/** The title and body of an event's notifications, in `locale` when there is a catalogue for it (English now). */
export function eventTexts(type: string, document: Document, _locale: string | null): EventTexts {
  const texts = ENGLISH[type as EventType];
  return texts ? texts(document) : { title: "Larder", body: type };
}
