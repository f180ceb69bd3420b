import { randomUUID } from "node:crypto";
import { toSlug } from "@larder/shared";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { Insertable, Kysely } from "kysely";
import { afterAll, beforeAll } from "vitest";
import { type Actor, actorFromUser } from "../auth/actor.js";
import type { Config } from "../config/config.js";
import type { Database, FoodsTable, RecipesTable, UnitsTable } from "../db/schema.js";
import type { GroupPreferencesChanges, GroupRow } from "../groups/groups.repository.js";
import type { Services } from "../services.js";
import { type BuiltRecipe, type BuiltUser, buildGroup, buildRecipe, buildUser } from "./builders.js";
import { createTestApp, signIn, type TestApp, type TestAppOptions, type TestInstance } from "./test-app.js";

/** Someone who can sign in: a member built by the context, or the administrator of a first start. */
export interface Member extends BuiltUser {
  group: GroupRow;
}

export interface NewMember {
  /** The member's group (`"default"`: the first administrator's); a fresh group when none is given. */
  group?: GroupRow | "default";
  admin?: boolean;
  canManage?: boolean;
  canInvite?: boolean;
  canOrganize?: boolean;
  advanced?: boolean;
  username?: string;
  email?: string;
  fullName?: string;
}

export interface NewGroup {
  name?: string;
  preferences?: GroupPreferencesChanges;
}

export type OrganizerKind = "categories" | "tags" | "tools";

export interface NewRecipe extends Partial<Omit<Insertable<RecipesTable>, "group_id" | "user_id">> {
  /** Owner of the recipe, whose group it joins; a new member of a new group when none is given. */
  owner?: Member;
  /** Organizers the recipe is filed under. */
  categories?: { id: string }[];
  tags?: { id: string }[];
  tools?: { id: string }[];
}

export interface NewOrganizerOptions {
  /** The organizer's group; a fresh group when none is given. */
  group?: GroupRow;
  name?: string;
  slug?: string;
}

export type NewFood = { group?: GroupRow } & Partial<Omit<Insertable<FoodsTable>, "group_id">>;
export type NewUnit = { group?: GroupRow } & Partial<Omit<Insertable<UnitsTable>, "group_id">>;

export interface Recipe extends BuiltRecipe {
  owner: Member;
}

export interface Organizer {
  id: string;
  name: string;
  slug: string;
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Response = LightMyRequestResponse;
/** A multipart body ready to send, as `multipartFile` builds it. */
export interface Form {
  payload: Buffer;
  headers: Record<string, string>;
}

/** Requests through the app (`app.inject`) in one caller's name, or signed out. */
export interface Caller {
  get(url: string): Promise<Response>;
  post(url: string, body?: unknown): Promise<Response>;
  put(url: string, body?: unknown): Promise<Response>;
  patch(url: string, body?: unknown): Promise<Response>;
  delete(url: string, body?: unknown): Promise<Response>;
  /** A request whose method the test chooses (a loop over methods, say). */
  send(method: Method, url: string, body?: unknown): Promise<Response>;
  /** A multipart form, POST unless told otherwise. */
  upload(url: string, form: Form, method?: "POST" | "PUT"): Promise<Response>;
  /** Any request, with the caller's Authorization header added to the given headers. */
  inject(options: InjectOptions): Promise<Response>;
  /** The caller's headers: `{ authorization }`, or none when signed out. */
  headers(): Promise<Record<string, string>>;
}

const ORGANIZER_LINKS = {
  categories: { table: "recipes_to_categories", column: "category_id" },
  tags: { table: "recipes_to_tags", column: "tag_id" },
  tools: { table: "recipes_to_tools", column: "tool_id" },
} as const;

/**
 * One server on a fresh database (see `createTestApp`) and the builders a test needs: groups,
 * members, recipes and organizers, each creating what it depends on when not given, and callers that
 * send requests through the app as a member (a member signs in once: a sign-in costs a password hash).
 * Service-level tests (`*.service.int.test.ts`) call `services` with callers from `actorOf`.
 */
export class TestContext {
  private current: TestApp | undefined;
  private readonly sessions = new Map<string, Promise<string>>();
  private readonly otherInstances: TestInstance[] = [];
  /** When set, every caller's request goes to the URL it gives (see `test-support/aliases.ts`). */
  rewriteUrl: ((method: string, url: string) => string) | undefined;

  constructor(private readonly options: TestAppOptions = {}) {}

  /** Starts the server; `testContext()` and `useTestContext()` call it. */
  async start(): Promise<this> {
    this.current = await createTestApp(this.options);
    return this;
  }

  async close(): Promise<void> {
    for (const instance of this.otherInstances.splice(0)) await instance.close();
    await this.current?.close();
    this.current = undefined;
  }

  /** Stops the server and starts it on the same data, as a restart of the process would; sessions stay valid. */
  async restart(): Promise<void> {
    this.current = await this.larder.restart();
  }

  /**
   * A second Larder instance on this context's database and data folder (as behind a load
   * balancer); members' sessions hold on it too. The context closes it first when it closes.
   */
  async anotherInstance(): Promise<TestInstance> {
    const instance = await this.larder.anotherInstance();
    this.otherInstances.push(instance);
    return instance;
  }

  private get larder(): TestApp {
    if (!this.current) throw new Error("the test context is not started (use it inside a test or a hook)");
    return this.current;
  }

  get app(): FastifyInstance {
    return this.larder.app;
  }

  get services(): Services {
    return this.larder.services;
  }

  get config(): Config {
    return this.larder.config;
  }

  get db(): Kysely<Database> {
    return this.larder.services.database.db;
  }

  /** A group with default preferences (changed by `preferences`) and a unique name unless given. */
  async newGroup({ name, preferences }: NewGroup = {}): Promise<GroupRow> {
    const group = await buildGroup(this.larder, name);
    if (preferences) await this.services.repositories.groups.updatePreferences(group.id, preferences);
    return group;
  }

  /** The group of a first start (DEFAULT_GROUP), where the first administrator is. */
  async defaultGroup(): Promise<GroupRow> {
    const group = await this.services.repositories.groups.findByName(this.config.defaultGroup);
    if (!group) throw new Error(`no default group named ${this.config.defaultGroup}`);
    return group;
  }

  /** A member with a known password and only the permissions asked for, in `group` or a new group. */
  async newMember({
    group,
    admin = false,
    canManage = false,
    canInvite = false,
    canOrganize = false,
    advanced = false,
    username,
    email,
    fullName,
  }: NewMember = {}): Promise<Member> {
    const home = group === "default" ? await this.defaultGroup() : (group ?? (await this.newGroup()));
    const user = await buildUser(this.larder, {
      group_id: home.id,
      admin,
      can_manage: canManage,
      can_invite: canInvite,
      can_organize: canOrganize,
      advanced,
      ...(username === undefined ? {} : { username }),
      ...(email === undefined ? {} : { email }),
      ...(fullName === undefined ? {} : { full_name: fullName }),
    });
    return { ...user, group: home };
  }

  /** The administrator a first start creates from DEFAULT_EMAIL and DEFAULT_PASSWORD. */
  async defaultAdmin(): Promise<Member> {
    const user = await this.services.repositories.users.findByEmail(this.config.defaultEmail);
    if (!user) throw new Error(`no first administrator with the e-mail ${this.config.defaultEmail}`);
    const group = await this.defaultGroup();
    return {
      id: user.id,
      // Signs in by e-mail, as the first administrator is told to.
      username: this.config.defaultEmail,
      email: user.email,
      password: this.config.defaultPassword,
      groupId: group.id,
      group,
    };
  }

  /** A bare recipe row (no ingredients or steps), filed under the organizers given. */
  async newRecipe({ owner, categories = [], tags = [], tools = [], ...columns }: NewRecipe = {}): Promise<Recipe> {
    const by = owner ?? (await this.newMember());
    const recipe = { ...(await buildRecipe(this.larder, by, columns)), owner: by };
    const filed: [OrganizerKind, { id: string }[]][] = [
      ["categories", categories],
      ["tags", tags],
      ["tools", tools],
    ];
    for (const [kind, organizers] of filed) {
      const { table, column } = ORGANIZER_LINKS[kind];
      for (const { id } of organizers) {
        await this.db
          .insertInto(table as "recipes_to_tags")
          .values({ recipe_id: recipe.id, [column]: id } as { recipe_id: string; tag_id: string })
          .execute();
      }
    }
    return recipe;
  }

  /** A category, tag or tool of `group` (a new group when none is given), written straight to its table. */
  async newOrganizer(
    kind: OrganizerKind,
    { group, name = `Organizer ${randomUUID().slice(0, 8)}`, slug = toSlug(name) }: NewOrganizerOptions = {},
  ): Promise<Organizer> {
    const home = group ?? (await this.newGroup());
    const now = new Date();
    const row = { id: randomUUID(), group_id: home.id, name, slug, created_at: now, update_at: now };
    await this.db.insertInto(kind).values(row).execute();
    return { id: row.id, name, slug };
  }

  /** A food of `group`, written straight to its table. */
  async newFood({ group, ...columns }: NewFood = {}) {
    const home = group ?? (await this.newGroup());
    const now = new Date();
    const row = {
      id: randomUUID(),
      group_id: home.id,
      name: `Food ${randomUUID().slice(0, 8)}`,
      created_at: now,
      update_at: now,
      ...columns,
    };
    await this.db.insertInto("foods").values(row).execute();
    return row;
  }

  /** A unit of `group`, written straight to its table. */
  async newUnit({ group, ...columns }: NewUnit = {}) {
    const home = group ?? (await this.newGroup());
    const now = new Date();
    const row = {
      id: randomUUID(),
      group_id: home.id,
      name: `Unit ${randomUUID().slice(0, 8)}`,
      created_at: now,
      update_at: now,
      ...columns,
    };
    await this.db.insertInto("units").values(row).execute();
    return row;
  }

  /**
   * The caller that services take for `member`. Services take the user row today; when they take an
   * actor, this is the one place that builds it.
   */
  async actorOf(member: { id: string }): Promise<Actor> {
    const user = await this.services.repositories.users.findById(member.id);
    if (!user) throw new Error(`no user ${member.id}`);
    return actorFromUser(user);
  }

  /** The Authorization header of `member`'s session, signing in on first use. */
  async headersOf(member: { id: string; username: string; password: string }): Promise<{ authorization: string }> {
    let session = this.sessions.get(member.id);
    if (!session) {
      session = signIn(this.app, member.username, member.password).then((headers) => headers.authorization);
      this.sessions.set(member.id, session);
      session.catch(() => this.sessions.delete(member.id));
    }
    return { authorization: await session };
  }

  /** Members sign in again on their next request: after something that ends every session (a restore). */
  forgetSessions(): void {
    this.sessions.clear();
  }

  /** Requests in `member`'s name; signed out for `null`. */
  as(member: Member | null): Caller {
    return member ? this.caller(() => this.headersOf(member)) : this.anonymous;
  }

  /** Requests without signing in. */
  get anonymous(): Caller {
    return this.caller(async () => ({}));
  }

  /** Requests with a bearer token the test holds (an API token, a token from a refresh). */
  withToken(token: string): Caller {
    return this.caller(async () => ({ authorization: `Bearer ${token}` }));
  }

  private caller(authorization: () => Promise<Record<string, string>>): Caller {
    const inject = async (options: InjectOptions) =>
      this.app.inject({
        ...options,
        ...(this.rewriteUrl && typeof options.url === "string"
          ? { url: this.rewriteUrl(String(options.method ?? "GET"), options.url) }
          : {}),
        headers: { ...(options.headers as Record<string, string> | undefined), ...(await authorization()) },
      });
    const send = (method: Method, url: string, body?: unknown) =>
      inject({ method, url, ...(body === undefined ? {} : { payload: body as InjectOptions["payload"] }) });
    return {
      get: (url) => send("GET", url),
      post: (url, body) => send("POST", url, body),
      put: (url, body) => send("PUT", url, body),
      patch: (url, body) => send("PATCH", url, body),
      delete: (url, body) => send("DELETE", url, body),
      send,
      upload: (url, form, method = "POST") => inject({ method, url, headers: form.headers, payload: form.payload }),
      inject,
      headers: authorization,
    };
  }
}

/** A started test context; close it in `afterAll`. */
export async function testContext(options?: TestAppOptions): Promise<TestContext> {
  return new TestContext(options).start();
}

/** A test context for the whole file: started before its tests and closed after them. */
export function useTestContext(options?: TestAppOptions): TestContext {
  const context = new TestContext(options);
  beforeAll(async () => {
    await context.start();
  });
  afterAll(async () => {
    await context.close();
  });
  return context;
}
