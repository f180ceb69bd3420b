import {
  type DeliveryTestOutcome,
  EVENT_OPTIONS,
  EVENT_TYPES,
  type EventDeliveryOut,
  type EventType,
  type GroupEventNotifierCreate,
  type GroupEventNotifierOptionsOut,
  type GroupEventNotifierOut,
  type GroupEventNotifierUpdate,
  type NotifierListQuery,
  type Paginated,
} from "@larder/shared";
import type { z } from "zod";
import type { Actor } from "../auth/actor.js";
import { presentDelivery } from "../events/deliveries.presenter.js";
import type { DeliveryWorker } from "../events/delivery-worker.js";
import { HttpError } from "../http/errors.js";
import { say, translatorFor } from "../i18n/server-texts.js";
import { maskNotifierUrl, NotifierUrlError, parseNotifierUrl } from "../notify/notifier-url.js";
import type { Repositories } from "../repositories.js";
import { requireManager } from "../webhooks/webhooks.service.js";
import type { NotifierRow, NotifiersRepository } from "./notifiers.repository.js";

type CreateParsed = z.output<typeof GroupEventNotifierCreate>;
type UpdateParsed = z.output<typeof GroupEventNotifierUpdate>;

const notifierNotFound = () => new HttpError(404, "errors.notifiers.notifierNotFound");

/** A URL Larder can send to; otherwise a 400 that says why (an unknown scheme lists the supported ones). */
function checkedUrl(url: string): string {
  try {
    parseNotifierUrl(url);
  } catch (error) {
    if (error instanceof NotifierUrlError) throw new HttpError(400, error.text);
    throw error;
  }
  return url;
}

function presentNotifier(row: NotifierRow, wanted: Set<string>): GroupEventNotifierOut {
  const options = Object.fromEntries(EVENT_TYPES.map((type) => [EVENT_OPTIONS[type], wanted.has(type)]));
  return {
    id: row.id,
    name: row.name,
    enabled: row.enabled,
    groupId: row.group_id,
    // Mealie gives the options their own id; a notifier has one set, named by the notifier's id.
    options: { id: row.id, ...options } as GroupEventNotifierOptionsOut,
    appriseUrlMasked: maskNotifierUrl(row.apprise_url),
    localNetwork: row.local_network,
  };
}

/**
 * A group's notifiers (SPEC §1 group administration, issue 23): Apprise-style URLs told of the event
 * types each one's switches choose. Their URLs hold secrets: they are checked when saved, answered
 * only masked, and an update that sends no URL or the masked one keeps the stored URL. Managers
 * (canManage) and administrators only.
 */
export class NotifiersService {
  constructor(
    private readonly repositories: Repositories,
    private readonly worker: DeliveryWorker,
  ) {}

  private notifiersOf(actor: Actor): NotifiersRepository {
    requireManager(actor);
    return this.repositories.group(actor.groupId).notifiers;
  }

  async list(actor: Actor, query: NotifierListQuery): Promise<Paginated<GroupEventNotifierOut>> {
    const notifiers = this.notifiersOf(actor);
    const page = await notifiers.list(query);
    const wanted = await notifiers.eventTypesOf(page.items.map((row) => row.id));
    return { ...page, items: page.items.map((row) => presentNotifier(row, wanted.get(row.id) ?? new Set())) };
  }

  async get(actor: Actor, id: string): Promise<GroupEventNotifierOut> {
    return this.read(this.notifiersOf(actor), id);
  }

  /** A new notifier wants no event until its switches are set (as in Mealie). */
  async create(actor: Actor, body: CreateParsed): Promise<GroupEventNotifierOut> {
    const notifiers = this.notifiersOf(actor);
    const id = await notifiers.create(
      {
        name: body.name,
        enabled: body.enabled,
        apprise_url: checkedUrl(body.appriseUrl),
        local_network: body.localNetwork ?? false,
      },
      [],
    );
    return this.read(notifiers, id);
  }

  async update(actor: Actor, id: string, body: UpdateParsed): Promise<GroupEventNotifierOut> {
    const notifiers = this.notifiersOf(actor);
    const current = await this.find(notifiers, id);
    const sent = body.appriseUrl ?? "";
    const keep = sent === "" || sent === maskNotifierUrl(current.apprise_url);
    const wanted = body.options
      ? EVENT_TYPES.filter((type) => body.options?.[EVENT_OPTIONS[type]] === true)
      : ([...(await notifiers.eventTypesOf([current.id])).get(current.id)!] as EventType[]);
    const changed = await notifiers.update(
      current.id,
      {
        name: body.name,
        enabled: body.enabled,
        apprise_url: keep ? current.apprise_url : checkedUrl(sent),
        local_network: body.localNetwork ?? current.local_network,
      },
      wanted,
    );
    if (!changed) throw notifierNotFound();
    return this.read(notifiers, current.id);
  }

  async delete(actor: Actor, id: string): Promise<GroupEventNotifierOut> {
    const notifiers = this.notifiersOf(actor);
    const presented = await this.read(notifiers, id);
    await notifiers.delete(presented.id);
    return presented;
  }

  /** Sends a test message to the notifier now, once, and answers how it went (also listed in its deliveries). */
  async test(actor: Actor, id: string): Promise<DeliveryTestOutcome> {
    const notifier = await this.find(this.notifiersOf(actor), id);
    const recorded = await this.repositories.inTransaction(actor.groupId, ({ outbox }) =>
      outbox.recordFor(
        { notifierId: notifier.id },
        { type: "test_message", document: { documentType: "test", operation: "info", id: notifier.id } },
        { heldBy: this.worker.hold() },
      ),
    );
    if (!recorded) throw new HttpError(409, "errors.notifiers.testBeingSent");
    const { ok, httpStatus, error } = await this.worker.sendHeld(recorded.deliveryId);
    return { ok, httpStatus, error: error && say(error, translatorFor(actor.locale)) };
  }

  async deliveries(actor: Actor, id: string): Promise<EventDeliveryOut[]> {
    const notifiers = this.notifiersOf(actor);
    const notifier = await this.find(notifiers, id);
    const translate = translatorFor(actor.locale);
    return (await notifiers.recentDeliveries(notifier.id)).map((row) => presentDelivery(row, translate));
  }

  private async read(notifiers: NotifiersRepository, id: string): Promise<GroupEventNotifierOut> {
    const row = await this.find(notifiers, id);
    const wanted = await notifiers.eventTypesOf([row.id]);
    return presentNotifier(row, wanted.get(row.id) ?? new Set());
  }

  private async find(notifiers: NotifiersRepository, id: string): Promise<NotifierRow> {
    const row = await notifiers.find(id);
    if (!row) throw notifierNotFound();
    return row;
  }
}
