import type { EventOption } from "@larder/shared";

/**
 * The event switches a notifier shows, grouped as a household thinks of them. The test message and
 * the webhooks' task are not among them: a test is sent whatever the switches say.
 */
export const EVENT_GROUPS = [
  { id: "recipes", options: ["recipeCreated", "recipeUpdated", "recipeDeleted"] },
  {
    id: "organizers",
    options: ["categoryCreated", "categoryUpdated", "categoryDeleted", "tagCreated", "tagUpdated", "tagDeleted"],
  },
  { id: "cookbooks", options: ["cookbookCreated", "cookbookUpdated", "cookbookDeleted"] },
  { id: "shopping", options: ["shoppingListCreated", "shoppingListUpdated", "shoppingListDeleted"] },
  { id: "mealPlans", options: ["mealplanEntryCreated"] },
  { id: "users", options: ["userSignup"] },
  { id: "data", options: ["dataMigrations", "dataExport", "dataImport"] },
] as const satisfies readonly { id: string; options: readonly EventOption[] }[];

export const CHOSEN_OPTIONS: readonly EventOption[] = EVENT_GROUPS.flatMap((group) => group.options);
