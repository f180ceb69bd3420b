import type {
  CreateWebhook,
  DeliveryTestOutcome,
  EventDeliveryOut,
  Paginated,
  ReadWebhook,
  WebhookListQuery,
} from "@larder/shared";
import type { z } from "zod";
import type { Actor } from "../auth/actor.js";
import { presentDelivery } from "../events/deliveries.presenter.js";
import type { DeliveryWorker } from "../events/delivery-worker.js";
import { HttpError } from "../http/errors.js";
import { say, translatorFor } from "../i18n/server-texts.js";
import type { Clock } from "../jobs/clock.js";
import type { MealPlansService } from "../mealplans/mealplans.service.js";
import type { Repositories } from "../repositories.js";
import { requirePermission } from "../users/permissions.js";
import type { WebhookRow, WebhooksRepository } from "./webhooks.repository.js";

type CreateWebhookParsed = z.output<typeof CreateWebhook>;

const webhookNotFound = () => new HttpError(404, "errors.notifiers.webhookNotFound");
const MINUTE_MS = 60_000;
/** Minutes looked back for a daily time not fired yet (a tick that came late, a short restart). */
const CATCH_UP_MINUTES = 5;

/** Managing the group's notifiers and webhooks holds their secrets: managers and administrators only. */
export function requireManager(actor: Actor): void {
  requirePermission(actor, "canManage", "errors.permissions.manageGroup");
}

function presentWebhook(row: WebhookRow): ReadWebhook {
  return {
    enabled: row.enabled,
    name: row.name,
    url: row.url,
    webhookType: row.webhook_type,
    scheduledTime: row.scheduled_time,
    groupId: row.group_id,
    id: row.id,
    localNetwork: row.local_network,
  };
}

/** yyyy-MM-dd and HH:MM of a moment, UTC. */
function utcParts(moment: Date): { date: string; time: string } {
  const iso = moment.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/**
 * A group's webhooks (SPEC §1 group administration): each gets the group's meal plan for the day,
 * as a JSON POST, at its daily UTC time (the minute job `fireScheduled`), when tested, and when the
 * day is run again. Every post is a delivery of the outbox, sent by the delivery worker with its
 * retries; Mealie sent every entry ever planned, of any group, and Larder sends the day's of the
 * webhook's group.
 */
export class WebhooksService {
  constructor(
    private readonly repositories: Repositories,
    private readonly mealPlans: MealPlansService,
    private readonly worker: DeliveryWorker,
    private readonly clock: Clock,
  ) {}

  private webhooksOf(actor: Actor): WebhooksRepository {
    requireManager(actor);
    return this.repositories.group(actor.groupId).webhooks;
  }

  async list(actor: Actor, query: WebhookListQuery): Promise<Paginated<ReadWebhook>> {
    const page = await this.webhooksOf(actor).list(query);
    return { ...page, items: page.items.map(presentWebhook) };
  }

  async get(actor: Actor, id: string): Promise<ReadWebhook> {
    return presentWebhook(await this.find(this.webhooksOf(actor), id));
  }

  async create(actor: Actor, body: CreateWebhookParsed): Promise<ReadWebhook> {
    const webhooks = this.webhooksOf(actor);
    const id = await webhooks.create({
      name: body.name,
      enabled: body.enabled,
      url: body.url,
      scheduled_time: body.scheduledTime,
      local_network: body.localNetwork ?? false,
    });
    return this.get(actor, id);
  }

  async update(actor: Actor, id: string, body: CreateWebhookParsed): Promise<ReadWebhook> {
    const webhooks = this.webhooksOf(actor);
    const current = await this.find(webhooks, id);
    const changed = await webhooks.update(current.id, {
      name: body.name,
      enabled: body.enabled,
      url: body.url,
      scheduled_time: body.scheduledTime,
      local_network: body.localNetwork ?? current.local_network,
    });
    if (!changed) throw webhookNotFound();
    return this.get(actor, id);
  }

  async delete(actor: Actor, id: string): Promise<ReadWebhook> {
    const webhooks = this.webhooksOf(actor);
    const current = await this.find(webhooks, id);
    await webhooks.delete(current.id);
    return presentWebhook(current);
  }

  /** Posts today's meal plan to the webhook now, once, and answers how it went. */
  async test(actor: Actor, id: string): Promise<DeliveryTestOutcome> {
    const webhook = await this.find(this.webhooksOf(actor), id);
    if (webhook.url === "") throw new HttpError(400, "errors.notifiers.webhookWithoutAddress");
    const recorded = await this.record(webhook, this.clock.now(), { held: true });
    if (!recorded) throw new HttpError(409, "errors.notifiers.webhookBeingSent");
    const { ok, httpStatus, error } = await this.worker.sendHeld(recorded.deliveryId);
    return { ok, httpStatus, error: error && say(error, translatorFor(actor.locale)) };
  }

  /** Sends today's meal plan to each of the group's enabled webhooks again, in the background. */
  async rerun(actor: Actor): Promise<{ queued: number }> {
    const webhooks = await this.webhooksOf(actor).enabled();
    const now = this.clock.now();
    for (const webhook of webhooks) await this.record(webhook, now);
    return { queued: webhooks.length };
  }

  async deliveries(actor: Actor, id: string): Promise<EventDeliveryOut[]> {
    const webhooks = this.webhooksOf(actor);
    const webhook = await this.find(webhooks, id);
    const translate = translatorFor(actor.locale);
    return (await webhooks.recentDeliveries(webhook.id)).map((row) => presentDelivery(row, translate));
  }

  /**
   * The minute job: every enabled webhook whose daily time is among the last few minutes up to
   * `dueAt` gets that day's meal plan, once per webhook and day however many instances tick (the
   * delivery's unique schedule key).
   */
  async fireScheduled(dueAt: Date): Promise<number> {
    const minutes = Array.from({ length: CATCH_UP_MINUTES }, (_, back) => new Date(dueAt.getTime() - back * MINUTE_MS));
    const byTime = new Map(minutes.map((minute) => [utcParts(minute).time, minute]));
    const due = await this.repositories.scheduledWebhooks.dueAt([...byTime.keys()]);
    let fired = 0;
    for (const webhook of due) {
      const moment = byTime.get(webhook.scheduled_time) as Date;
      const key = `${webhook.id}@${utcParts(moment).date}`;
      if (await this.record(webhook, moment, { scheduleKey: key })) fired += 1;
    }
    return fired;
  }

  private async record(
    webhook: WebhookRow,
    moment: Date,
    { scheduleKey = null, held = false }: { scheduleKey?: string | null; held?: boolean } = {},
  ) {
    const { date } = utcParts(moment);
    const content = await this.mealPlans.entriesOn(webhook.group_id, date);
    const dayStart = new Date(`${date}T00:00:00.000Z`);
    const document = {
      documentType: "mealplan",
      operation: "info",
      date,
      webhookStartDt: dayStart.toISOString(),
      webhookEndDt: new Date(dayStart.getTime() + 24 * 60 * MINUTE_MS - 1).toISOString(),
      content,
    };
    return this.repositories.inTransaction(webhook.group_id, ({ outbox }) =>
      outbox.recordFor(
        { webhookId: webhook.id },
        { type: "webhook_task", document },
        { scheduleKey, ...(held ? { heldBy: this.worker.hold() } : {}) },
      ),
    );
  }

  private async find(webhooks: WebhooksRepository, id: string): Promise<WebhookRow> {
    const webhook = await webhooks.find(id);
    if (!webhook) throw webhookNotFound();
    return webhook;
  }
}
