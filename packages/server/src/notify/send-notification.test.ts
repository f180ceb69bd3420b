import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MailSender } from "../mail/mail-sender.js";
import { Mailer } from "../mail/mailer.js";
import { SafeFetcher } from "../outbound/safe-fetch.js";
import {
  appriseService,
  discordService,
  gotifyService,
  ntfyService,
  pushoverService,
  type Receiver,
  type ReceiverHandler,
  slackService,
  startReceiver,
  telegramService,
} from "../test-support/notification-receivers.js";
import { type SmtpInbox, startSmtpInbox } from "../test-support/smtp-inbox.js";
import {
  NotificationDeliveryError,
  type NotificationMessage,
  notifierReach,
  type SendNotificationOptions,
  sendNotification,
} from "./send-notification.js";

const message: NotificationMessage = {
  title: "Recipe Created",
  body: "Grandma's <Pancakes> & syrup\nwere added.",
  eventType: "recipe_created",
  eventId: "6f1c1c2e-3b7a-4e57-9a51-1b2f4c0d9e11",
  timestamp: new Date("2024-05-06T07:08:09.123Z"),
  documentData: { document_type: "recipe", operation: "create", recipe_slug: "pancakes" },
  integrationId: "generic",
};

// The fetcher refuses private addresses by default; each send asks for loopback explicitly.
const outbound = new SafeFetcher({ allowPrivateNetwork: false });
const silent = pino({ level: "silent" });
let inbox: SmtpInbox;
let mail: MailSender;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  mail = new MailSender(
    new Mailer({
      host: "127.0.0.1",
      port: Number(inbox.env.SMTP_PORT),
      fromName: "Larder",
      fromEmail: "larder@example.com",
      user: null,
      password: null,
      authStrategy: "NONE",
    }),
    silent,
  );
});
afterAll(async () => {
  await mail.close();
  await inbox.close();
});

const receivers: Receiver[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

async function receiver(handler?: ReceiverHandler): Promise<Receiver> {
  const started = await startReceiver(handler);
  receivers.push(started);
  return started;
}

function send(url: string, options: SendNotificationOptions = {}, sent: NotificationMessage = message) {
  return sendNotification(url, sent, { outbound, mail }, { reach: "local", ...options });
}

async function failure(work: Promise<unknown>): Promise<NotificationDeliveryError> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(NotificationDeliveryError);
  return error as NotificationDeliveryError;
}

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

describe("json://", () => {
  it("posts Apprise's JSON fields and the event's fields, with basic auth, headers and query", async () => {
    const ha = await receiver();
    await send(`json://hass:p%40ss@${ha.host}/api/webhook/larder?+X-Token=abc&-room=kitchen&:sound=ocean`);
    const request = ha.only();
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/api/webhook/larder");
    expect(request.query.get("room")).toBe("kitchen");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers.authorization).toBe(basic("hass", "p@ss"));
    expect(request.headers["x-token"]).toBe("abc");
    expect(request.headers["user-agent"]).toBe("Larder");
    expect(JSON.parse(request.body)).toEqual({
      version: "1.0",
      title: "Recipe Created",
      message: "Grandma's <Pancakes> & syrup\nwere added.",
      type: "info",
      sound: "ocean",
      event_type: "recipe_created",
      integration_id: "generic",
      document_data: '{"document_type":"recipe","operation":"create","recipe_slug":"pancakes"}',
      event_id: "6f1c1c2e-3b7a-4e57-9a51-1b2f4c0d9e11",
      timestamp: "2024-05-06T07:08:09.123Z",
    });
  });

  it("applies removals and renames of standard fields, and the method", async () => {
    const ha = await receiver();
    await send(
      `json://${ha.host}/?:version&:type&:message=body&method=put`,
      {},
      { ...message, documentData: undefined },
    );
    const request = ha.only();
    expect(request.method).toBe("PUT");
    const body = JSON.parse(request.body);
    expect(Object.keys(body)).toEqual([
      "title",
      "body",
      "event_type",
      "integration_id",
      "document_data",
      "event_id",
      "timestamp",
    ]);
    expect(body.body).toBe(message.body);
    expect(body.document_data).toBe("null");
  });
});

describe("form://", () => {
  it("posts the same fields as a URL-encoded form", async () => {
    const hook = await receiver();
    await send(`form://${hook.host}/hook?:message=text`);
    const request = hook.only();
    expect(request.method).toBe("POST");
    expect(request.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(request.headers.authorization).toBeUndefined();
    expect([...new URLSearchParams(request.body)]).toEqual([
      ["version", "1.0"],
      ["title", "Recipe Created"],
      ["text", "Grandma's <Pancakes> & syrup\nwere added."],
      ["type", "info"],
      ["event_type", "recipe_created"],
      ["integration_id", "generic"],
      ["document_data", '{"document_type":"recipe","operation":"create","recipe_slug":"pancakes"}'],
      ["event_id", "6f1c1c2e-3b7a-4e57-9a51-1b2f4c0d9e11"],
      ["timestamp", "2024-05-06T07:08:09.123Z"],
    ]);
  });
});

describe("xml://", () => {
  it("posts Apprise's SOAP envelope with one escaped element per field", async () => {
    const hook = await receiver();
    await send(`xml://u:p@${hook.host}/soap?:Priority=high`);
    const request = hook.only();
    expect(request.headers["content-type"]).toBe("application/xml");
    expect(request.headers.authorization).toBe(basic("u", "p"));
    expect(request.body).toMatch(/^<\?xml version='1.0' encoding='utf-8'\?><soapenv:Envelope /);
    const notification = /<soapenv:Body><Notification>(.*)<\/Notification><\/soapenv:Body><\/soapenv:Envelope>$/s.exec(
      request.body,
    )?.[1];
    const elements = [...(notification ?? "").matchAll(/<([A-Za-z_][\w-]*)>(.*?)<\/\1>/gs)].map(([, name, text]) => [
      name,
      text,
    ]);
    expect(elements).toEqual([
      ["Version", "1.0"],
      ["Subject", "Recipe Created"],
      ["MessageType", "info"],
      ["Message", "Grandma's &lt;Pancakes&gt; &amp; syrup\nwere added."],
      ["Priority", "high"],
      ["event_type", "recipe_created"],
      ["integration_id", "generic"],
      ["document_data", '{"document_type":"recipe","operation":"create","recipe_slug":"pancakes"}'],
      ["event_id", "6f1c1c2e-3b7a-4e57-9a51-1b2f4c0d9e11"],
      ["timestamp", "2024-05-06T07:08:09.123Z"],
    ]);
  });
});

describe("ntfy://", () => {
  it("publishes to each topic of a server as JSON, with priority, tags and basic auth", async () => {
    const ntfy = await receiver(ntfyService(basic("bob", "pw")));
    await send(`ntfy://bob:pw@${ntfy.host}/kitchen/pantry?priority=high&tags=fork_and_knife,new`);
    expect(ntfy.requests.map((request) => [request.method, request.path])).toEqual([
      ["POST", "/"],
      ["POST", "/"],
    ]);
    expect(ntfy.requests.map((request) => JSON.parse(request.body))).toEqual(
      ["kitchen", "pantry"].map((topic) => ({
        topic,
        title: "Recipe Created",
        message: message.body,
        priority: 4,
        tags: ["fork_and_knife", "new"],
      })),
    );
  });

  it("sends ntfy://topic to the public server (here its stand-in) with a bearer token", async () => {
    const ntfy = await receiver(ntfyService("Bearer tk_0123"));
    await send("ntfys://tk_0123@kitchen", { serviceBases: { ntfy: ntfy.base } });
    expect(JSON.parse(ntfy.only().body)).toEqual({ topic: "kitchen", title: "Recipe Created", message: message.body });
  });

  it("fails with the server's status when the credentials are wrong", async () => {
    const ntfy = await receiver(ntfyService(basic("bob", "pw")));
    const error = await failure(send(`ntfy://bob:wrong@${ntfy.host}/kitchen`));
    expect(error.reason).toBe("http-status");
    expect(error.status).toBe(403);
    expect(error.retryable).toBe(false);
  });
});

describe("gotify://", () => {
  it("posts the message with the application token and priority under the path prefix", async () => {
    const gotify = await receiver(gotifyService("AbCd.123", "/gotify"));
    await send(`gotify://${gotify.host}/gotify/AbCd.123?priority=high`);
    const request = gotify.only();
    expect(request.headers["x-gotify-key"]).toBe("AbCd.123");
    expect(JSON.parse(request.body)).toEqual({ title: "Recipe Created", message: message.body, priority: 8 });
  });
});

describe("discord://", () => {
  it("executes the webhook with the bot name and the title in bold above the body", async () => {
    const discord = await receiver(discordService("1234567890", "tok_EN-abc"));
    await send("discord://Larder@1234567890/tok_EN-abc", { serviceBases: { discord: discord.base } });
    const request = discord.only();
    expect(request.method).toBe("POST");
    expect(JSON.parse(request.body)).toEqual({ username: "Larder", content: `**Recipe Created**\n${message.body}` });
  });

  it("cuts a long message to Discord's 2000 characters", async () => {
    const discord = await receiver(discordService("1", "t"));
    await send("discord://1/t", { serviceBases: { discord: discord.base } }, { ...message, body: "x".repeat(5000) });
    const content = JSON.parse(discord.only().body).content as string;
    expect(content).toHaveLength(2000);
    expect(content.endsWith("…")).toBe(true);
  });

  it("reports a revoked webhook as a lasting failure without repeating the token", async () => {
    const discord = await receiver(discordService("1234567890", "other-token"));
    const error = await failure(send("discord://1234567890/tok_EN-abc", { serviceBases: { discord: discord.base } }));
    expect(error).toMatchObject({ reason: "http-status", status: 401, retryable: false });
    expect(error.message).toBe(`${discord.host} answered HTTP 401`);
  });
});

describe("slack://", () => {
  it("posts to the incoming webhook of the three tokens, escaping Slack's markup characters", async () => {
    const slack = await receiver(slackService(["T0001", "B0002", "XXXX"]));
    await send("slack://Larder@T0001/B0002/XXXX/#kitchen", { serviceBases: { slack: slack.base } });
    expect(JSON.parse(slack.only().body)).toEqual({
      text: "*Recipe Created*\nGrandma's &lt;Pancakes&gt; &amp; syrup\nwere added.",
      username: "Larder",
      channel: "#kitchen",
    });
  });
});

describe("tgram://", () => {
  it("sends the message to every chat through the bot's sendMessage", async () => {
    const telegram = await receiver(telegramService("123456:AAbb", ["-100123", "@kitchen_channel"]));
    await send("tgram://123456:AAbb/-100123/@kitchen_channel", { serviceBases: { telegram: telegram.base } });
    expect(telegram.requests.map((request) => [request.path, JSON.parse(request.body)])).toEqual([
      ["/bot123456:AAbb/sendMessage", { chat_id: "-100123", text: `Recipe Created\n${message.body}` }],
      ["/bot123456:AAbb/sendMessage", { chat_id: "@kitchen_channel", text: `Recipe Created\n${message.body}` }],
    ]);
  });

  it("tries every chat and says how many failed", async () => {
    const telegram = await receiver(telegramService("123456:AAbb", ["42"]));
    const error = await failure(send("tgram://123456:AAbb/7/42", { serviceBases: { telegram: telegram.base } }));
    expect(telegram.requests).toHaveLength(2);
    expect(error.message).toBe(`1 of 2 deliveries failed: ${telegram.host} answered HTTP 400`);
    expect(error.message).not.toContain("AAbb");
  });
});

describe("pover://", () => {
  it("posts the messages API form with the user key, application token, devices and priority", async () => {
    const pushover = await receiver(pushoverService("aToken456", "uKey123"));
    await send("pover://uKey123@aToken456/phone/tablet?priority=emergency&retry=60&sound=bike", {
      serviceBases: { pushover: pushover.base },
    });
    expect(Object.fromEntries(new URLSearchParams(pushover.only().body))).toEqual({
      token: "aToken456",
      user: "uKey123",
      message: message.body,
      title: "Recipe Created",
      priority: "2",
      retry: "60",
      expire: "3600",
      device: "phone,tablet",
      sound: "bike",
    });
  });
});

describe("apprise://", () => {
  it("hands the message to an Apprise API server's notify/{key} with tags and basic auth", async () => {
    const apprise = await receiver(appriseService("/base"));
    await send(`apprise://u:p@${apprise.host}/base/kitchen-key?tags=family`);
    const request = apprise.only();
    expect(request.path).toBe("/base/notify/kitchen-key");
    expect(request.headers.authorization).toBe(basic("u", "p"));
    expect(JSON.parse(request.body)).toEqual({
      title: "Recipe Created",
      body: message.body,
      type: "info",
      format: "text",
      tag: "family",
    });
  });

  it("passes ?urls= to the stateless notify endpoint", async () => {
    const apprise = await receiver(appriseService());
    await send(`apprise://${apprise.host}?urls=${encodeURIComponent("pbul://token")}`);
    const request = apprise.only();
    expect(request.path).toBe("/notify/");
    expect(JSON.parse(request.body)).toMatchObject({ urls: "pbul://token", body: message.body });
  });
});

describe("mailto://", () => {
  it("mails the recipients through Larder's SMTP server", async () => {
    await send("mailtos://me:app-password@gmail.com?to=a@example.com,b@example.com");
    const received = await inbox.waitForMail("b@example.com");
    expect(received.to).toEqual(["a@example.com", "b@example.com"]);
    expect(received.subject).toBe("Recipe Created");
    expect(received.text.replace(/\r\n/g, "\n").trim()).toBe(message.body);
    expect(received.html).toContain("Grandma&#39;s &lt;Pancakes&gt; &amp; syrup<br>were added.");
  });

  it("fails for good when the server has no mail configured", async () => {
    const unconfigured = new MailSender(
      new Mailer({
        host: null,
        port: 25,
        fromName: "L",
        fromEmail: null,
        user: null,
        password: null,
        authStrategy: "NONE",
      }),
      silent,
    );
    const error = await failure(sendNotification("mailto://a@example.com", message, { outbound, mail: unconfigured }));
    expect(error).toMatchObject({ reason: "mail-not-configured", retryable: false });
  });
});

describe("delivery failures", () => {
  it("a 500 is a delivery error worth retrying", async () => {
    const broken = await receiver(() => ({ status: 500, body: "oops" }));
    const error = await failure(send(`json://${broken.host}/`));
    expect(error).toMatchObject({ reason: "http-status", status: 500, retryable: true });
    expect(error.message).toBe(`${broken.host} answered HTTP 500`);
  });

  it("a receiver that never answers ends in a timeout at the time limit", async () => {
    const silentReceiver = await receiver(() => "hang");
    const started = Date.now();
    const error = await failure(send(`json://${silentReceiver.host}/?-key=secret-value`, { timeoutMs: 300 }));
    expect(error).toMatchObject({ reason: "timeout", retryable: true });
    expect(error.message).toBe(`${silentReceiver.host} did not answer within 0.3 s`);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("a redirect to a refused address is refused, and the URL's secrets stay out of the message", async () => {
    const redirecting = await receiver(() => ({
      status: 307,
      headers: { location: "http://169.254.169.254/latest/meta-data/" },
    }));
    const error = await failure(send(`json://${redirecting.host}/hook?-token=secret-value`));
    expect(error).toMatchObject({ reason: "refused-address", retryable: false });
    expect(error.message).toBe("169.254.169.254 is an address notifications may not be sent to");
    expect(redirecting.requests).toHaveLength(1);
  });

  it("loopback stays refused to a group allowed its LAN, and by default", async () => {
    const local = await receiver();
    for (const reach of [notifierReach(true, false), notifierReach(false, false)]) {
      const error = await failure(send(`json://${local.host}/`, { reach }));
      expect(error.reason).toBe("refused-address");
    }
    expect(local.requests).toHaveLength(0);
    expect(notifierReach(false, true)).toBe("local");
  });

  it("a connection refused is a network failure worth retrying", async () => {
    const closed = await receiver();
    await closed.close();
    const error = await failure(send(`gotify://${closed.host}/token`));
    expect(error).toMatchObject({ reason: "network", retryable: true });
    expect(error.message).toBe(`${closed.host} could not be reached (ECONNREFUSED)`);
  });

  it("an unsupported URL is a lasting failure naming the supported schemes", async () => {
    const error = await failure(send("pushbullet://token"));
    expect(error).toMatchObject({ reason: "invalid-url", retryable: false });
    expect(error.message).toContain("json://");
  });
});
