import { z } from "zod";
import { HTTP_ADDRESS_MESSAGE, TIME_OF_DAY_MESSAGE } from "../validation/messages.js";
import { PaginationQuery, paginated } from "./pagination.js";

/** A time of day, UTC, as `HH:MM` (seconds, as Mealie's UI may send them, are dropped). */
const ScheduledTime = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?$/, TIME_OF_DAY_MESSAGE)
  .transform((time) => time.slice(0, 5));

export const WebhookType = z.enum(["mealplan"]);

export const WebhookListQuery = PaginationQuery.extend({ queryFilter: z.string().optional() });
export type WebhookListQuery = z.infer<typeof WebhookListQuery>;

/** Mealie's web app sends an empty URL for a new webhook: it is kept, and such a webhook is never sent. */
const webhookUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((url) => url === "" || /^https?:\/\/[^\s/]+/i.test(url), HTTP_ADDRESS_MESSAGE);

export const CreateWebhook = z.object({
  enabled: z.boolean().default(true),
  name: z.string().trim().max(255).default(""),
  url: webhookUrl.default(""),
  webhookType: WebhookType.default("mealplan"),
  scheduledTime: ScheduledTime,
  /** Larder's own: may reach private addresses of the household's network; kept when left out. */
  localNetwork: z.boolean().optional(),
  /** The web app sends back the whole webhook: the group and id named are ignored. */
  groupId: z.string().optional(),
  id: z.string().optional(),
});
export type CreateWebhook = z.input<typeof CreateWebhook>;

export const ReadWebhook = z.object({
  enabled: z.boolean(),
  name: z.string(),
  url: z.string(),
  webhookType: WebhookType,
  scheduledTime: z.string(),
  groupId: z.string(),
  id: z.string(),
  localNetwork: z.boolean(),
});
export type ReadWebhook = z.infer<typeof ReadWebhook>;
export const WebhookPagination = paginated(ReadWebhook);
