import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { Text } from "../i18n/server-texts.js";
import { storeText } from "../i18n/stored-text.js";
import type { Clock } from "../jobs/clock.js";
import type { NetworkReach } from "../outbound/address-policy.js";
import type { ClaimedDelivery, DeliveriesRepository } from "./deliveries.repository.js";
import { eventTexts } from "./event-messages.js";

/** One notification as a notifier gets it (the `notify` senders' message). */
export interface NotificationMessage {
  title: string;
  body: string;
  eventType: string;
  eventId: string;
  /** When the event happened. */
  timestamp: Date;
  documentData?: unknown;
  integrationId: string;
}

/** How one attempt to send ended. */
export interface SendOutcome {
  ok: boolean;
  /** The receiver's HTTP status, when it answered. */
  httpStatus: number | null;
  /** A short reason, without the address (it may hold secrets), said in its reader's language. */
  error: Text | null;
  /** Trying again cannot help (an address refused, a receiver that says the request is wrong). */
  permanent: boolean;
}

/** Sends one message to one notifier or webhook address; never throws. */
export interface DeliverySender {
  notify(url: string, message: NotificationMessage, reach: NetworkReach): Promise<SendOutcome>;
  postWebhook(url: string, message: NotificationMessage, reach: NetworkReach): Promise<SendOutcome>;
}

export interface DeliveryWorkerOptions {
  deliveries: DeliveriesRepository;
  sender: DeliverySender;
  clock: Clock;
  log: Logger;
  /** How far a target may reach: "lan" with its local-network flag, else "public" (tests: "local"). */
  reachOf: (localNetwork: boolean) => NetworkReach;
  /** Deliveries sent at once by this instance; a receiver that never answers holds one slot until the time limit. */
  concurrency?: number;
  /** Attempts before a delivery is given up. */
  maxAttempts?: number;
  /** How long a claim holds: longer than the outbound client's time limit, so a live sender never loses it. */
  leaseMs?: number;
}

/** Mealie's notifications name the integration that caused them; Larder's are all of one kind. */
export const INTEGRATION_ID = "generic";

const FIRST_RETRY_MS = 30_000;
const MAX_ERROR_LENGTH = 300;

/** Waits 30 s after the first failure, then twice as long after each further one. */
export const retryDelay = (attempts: number): number => FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0);

/** The message an event's delivery sends, its texts in the event's locale. */
export function messageOf(
  delivery: Pick<ClaimedDelivery, "eventType" | "eventId" | "documentData" | "locale" | "eventCreatedAt">,
): NotificationMessage {
  const documentData = JSON.parse(delivery.documentData) as Record<string, unknown>;
  const texts = eventTexts(delivery.eventType, documentData, delivery.locale);
  return {
    ...texts,
    eventType: delivery.eventType,
    eventId: delivery.eventId,
    timestamp: delivery.eventCreatedAt,
    documentData,
    integrationId: INTEGRATION_ID,
  };
}

/**
 * Sends the deliveries the outbox holds, in the background: woken by the event bus when a change
 * recorded events (here or on another instance), by the job runner every minute (what a restart or
 * a lost wake-up left), and by a timer when a retry falls due. Each delivery is claimed for a
 * while before it is sent, so that of several instances one sends it; at most `concurrency` are
 * under way at once. A failed attempt is retried with growing pauses, `maxAttempts` times in all.
 */
export class DeliveryWorker {
  readonly instance = randomUUID();
  readonly #inFlight = new Set<Promise<void>>();
  /** Notifiers and webhooks this worker is sending to now, by id: one send at a time to each. */
  readonly #busy = new Map<string, number>();
  /** Writes of attempts' ends under way: closing waits for them, not for the sends. */
  readonly #writes = new Set<Promise<void>>();
  readonly #timers = new Set<NodeJS.Timeout>();
  #pumping: Promise<void> | undefined;
  #again = false;
  #stopped = false;
  /** Settles when `stop` is called: a drain waiting for sends gives up waiting then. */
  readonly #stopping: Promise<void>;
  #stop: () => void = () => {};
  private readonly concurrency: number;
  private readonly maxAttempts: number;
  private readonly leaseMs: number;

  constructor(private readonly options: DeliveryWorkerOptions) {
    this.concurrency = options.concurrency ?? 8;
    this.maxAttempts = options.maxAttempts ?? 5;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.#stopping = new Promise((resolve) => {
      this.#stop = resolve;
    });
  }

  /** Looks for due deliveries soon; cheap to call often (one look at a time, and one more after it). */
  wake(): void {
    if (this.#stopped) return;
    if (this.#pumping) {
      this.#again = true;
      return;
    }
    this.#pumping = this.pump().finally(() => {
      this.#pumping = undefined;
      if (this.#again) {
        this.#again = false;
        this.wake();
      }
    });
  }

  /** Sends everything due now and waits until it is done (the minute job, tests). */
  async drain(): Promise<void> {
    for (;;) {
      if (!this.#pumping) this.wake();
      await this.#pumping;
      if (this.#stopped || (this.#inFlight.size === 0 && !this.#pumping)) return;
      // A receiver that never answers holds its send for the outbound client's whole time limit:
      // a stop (the server closing) does not wait for it.
      await Promise.race([Promise.all(this.#inFlight), this.#stopping]);
    }
  }

  /**
   * Stops claiming. Sends under way are not waited for (a receiver may take the outbound client's
   * whole time limit): their leases run out and another instance, or this one after a restart,
   * sends them again.
   */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#stop();
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    await this.#pumping;
    await Promise.all(this.#writes);
  }

  /** A hold on a delivery for `recordFor`'s `heldBy`: a test sent at once by this worker. */
  hold(): { instance: string; until: Date } {
    return { instance: this.instance, until: new Date(this.options.clock.now().getTime() + this.leaseMs) };
  }

  /**
   * Sends a delivery recorded held by this worker now, once: a failure is recorded as failed, not
   * retried (a test's outcome is answered to whoever asked).
   */
  async sendHeld(deliveryId: string): Promise<SendOutcome> {
    const delivery = await this.options.deliveries.loadClaimed(deliveryId, this.instance);
    if (!delivery) {
      return {
        ok: false,
        httpStatus: null,
        error: { key: "errors.notifiers.delivery.noLongerPending" },
        permanent: true,
      };
    }
    return this.deliver(delivery, true);
  }

  private async pump(): Promise<void> {
    // After the current turn: the request whose commit woke the worker answers first, and the
    // wake-ups of a burst of changes share one look.
    await new Promise((resolve) => setImmediate(resolve));
    const { deliveries, clock, log } = this.options;
    for (;;) {
      const free = this.concurrency - this.#inFlight.size;
      if (free <= 0 || this.#stopped) return;
      const now = clock.now();
      let claimed: ClaimedDelivery[];
      try {
        claimed = await deliveries.claim(this.instance, now, new Date(now.getTime() + this.leaseMs), free, [
          ...this.#busy.keys(),
        ]);
      } catch (error) {
        log.error({ err: error }, "could not claim event deliveries");
        return;
      }
      for (const delivery of claimed) this.start(delivery);
      // Fewer than asked: nothing else is due now, or only for receivers busy already.
      if (claimed.length < free) return;
    }
  }

  private start(delivery: ClaimedDelivery): void {
    const target = delivery.target.id;
    this.#busy.set(target, (this.#busy.get(target) ?? 0) + 1);
    const sending: Promise<void> = this.deliver(delivery)
      .then(() => {})
      .finally(() => {
        const left = (this.#busy.get(target) ?? 1) - 1;
        if (left > 0) this.#busy.set(target, left);
        else this.#busy.delete(target);
        this.#inFlight.delete(sending);
        this.wake();
      });
    this.#inFlight.add(sending);
  }

  private async deliver(delivery: ClaimedDelivery, once = false): Promise<SendOutcome> {
    const { sender, reachOf, log } = this.options;
    let outcome: SendOutcome;
    try {
      const message = messageOf(delivery);
      const reach = reachOf(delivery.target.localNetwork);
      outcome =
        delivery.target.kind === "notifier"
          ? await sender.notify(delivery.target.url, message, reach)
          : await sender.postWebhook(delivery.target.url, message, reach);
    } catch (error) {
      outcome = { ok: false, httpStatus: null, error: shortError(error), permanent: false };
    }
    if (this.#stopped) return outcome;
    const now = this.options.clock.now();
    const givenUp = !outcome.ok && (once || outcome.permanent || delivery.attempts >= this.maxAttempts);
    const retryAt = outcome.ok || givenUp ? null : new Date(now.getTime() + retryDelay(delivery.attempts));
    if (!outcome.ok) {
      // The target's address may hold secrets: only its kind and id are logged.
      log.warn(
        { delivery: delivery.id, target: `${delivery.target.kind}:${delivery.target.id}`, status: outcome.httpStatus },
        givenUp ? "gave up an event delivery" : "an event delivery failed; retrying later",
      );
    }
    const write = this.options.deliveries
      .finish(
        delivery.id,
        this.instance,
        {
          status: outcome.ok ? "sent" : givenUp ? "failed" : "pending",
          httpStatus: outcome.httpStatus,
          // Kept by key, to be said in the language of whoever reads the delivery.
          error: outcome.ok ? null : storeText(outcome.error ?? { key: "errors.notifiers.delivery.notSent" }),
          retryAt,
        },
        now,
      )
      .catch((error: unknown) => log.error({ err: error }, "could not record an event delivery"));
    this.#writes.add(write);
    await write;
    this.#writes.delete(write);
    if (retryAt) this.wakeAt(retryAt.getTime() - now.getTime());
    return outcome;
  }

  private wakeAt(delayMs: number): void {
    if (this.#stopped) return;
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      this.wake();
    }, delayMs);
    timer.unref();
    this.#timers.add(timer);
  }
}

/** An unexpected error's message, cut short: a technical detail, said as it is in every language. */
export function shortError(error: unknown): Text {
  const message = error instanceof Error ? error.message || error.name : String(error);
  return { key: "errors.common.technicalDetail", values: { detail: message.slice(0, MAX_ERROR_LENGTH) } };
}
