import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** A request as a notification receiver saw it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ReceiverAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

/** What a receiver does with a request: answer it, or never answer ("hang"). */
export type ReceiverHandler = (request: ReceivedRequest) => ReceiverAnswer | "hang";

/**
 * An HTTP server on loopback that keeps every request and answers as `handler` says: the stand-in
 * for a notification service (Discord, ntfy, a Home Assistant webhook ...) in tests.
 */
export async function startReceiver(handler: ReceiverHandler = () => ({ status: 200 })) {
  const requests: ReceivedRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://receiver");
      const received: ReceivedRequest = {
        method: request.method ?? "",
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(received);
      const answer = handler(received);
      if (answer === "hang") return;
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body ?? "");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    /** The one request received so far (fails when there are none or several). */
    only(): ReceivedRequest {
      if (requests.length !== 1) throw new Error(`expected one request, got ${requests.length}`);
      return requests[0] as ReceivedRequest;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

const jsonAnswer = (status: number, value: unknown): ReceiverAnswer => ({
  status,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(value),
});

function parsedJson(request: ReceivedRequest): Record<string, unknown> | null {
  if (!String(request.headers["content-type"]).startsWith("application/json")) return null;
  try {
    const value = JSON.parse(request.body);
    return value && typeof value === "object" ? value : null;
  } catch {
    return null;
  }
}

/** Discord's webhook execution (`POST /api/webhooks/{id}/{token}`), as its API documents it. */
export function discordService(webhookId: string, webhookToken: string): ReceiverHandler {
  return (request) => {
    if (request.method !== "POST") return jsonAnswer(405, { message: "405: Method Not Allowed", code: 0 });
    if (request.path !== `/api/webhooks/${webhookId}/${webhookToken}`) {
      return jsonAnswer(401, { message: "Invalid Webhook Token", code: 50027 });
    }
    const body = parsedJson(request);
    const content = body?.content;
    if (typeof content !== "string" || content === "" || content.length > 2000) {
      return jsonAnswer(400, { message: "Cannot send an empty message", code: 50006 });
    }
    return { status: 204 };
  };
}

/** A Slack incoming webhook (`POST /services/A/B/C`, JSON with `text`): answers "ok". */
export function slackService(tokens: [string, string, string]): ReceiverHandler {
  return (request) => {
    if (request.method !== "POST" || request.path !== `/services/${tokens.join("/")}`) {
      return { status: 404, body: "no_service" };
    }
    const text = parsedJson(request)?.text;
    if (typeof text !== "string" || text === "") return { status: 400, body: "no_text" };
    return { status: 200, headers: { "content-type": "text/html" }, body: "ok" };
  };
}

/** Telegram's Bot API `sendMessage`: the bot token in the path, `chat_id` and `text` in the body. */
export function telegramService(botToken: string, knownChats: string[]): ReceiverHandler {
  return (request) => {
    if (!request.path.startsWith(`/bot${botToken}/`)) {
      return jsonAnswer(401, { ok: false, error_code: 401, description: "Unauthorized" });
    }
    if (request.method !== "POST" || request.path !== `/bot${botToken}/sendMessage`) {
      return jsonAnswer(404, { ok: false, error_code: 404, description: "Not Found" });
    }
    const body = parsedJson(request);
    if (typeof body?.text !== "string" || body.text === "") {
      return jsonAnswer(400, { ok: false, error_code: 400, description: "Bad Request: message text is empty" });
    }
    if (!knownChats.includes(String(body.chat_id))) {
      return jsonAnswer(400, { ok: false, error_code: 400, description: "Bad Request: chat not found" });
    }
    return jsonAnswer(200, { ok: true, result: { message_id: 1, text: body.text } });
  };
}

/** Pushover's messages API (`POST /1/messages.json`, a form with `token`, `user`, `message`). */
export function pushoverService(appToken: string, userKey: string): ReceiverHandler {
  return (request) => {
    if (request.method !== "POST" || request.path !== "/1/messages.json") return { status: 404 };
    if (!String(request.headers["content-type"]).startsWith("application/x-www-form-urlencoded")) {
      return jsonAnswer(400, { status: 0, errors: ["message cannot be blank"] });
    }
    const form = new URLSearchParams(request.body);
    const errors: string[] = [];
    if (form.get("token") !== appToken) errors.push("application token is invalid");
    if (form.get("user") !== userKey) errors.push("user identifier is not a valid user, group, or subscribed user key");
    if (!form.get("message")) errors.push("message cannot be blank");
    if (form.get("priority") === "2" && (!form.get("retry") || !form.get("expire"))) {
      errors.push("retry and expire are required with priority 2");
    }
    return errors.length > 0
      ? jsonAnswer(400, { status: 0, errors, request: "r" })
      : jsonAnswer(200, { status: 1, request: "r" });
  };
}

/** An ntfy server taking JSON publishes at its root; with `authorization`, only that header is let in. */
export function ntfyService(authorization?: string): ReceiverHandler {
  return (request) => {
    if (authorization && request.headers.authorization !== authorization) {
      return jsonAnswer(authorization && request.headers.authorization ? 403 : 401, { code: 40101, http: 401 });
    }
    const body = parsedJson(request);
    if (request.method !== "POST" || request.path !== "/" || typeof body?.topic !== "string") {
      return jsonAnswer(400, { code: 40024, http: 400, error: "invalid request: topic invalid" });
    }
    return jsonAnswer(200, { id: "m1", event: "message", topic: body.topic, message: body.message });
  };
}

/** A Gotify server's `POST /message`, authorised by the application token in `X-Gotify-Key`. */
export function gotifyService(token: string, pathPrefix = ""): ReceiverHandler {
  return (request) => {
    if (request.path !== `${pathPrefix}/message` || request.method !== "POST") return jsonAnswer(404, {});
    if (request.headers["x-gotify-key"] !== token) {
      return jsonAnswer(401, {
        error: "Unauthorized",
        errorCode: 401,
        errorDescription: "you need to provide a valid access token",
      });
    }
    const body = parsedJson(request);
    if (typeof body?.message !== "string" || body.message === "") {
      return jsonAnswer(400, { error: "Bad Request", errorCode: 400, errorDescription: "Field 'message' is required" });
    }
    return jsonAnswer(200, { id: 1, appid: 1, ...body });
  };
}

/** An Apprise API server's `POST /notify/{key}` (or stateless `/notify/` with `urls`). */
export function appriseService(pathPrefix = ""): ReceiverHandler {
  return (request) => {
    if (request.method !== "POST" || !request.path.startsWith(`${pathPrefix}/notify/`)) return { status: 404 };
    const body = parsedJson(request);
    if (typeof body?.body !== "string" || body.body === "") return { status: 400, body: "Bad FORM Payload provided" };
    if (request.path === `${pathPrefix}/notify/` && typeof body.urls !== "string") {
      return { status: 400, body: "No valid URLs were provided" };
    }
    return { status: 200, body: "Notification(s) sent." };
  };
}
