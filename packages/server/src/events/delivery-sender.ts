import type { TextKey } from "../i18n/server-texts.js";
import type { NetworkReach } from "../outbound/address-policy.js";
import { OutboundError, type OutboundFailure, type SafeFetcher } from "../outbound/safe-fetch.js";
import type { DeliverySender, NotificationMessage, SendOutcome } from "./delivery-worker.js";

/** What a receiver's answer may weigh at most: only its status is kept. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** Outbound failures that trying again will not mend. */
const PERMANENT_FAILURES = new Set<OutboundFailure>(["invalid-url", "refused-address", "too-many-redirects"]);

/** A failure's reason, without the address (it may carry a token). */
const FAILURE_TEXT: Record<OutboundFailure, TextKey> = {
  "invalid-url": "errors.notifiers.delivery.webhookNotWebAddress",
  "refused-address": "errors.notifiers.delivery.webhookAddressRefused",
  unresolvable: "errors.notifiers.delivery.webhookHostNotFound",
  "too-many-redirects": "errors.notifiers.delivery.webhookTooManyRedirects",
  timeout: "errors.notifiers.delivery.webhookNoAnswer",
  "too-large": "errors.notifiers.delivery.webhookAnswerTooLarge",
  network: "errors.notifiers.delivery.webhookUnreachable",
};

/** An answer's status as an outcome: 2xx is sent; 4xx other than 408 and 429 will not change by retrying. */
export function outcomeOfStatus(status: number): SendOutcome {
  if (status >= 200 && status < 300) return { ok: true, httpStatus: status, error: null, permanent: false };
  const permanent = status >= 400 && status < 500 && status !== 408 && status !== 429;
  return {
    ok: false,
    httpStatus: status,
    error: { key: "errors.notifiers.delivery.webhookAnswered", values: { status } },
    permanent,
  };
}

/** A failed fetch as an outcome. */
export function outcomeOfError(error: unknown): SendOutcome {
  if (error instanceof OutboundError) {
    return {
      ok: false,
      httpStatus: null,
      error: { key: FAILURE_TEXT[error.reason] },
      permanent: PERMANENT_FAILURES.has(error.reason),
    };
  }
  return { ok: false, httpStatus: null, error: { key: "errors.notifiers.delivery.notSent" }, permanent: false };
}

/**
 * Sends deliveries through the one outbound client: webhooks as a JSON POST of the event (the
 * fields of Mealie's event), notifiers through `notify`, the sender of Apprise-style URLs.
 */
export class OutboundDeliverySender implements DeliverySender {
  constructor(
    private readonly fetcher: SafeFetcher,
    readonly notify: (url: string, message: NotificationMessage, reach: NetworkReach) => Promise<SendOutcome>,
  ) {}

  async postWebhook(url: string, message: NotificationMessage, reach: NetworkReach): Promise<SendOutcome> {
    if (url === "") {
      return {
        ok: false,
        httpStatus: null,
        error: { key: "errors.notifiers.delivery.webhookNoAddress" },
        permanent: true,
      };
    }
    const { title, body, ...event } = message;
    try {
      const response = await this.fetcher.fetch(url, {
        method: "POST",
        body: JSON.stringify({ message: { title, body }, ...event }),
        headers: { "content-type": "application/json", accept: "application/json, */*" },
        maxBytes: MAX_ANSWER_BYTES,
        reach,
      });
      return outcomeOfStatus(response.status);
    } catch (error) {
      return outcomeOfError(error);
    }
  }
}
