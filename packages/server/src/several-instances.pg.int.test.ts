import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { migrationNames } from "./db/migrations/index.js";
import { EventStreamReader } from "./test-support/event-stream-reader.js";
import { multipartFile } from "./test-support/multipart.js";
import { type Receiver, startReceiver } from "./test-support/notification-receivers.js";
import { onPostgresServer } from "./test-support/test-database.js";

/**
 * Three built servers (`dist/main.js`, as `npm start` runs them) on one PostgreSQL schema and one
 * data folder, started at the same moment on an empty database, behind a round-robin balancer:
 * what a user does through one instance holds on the others at once, whatever each keeps in
 * memory, and background work happens once. PostgreSQL server only (`*.pg.int.test.ts`).
 */

const serverMain = fileURLToPath(new URL("../dist/main.js", import.meta.url));
const built = fs.existsSync(serverMain);
const POSTGRES_URL = process.env.TEST_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/test";
const ADMIN = { username: "changeme@example.com", password: "MyPassword" };
const INSTANCES = 3;
const why = !built
  ? " (skipped: run `node scripts/build.mjs` first, the test starts dist/main.js)"
  : onPostgresServer()
    ? ""
    : " (skipped: needs a PostgreSQL server, not PGlite)";

interface Instance {
  child: ChildProcess;
  url: string;
  output: string;
}

const schema = `larder_several_${randomBytes(6).toString("hex")}`;
let dataDir: string;
let database: pg.Client;
let receiver: Receiver;
let balancer: http.Server;
let balancerUrl: string;
const instances: Instance[] = [];
/** Which instance the balancer sent each request to, in order. */
const routed: number[] = [];

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A load balancer as small as they come: each request to the next instance in turn, streamed both ways. */
async function startBalancer(): Promise<void> {
  let next = 0;
  balancer = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % INSTANCES;
    routed.push(index);
    const target = new URL(instances[index]?.url ?? "http://127.0.0.1:1");
    const forwarded = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, "x-forwarded-for": request.socket.remoteAddress ?? "" },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    response.on("close", () => forwarded.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => balancer.listen(0, "127.0.0.1", resolve));
  balancerUrl = `http://127.0.0.1:${(balancer.address() as AddressInfo).port}`;
}

function startInstance(port: number): Instance {
  const url = new URL(POSTGRES_URL);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const child = spawn(process.execPath, [serverMain], {
    // Not the test's own environment: vitest sets BASE_URL and others the server would read as its settings.
    env: {
      PATH: process.env.PATH ?? "",
      DATA_DIR: dataDir,
      DB_ENGINE: "postgres",
      DATABASE_URL: url.toString(),
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: balancerUrl,
      LOG_LEVEL: "warn",
      // The receivers of this test listen on loopback.
      SCRAPER_ALLOW_PRIVATE_NETWORK: "true",
      // Daily jobs whose time has passed run at start: all three instances start them together.
      BACKUP_SCHEDULE_TIME: "00:00",
      DAILY_SCHEDULE_TIME: "00:00",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const instance: Instance = { child, url: `http://127.0.0.1:${port}`, output: "" };
  child.stdout?.on("data", (chunk: Buffer) => {
    instance.output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    instance.output += chunk.toString();
  });
  return instance;
}

async function untilAnswering(instance: Instance): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (instance.child.exitCode !== null) throw new Error(`an instance stopped at start:\n${instance.output}`);
    if (Date.now() > deadline) throw new Error(`an instance did not answer within 30 s:\n${instance.output}`);
    try {
      if ((await fetch(`${instance.url}/api/app/about`)).status === 200) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function stop(instance: Instance): Promise<void> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once("exit", resolve));
  instance.child.kill("SIGTERM");
  await exited;
}

beforeAll(async () => {
  if (why) return;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "larder-several-"));
  database = new pg.Client({ connectionString: POSTGRES_URL, options: `-c search_path=${schema}` });
  await database.connect();
  await database.query(`CREATE SCHEMA ${schema}`);
  receiver = await startReceiver();
  await startBalancer();
  const ports = await Promise.all(Array.from({ length: INSTANCES }, freePort));
  instances.push(...ports.map(startInstance));
  await Promise.all(instances.map(untilAnswering));
}, 60_000);

afterAll(async () => {
  if (why) return;
  await Promise.all(instances.map(stop));
  await new Promise((resolve) => balancer.close(resolve));
  await receiver.close();
  await database.query(`DROP SCHEMA ${schema} CASCADE`);
  await database.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

type Json = Record<string, unknown> & { items?: Record<string, unknown>[] };

/** A request to `base` (the balancer or one instance); answers the status and the parsed body. */
async function send(
  base: string,
  method: string,
  url: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<{ status: number; json: Json }> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${base}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: Json = {};
  try {
    json = text ? (JSON.parse(text) as Json) : {};
  } catch {}
  return { status: response.status, json };
}

async function ok(base: string, method: string, url: string, options: { token?: string; body?: unknown } = {}) {
  const response = await send(base, method, url, options);
  expect(response.status, `${method} ${url} on ${base}: ${JSON.stringify(response.json)}`).toBeLessThan(300);
  return response.json;
}

async function signIn(base: string, credentials = ADMIN): Promise<string> {
  const { access_token: token } = await ok(base, "POST", "/api/auth/token", { body: credentials });
  return token as string;
}

const names = (page: Json) => (page.items ?? []).map((item) => item.name);
const listOf = (base: string, token: string, query = "") =>
  ok(base, "GET", `/api/recipes?page=1&perPage=50&orderBy=name&orderDirection=asc${query}`, { token });
const each = <T>(work: (instance: Instance, index: number) => Promise<T>) => Promise.all(instances.map(work));

describe.skipIf(why !== "")(`three instances on one PostgreSQL and one data folder${why}`, () => {
  let token: string;

  it("start together on an empty database: migrations and the first start happen once", async () => {
    const { rows: migrations } = await database.query<{ name: string }>("select name from kysely_migration");
    expect(migrations.map((row) => row.name).sort()).toEqual(migrationNames("postgres"));
    const { rows: groups } = await database.query("select slug from groups");
    expect(groups).toEqual([{ slug: "home" }]);
    const { rows: users } = await database.query("select email, admin from users");
    expect(users).toEqual([{ email: ADMIN.username, admin: true }]);
    for (const instance of instances) expect(instance.child.exitCode, instance.output).toBeNull();
  });

  it("run a daily job once, and honour a download token made by another instance", async () => {
    // Every instance ticked at start, and the daily backup's time had passed: one of them made it.
    await vi.waitFor(
      async () => {
        const { rows } = await database.query("select finished_at from job_runs where job = 'daily-backup'");
        expect(rows).toEqual([{ finished_at: expect.any(Date) }]);
      },
      { timeout: 20_000, interval: 50 },
    );
    token = await signIn(balancerUrl);
    const backups = await ok(instances[0]?.url ?? "", "GET", "/api/admin/backups", { token });
    const made = (backups.imports as { name: string }[]).map((backup) => backup.name);
    expect(made).toEqual([expect.stringMatching(/^larder_auto_/)]);

    const { fileToken } = await ok(instances[0]?.url ?? "", "GET", `/api/admin/backups/${made[0]}`, { token });
    for (const instance of instances.slice(1)) {
      const download = await fetch(`${instance.url}/api/utils/download?token=${fileToken}`);
      expect(download.status).toBe(200);
      expect(
        Buffer.from(await download.arrayBuffer())
          .subarray(0, 2)
          .toString(),
      ).toBe("PK");
    }
  });

  it("honour a session made through one instance on every other", async () => {
    const before = routed.length;
    for (let turn = 0; turn < INSTANCES; turn++) {
      expect((await ok(balancerUrl, "GET", "/api/users/self", { token })).email).toBe(ADMIN.username);
    }
    expect(new Set(routed.slice(before))).toEqual(new Set([0, 1, 2]));
    await each(async (instance) =>
      expect((await ok(instance.url, "GET", "/api/users/self", { token })).admin).toBe(true),
    );
  });

  it("show a recipe created, edited and deleted through one at once through every other", async () => {
    await ok(balancerUrl, "POST", "/api/recipes", { token, body: { name: "Lemon tart" } });
    // Every instance keeps the recipe, the list page, the search words and the typo vocabulary now.
    await each(async (instance) => {
      await ok(instance.url, "GET", "/api/recipes/lemon-tart", { token });
      expect(names(await listOf(instance.url, token))).toEqual(["Lemon tart"]);
      expect(names(await listOf(instance.url, token, "&search=lemno"))).toEqual(["Lemon tart"]);
      expect(names(await listOf(instance.url, token, "&search=rhubrab"))).toEqual([]);
    });

    await ok(instances[0]?.url ?? "", "POST", "/api/recipes", { token, body: { name: "Rhubarb crumble" } });
    await each(async (instance) => {
      expect(names(await listOf(instance.url, token))).toEqual(["Lemon tart", "Rhubarb crumble"]);
      expect(names(await listOf(instance.url, token, "&search=rhubarb"))).toEqual(["Rhubarb crumble"]);
      // A typo corrected to a word that another instance added after this one had read the vocabulary.
      expect(names(await listOf(instance.url, token, "&search=rhubrab"))).toEqual(["Rhubarb crumble"]);
    });

    await ok(instances[1]?.url ?? "", "PATCH", "/api/recipes/lemon-tart", {
      token,
      body: { description: "Sharp and sweet" },
    });
    await each(async (instance) => {
      expect((await ok(instance.url, "GET", "/api/recipes/lemon-tart", { token })).description).toBe("Sharp and sweet");
      const listed = (await listOf(instance.url, token)).items?.find((item) => item.name === "Lemon tart");
      expect(listed?.description).toBe("Sharp and sweet");
    });

    await ok(instances[2]?.url ?? "", "DELETE", "/api/recipes/rhubarb-crumble", { token });
    await each(async (instance) => {
      expect((await send(instance.url, "GET", "/api/recipes/rhubarb-crumble", { token })).status).toBe(404);
      expect(names(await listOf(instance.url, token))).toEqual(["Lemon tart"]);
      expect(names(await listOf(instance.url, token, "&search=rhubarb"))).toEqual([]);
    });
  });

  it("match a food added through one instance in every instance's parser", async () => {
    const parse = (base: string) =>
      ok(base, "POST", "/api/parser/ingredient", { token, body: { ingredient: "2 kohlrabi, peeled" } });
    await each(async (instance) => {
      expect((await parse(instance.url)).ingredient).toMatchObject({ food: { id: null, name: "kohlrabi" } });
    });
    const food = await ok(balancerUrl, "POST", "/api/foods", { token, body: { name: "kohlrabi" } });
    await each(async (instance) => {
      expect((await parse(instance.url)).ingredient).toMatchObject({ food: { id: food.id, name: "kohlrabi" } });
    });
  });

  it("serve an image uploaded through one instance from every other", async () => {
    const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: "#c0ffee" } })
      .png()
      .toBuffer();
    const form = multipartFile("image", "tart.png", png, "image/png");
    const uploaded = await fetch(`${instances[0]?.url}/api/recipes/lemon-tart/image`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, ...form.headers },
      body: form.payload,
    });
    expect(uploaded.status, await uploaded.text()).toBe(200);
    const { id } = await ok(balancerUrl, "GET", "/api/recipes/lemon-tart", { token });
    await each(async (instance) => {
      const image = await fetch(`${instance.url}/api/media/recipes/${id}/images/original.webp`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(image.status).toBe(200);
      expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe("webp");
    });
  });

  it("tell a shopping list followed through one instance of a change made through another", async () => {
    const list = await ok(instances[0]?.url ?? "", "POST", "/api/groups/shopping/lists", {
      token,
      body: { name: "Market" },
    });
    const opened = await EventStreamReader.openUrl(`${instances[0]?.url}/api/groups/shopping/lists/${list.id}/events`, {
      authorization: `Bearer ${token}`,
    });
    expect(opened.status).toBe(200);
    const reader = opened.reader as EventStreamReader;
    try {
      await ok(instances[1]?.url ?? "", "POST", "/api/groups/shopping/items", {
        token,
        body: { shoppingListId: list.id, note: "lemons" },
      });
      const event = await reader.next();
      expect(event.event).toBe("list-changed");
      expect(JSON.parse(event.data).listId).toBe(list.id);
    } finally {
      reader.close();
    }
  });

  it("deliver each event and webhook post once, whichever instance recorded it", async () => {
    const notifier = await ok(balancerUrl, "POST", "/api/groups/events/notifications", {
      token,
      body: { name: "Kitchen display", appriseUrl: `json://${receiver.host}/notify` },
    });
    await ok(balancerUrl, "PUT", `/api/groups/events/notifications/${notifier.id}`, {
      token,
      body: { ...notifier, options: { recipeCreated: true } },
    });
    const created = Array.from({ length: 6 }, (_, index) => `Shared soup ${index + 1}`);
    for (const name of created) await ok(balancerUrl, "POST", "/api/recipes", { token, body: { name } });
    const webhook = await ok(balancerUrl, "POST", "/api/groups/webhooks", {
      token,
      body: { name: "Dashboard", url: `${receiver.base}/hook`, scheduledTime: "23:00" },
    });
    expect(await ok(balancerUrl, "POST", "/api/groups/webhooks/rerun", { token })).toEqual({ queued: 1 });

    // Once nothing is pending, nothing more can be sent: a second send needs a second claim.
    const deliveries = (url: string) => ok(balancerUrl, "GET", url, { token }) as Promise<unknown>;
    await vi.waitFor(
      async () => {
        const toNotifier = (await deliveries(
          `/api/groups/events/notifications/${notifier.id}/deliveries`,
        )) as unknown as { status: string }[];
        expect(toNotifier.map((delivery) => delivery.status)).toEqual(created.map(() => "sent"));
        const toWebhook = (await deliveries(`/api/groups/webhooks/${webhook.id}/deliveries`)) as unknown as {
          status: string;
        }[];
        expect(toWebhook.map((delivery) => delivery.status)).toEqual(["sent"]);
      },
      { timeout: 20_000, interval: 100 },
    );
    const told = receiver.requests.filter((request) => request.path === "/notify");
    expect(told.map((request) => JSON.parse(request.body).message).sort()).toEqual(
      created.map((name) => `${name} was created.`).sort(),
    );
    expect(receiver.requests.filter((request) => request.path === "/hook")).toHaveLength(1);
  });

  it("serve a backup restored through one instance at once from every other", async () => {
    await each(async (instance) => {
      expect(names(await listOf(instance.url, token, "&search=lemno"))).toEqual(["Lemon tart"]);
    });
    const backups = await ok(balancerUrl, "GET", "/api/admin/backups", { token });
    // The daily backup made at start, before any recipe or food.
    const daily = (backups.imports as { name: string }[]).find((backup) => backup.name.startsWith("larder_auto_"));
    await ok(instances[0]?.url ?? "", "POST", `/api/admin/backups/${daily?.name}/restore`, { token });
    // The backup holds no session: every instance refuses the old one.
    await each(async (instance) => {
      expect((await send(instance.url, "GET", "/api/users/self", { token })).status).toBe(401);
    });
    token = await signIn(balancerUrl);
    await each(async (instance) => {
      expect((await send(instance.url, "GET", "/api/recipes/lemon-tart", { token })).status).toBe(404);
      expect(names(await listOf(instance.url, token))).toEqual([]);
      expect(names(await listOf(instance.url, token, "&search=lemno"))).toEqual([]);
      const parsed = await ok(instance.url, "POST", "/api/parser/ingredient", {
        token,
        body: { ingredient: "2 kohlrabi" },
      });
      expect(parsed.ingredient).toMatchObject({ food: { id: null, name: "kohlrabi" } });
    });
  });

  it("lock an account after failed sign-ins spread over the instances", async () => {
    const home = (await ok(balancerUrl, "GET", "/api/users/self", { token })).group;
    const credentials = { username: "pat@example.com", password: "Correct-Horse-9" };
    await ok(balancerUrl, "POST", "/api/admin/users", {
      token,
      body: {
        username: "pat",
        fullName: "Pat",
        email: credentials.username,
        group: home,
        password: credentials.password,
        admin: false,
        advanced: false,
        canInvite: false,
        canManage: false,
        canOrganize: false,
        authMethod: "Mealie",
      },
    });
    for (let attempt = 0; attempt < 5; attempt++) {
      const refused = await send(balancerUrl, "POST", "/api/auth/token", {
        body: { ...credentials, password: "wrong password" },
      });
      expect(refused.status).toBe(401);
    }
    await each(async (instance) => {
      expect((await send(instance.url, "POST", "/api/auth/token", { body: credentials })).status).toBe(423);
    });
  });

  it("end a session everywhere when it signs out through one instance", async () => {
    await ok(balancerUrl, "POST", "/api/auth/logout", { token });
    await each(async (instance) => {
      expect((await send(instance.url, "GET", "/api/users/self", { token })).status).toBe(401);
    });
    for (const instance of instances) expect(instance.child.exitCode, instance.output).toBeNull();
  });
});
