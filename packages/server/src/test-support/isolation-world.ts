import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect } from "vitest";
import type { GroupRow } from "../groups/groups.repository.js";
import { multipartFile } from "./multipart.js";
import { signIn } from "./test-app.js";
import type { Caller, Member, OrganizerKind, TestContext } from "./test-context.js";

/** One route's isolation probe: Bob aims the route at Alpha's people and data and must get nothing of it. */
export type Probe = () => Promise<void>;
/** Probes keyed by route (`METHOD /api/path/:param`, as the app declares it). */
export type Probes = Record<string, Probe>;

/**
 * Group isolation: Alice (a manager of group Alpha, with every group permission) and Aaron (a plain
 * member) own the data; Bob (a manager of group Beta, with every permission) aims each signed-in route
 * at it. Each domain exports its probes from a `<domain>.isolation.ts` file beside its routes, built on
 * this world; http/isolation.int.test.ts merges them and checks that every route has one.
 * The world is built in `setUp` (a `beforeAll`); probes read it when they run.
 */
export class IsolationWorld {
  alpha!: GroupRow;
  beta!: GroupRow;
  alice!: Member;
  aaron!: Member;
  bob!: Member;
  aliceInvitation!: string;
  aliceApiToken!: { id: number; token: string };

  private itemCount = 0;
  private recipeCount = 0;
  private socialCount = 0;
  private fileCount = 0;

  constructor(readonly t: TestContext) {}

  async setUp(): Promise<void> {
    const { t } = this;
    this.alpha = await t.newGroup({ name: "Alpha" });
    this.beta = await t.newGroup({ name: "Beta" });
    const everything = { canManage: true, canInvite: true, canOrganize: true, advanced: true };
    this.alice = await t.newMember({ group: this.alpha, ...everything });
    this.aaron = await t.newMember({ group: this.alpha });
    this.bob = await t.newMember({ group: this.beta, ...everything });
    await t.newMember({ group: this.beta });
    await t.headersOf(this.alice);
    await t.headersOf(this.bob);
    this.aliceInvitation = (await t.services.repositories.invitations.create(this.alpha.id, 5)).token;
    const created = await this.asAlice.post("/api/users/api-tokens", { name: "alice's token" });
    this.aliceApiToken = created.json();
    const alphaFiles = path.join(t.config.dataDir, "groups", this.alpha.id);
    fs.mkdirSync(alphaFiles, { recursive: true });
    fs.writeFileSync(path.join(alphaFiles, "photo.webp"), Buffer.alloc(4096));
  }

  get asAlice(): Caller {
    return this.t.as(this.alice);
  }

  get asBob(): Caller {
    return this.t.as(this.bob);
  }

  /** Nothing in `body` names Alpha, Alice or Aaron. */
  expectNoAlphaData(body: string): void {
    for (const id of [this.alpha.id, this.alice.id, this.aaron.id]) expect(body).not.toContain(id);
    expect(body).not.toContain(this.alice.email);
  }

  async aliceStillSignsIn(): Promise<void> {
    await expect(signIn(this.t.app, this.alice.username, this.alice.password)).resolves.toBeDefined();
  }

  /** Creates one of Alice's items (a food, unit, label or organizer) through the API; names are unique so that probes never collide. */
  async alphaItem(url: string, body: object = {}): Promise<{ id: string; name: string; slug?: string }> {
    this.itemCount += 1;
    const response = await this.asAlice.post(url, { name: `Alpha item ${this.itemCount}`, ...body });
    expect(response.statusCode).toBeLessThan(300);
    return response.json();
  }

  async expectAliceStillHas(url: string, name: string): Promise<void> {
    const response = await this.asAlice.get(url);
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe(name);
  }

  /** A category, tag or tool of Alpha's, written straight to its table. */
  async alphaOrganizer(kind: OrganizerKind) {
    const suffix = Math.random().toString(36).slice(2, 8);
    return this.t.newOrganizer(kind, { group: this.alpha, name: `Alpha ${suffix}`, slug: `alpha-${suffix}` });
  }

  /** A recipe Alice creates through the API. */
  async alphaRecipe(): Promise<{ id: string; slug: string; name: string }> {
    this.recipeCount += 1;
    const name = `Alpha recipe ${this.recipeCount}`;
    const slug = (await this.asAlice.post("/api/recipes", { name })).json();
    return (await this.asAlice.get(`/api/recipes/${slug}`)).json();
  }

  /** A fresh recipe of Alice's to carry her rating, comment, timeline event or share link. */
  async alphaSocialRecipe(): Promise<{ id: string; slug: string }> {
    this.socialCount += 1;
    const created = await this.asAlice.post("/api/recipes", { name: `Alpha social dish ${this.socialCount}` });
    expect(created.statusCode).toBe(201);
    return (await this.asAlice.get(`/api/recipes/${created.json()}`)).json();
  }

  /** A recipe of Alice's with an uploaded image, for the probes of images, assets, exports and bulk actions. */
  async alphaFileRecipe(): Promise<{ id: string; slug: string; name: string; image: string }> {
    this.fileCount += 1;
    const slug = (await this.asAlice.post("/api/recipes", { name: `Alpha file dish ${this.fileCount}` })).json();
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#a0a0a0" } })
      .png()
      .toBuffer();
    const image = await this.asAlice.upload(
      `/api/recipes/${slug}/image`,
      multipartFile("image", "a.png", png, "image/png"),
      "PUT",
    );
    expect(image.statusCode).toBe(200);
    return (await this.asAlice.get(`/api/recipes/${slug}`)).json();
  }

  async expectAliceFilesKept(recipe: { id: string; slug: string; image: string }): Promise<void> {
    const now = (await this.asAlice.get(`/api/recipes/${recipe.id}`)).json();
    expect(now).toMatchObject({ slug: recipe.slug, image: recipe.image, assets: [], tags: [], recipeCategory: [] });
    expect(now.settings.public).toBe(true);
  }

  /**
   * A probe run on a fresh file recipe of Alice's, once by slug and once by id; her recipe and its
   * files must be as they were afterwards.
   */
  eachFileRecipeTarget =
    (probe: (target: string, recipe: { id: string; slug: string; image: string }) => Promise<void>): Probe =>
    async () => {
      const recipe = await this.alphaFileRecipe();
      for (const target of [recipe.slug, recipe.id]) await probe(target, recipe);
      await this.expectAliceFilesKept(recipe);
    };

  /** Bob sends a file as a multipart form. */
  uploadAsBob(url: string, field: string, content: Buffer, method: "PUT" | "POST" = "POST") {
    return this.asBob.upload(url, multipartFile(field, "file.bin", content, "application/octet-stream"), method);
  }
}

/** The probes of a group's simple collections: list, create, read, update and delete by id. */
export function collectionProbes(w: IsolationWorld, base: string, createBody: object = {}): Probes {
  return {
    [`GET ${base}`]: async () => {
      const item = await w.alphaItem(base, createBody);
      const response = await w.asBob.get(`${base}?perPage=-1`);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(item.id);
      expect((await w.asBob.get(`${base}?search=${encodeURIComponent(item.name)}`)).body).not.toContain(item.id);
      w.expectNoAlphaData(response.body);
    },
    [`POST ${base}`]: async () => {
      const item = await w.alphaItem(base, createBody);
      const response = await w.asBob.post(base, { ...createBody, name: item.name });
      expect(response.statusCode).toBeLessThan(300);
      expect(response.json().id).not.toBe(item.id);
      w.expectNoAlphaData(response.body);
    },
    [`GET ${base}/:item_id`]: async () => {
      const item = await w.alphaItem(base, createBody);
      const response = await w.asBob.get(`${base}/${item.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(item.name);
    },
    [`PUT ${base}/:item_id`]: async () => {
      const item = await w.alphaItem(base, createBody);
      const response = await w.asBob.put(`${base}/${item.id}`, { ...createBody, name: "Taken over" });
      expect(response.statusCode).toBe(404);
      await w.expectAliceStillHas(`${base}/${item.id}`, item.name);
    },
    [`DELETE ${base}/:item_id`]: async () => {
      const item = await w.alphaItem(base, createBody);
      expect((await w.asBob.delete(`${base}/${item.id}`)).statusCode).toBe(404);
      await w.expectAliceStillHas(`${base}/${item.id}`, item.name);
    },
  };
}

/** The probes of several domains as one table; a route probed twice is a mistake and fails the suite. */
export function mergeProbes(...tables: Probes[]): Probes {
  const merged: Probes = {};
  for (const table of tables) {
    for (const [route, probe] of Object.entries(table)) {
      if (route in merged) throw new Error(`two isolation probes for ${route}`);
      merged[route] = probe;
    }
  }
  return merged;
}
