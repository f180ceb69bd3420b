import { z } from "zod";
import { REQUIRED_MESSAGE } from "../validation/messages.js";
import { PaginationQuery, paginated } from "./pagination.js";

/**
 * The events a group's notifiers may subscribe to, by Mealie's names (`event_type` of its
 * notifications), each with the name of its switch in a notifier's options. `test_message` is what
 * `POST .../{id}/test` sends and `webhook_task` a webhook's run.
 */
export const EVENT_OPTIONS = {
  test_message: "testMessage",
  webhook_task: "webhookTask",
  recipe_created: "recipeCreated",
  recipe_updated: "recipeUpdated",
  recipe_deleted: "recipeDeleted",
  user_signup: "userSignup",
  data_migrations: "dataMigrations",
  data_export: "dataExport",
  data_import: "dataImport",
  mealplan_entry_created: "mealplanEntryCreated",
  shopping_list_created: "shoppingListCreated",
  shopping_list_updated: "shoppingListUpdated",
  shopping_list_deleted: "shoppingListDeleted",
  cookbook_created: "cookbookCreated",
  cookbook_updated: "cookbookUpdated",
  cookbook_deleted: "cookbookDeleted",
  tag_created: "tagCreated",
  tag_updated: "tagUpdated",
  tag_deleted: "tagDeleted",
  category_created: "categoryCreated",
  category_updated: "categoryUpdated",
  category_deleted: "categoryDeleted",
} as const;
export type EventType = keyof typeof EVENT_OPTIONS;
export type EventOption = (typeof EVENT_OPTIONS)[EventType];
export const EVENT_TYPES = Object.keys(EVENT_OPTIONS) as EventType[];

const switches = (make: () => z.ZodType) =>
  Object.fromEntries(EVENT_TYPES.map((type) => [EVENT_OPTIONS[type], make()]));

/** One switch per event type, all off unless sent. */
export const GroupEventNotifierOptions = z.object(
  switches(() => z.boolean().default(false)) as { [K in EventOption]: z.ZodDefault<z.ZodBoolean> },
);
export type GroupEventNotifierOptions = z.input<typeof GroupEventNotifierOptions>;

export const GroupEventNotifierOptionsOut = z.object({
  id: z.string(),
  ...(switches(() => z.boolean()) as { [K in EventOption]: z.ZodBoolean }),
});
export type GroupEventNotifierOptionsOut = z.infer<typeof GroupEventNotifierOptionsOut>;

export const NotifierListQuery = PaginationQuery.extend({ queryFilter: z.string().optional() });
export type NotifierListQuery = z.infer<typeof NotifierListQuery>;

const notifierName = z.string().trim().min(1, REQUIRED_MESSAGE).max(255);
/**
 * Larder's own: whether the notifier may reach private addresses of the household's network (a
 * Gotify or ntfy server on the LAN). Off unless asked for; the server itself and cloud metadata
 * addresses stay out of reach.
 */
const localNetwork = z.boolean().optional();

export const GroupEventNotifierCreate = z.object({
  name: notifierName,
  appriseUrl: z.string().trim().min(1, REQUIRED_MESSAGE).max(2048),
  enabled: z.boolean().default(true),
  localNetwork,
});
export type GroupEventNotifierCreate = z.input<typeof GroupEventNotifierCreate>;

/**
 * What the web app sends back: the whole notifier. An `appriseUrl` that is missing, empty, or the
 * masked one answered keeps the stored URL; the group and id named in the body are ignored.
 */
export const GroupEventNotifierUpdate = z.object({
  name: notifierName,
  appriseUrl: z.string().trim().max(2048).nullish(),
  enabled: z.boolean().default(true),
  options: GroupEventNotifierOptions.optional(),
  localNetwork,
  groupId: z.string().optional(),
  id: z.string().optional(),
});
export type GroupEventNotifierUpdate = z.input<typeof GroupEventNotifierUpdate>;

export const GroupEventNotifierOut = z.object({
  id: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  groupId: z.string(),
  options: GroupEventNotifierOptionsOut,
  /** Larder's own: the URL with its secrets hidden (the URL itself is never answered). */
  appriseUrlMasked: z.string(),
  localNetwork: z.boolean(),
});
export type GroupEventNotifierOut = z.infer<typeof GroupEventNotifierOut>;
export const GroupEventPagination = paginated(GroupEventNotifierOut);

export const DeliveryStatus = z.enum(["pending", "sent", "failed"]);

/** Larder's own: one attempt series of one event to one notifier or webhook. */
export const EventDeliveryOut = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: DeliveryStatus,
  attempts: z.number().int(),
  /** When the event happened. */
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** While pending: when the next attempt is due. */
  nextAttemptAt: z.string().nullable(),
  /** The receiver's last HTTP status, if it answered. */
  httpStatus: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type EventDeliveryOut = z.infer<typeof EventDeliveryOut>;
export const EventDeliveryList = z.array(EventDeliveryOut);

/** Larder's own: what a test sent now answered. */
export const DeliveryTestOutcome = z.object({
  ok: z.boolean(),
  httpStatus: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type DeliveryTestOutcome = z.infer<typeof DeliveryTestOutcome>;
