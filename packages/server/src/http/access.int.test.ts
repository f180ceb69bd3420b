import { beforeAll, describe, expect, it } from "vitest";
import type { GroupRow } from "../groups/groups.repository.js";
import { aliasRewrite, aliasRoutes } from "../test-support/aliases.js";
import { type Member, useTestContext } from "../test-support/test-context.js";

const t = useTestContext();
let member: Member;

beforeAll(async () => {
  member = await t.newMember({ group: "default" });
  await t.headersOf(member);
});

/** A concrete URL for a route pattern: path parameters become ids that exist nowhere. */
const concrete = (url: string) => url.replace(/:[a-z_]+/gi, "00000000-0000-4000-8000-000000000000");

describe("declared access of every API route", () => {
  it("covers the routes of the foundation", () => {
    const declared = t.app.declaredRoutes.map(({ method, url, access }) => `${access} ${method} ${url}`);
    expect(declared).toEqual(
      expect.arrayContaining([
        "public GET /api/app/about",
        "public POST /api/auth/token",
        "public GET /api/auth/oauth",
        "public GET /api/auth/oauth/callback",
        "user GET /api/auth/refresh",
        "user GET /api/users/self",
        "user DELETE /api/users/api-tokens/:token_id",
      ]),
    );
  });

  it("refuses anonymous callers on every route that is not public", async () => {
    const guarded = t.app.declaredRoutes.filter((route) => route.access !== "public");
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const response = await t.anonymous.send(route.method as "GET", concrete(route.url));
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
      expect(response.json().detail.message).toBe("Could Not Validate Credentials");
    }
  });

  it("refuses members who are not administrators on every admin route", async () => {
    for (const route of t.app.declaredRoutes.filter((candidate) => candidate.access === "admin")) {
      const response = await t.as(member).send(route.method as "GET", concrete(route.url));
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
      });
    }
  });
});

describe("canOrganize: writing the group's organizing data", () => {
  /** The paths of the organizing data: every route under them that is not a GET writes it. */
  const ORGANIZING =
    /^\/api\/(organizers\/|foods|units|groups\/(labels|cookbooks|recipe-actions|seeders)\b|households\/(cookbooks|recipe-actions)\b)/;
  const REFUSAL = "You are not allowed to organize this group's data";

  let group: GroupRow;
  /** A member without canOrganize. */
  let mia: Member;
  /** A member with canOrganize, who also makes what the writes aim at. */
  let olive: Member;
  /** An administrator without canOrganize. */
  let admin: Member;
  let made = 0;

  beforeAll(async () => {
    group = await t.newGroup();
    mia = await t.newMember({ group });
    olive = await t.newMember({ group, canOrganize: true });
    admin = await t.newMember({ group, admin: true });
  });

  /** A fresh item of the group, made by Olive through the API. */
  async function fresh(url: string, body: object = {}): Promise<{ id: string; name: string; slug?: string }> {
    made += 1;
    const response = await t.as(olive).post(url, { name: `Organized ${made}`, ...body });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  }
  const action = { actionType: "link", title: "Open", url: "https://example.com/recipes" };
  const unique = () => `Written ${++made}`;

  /** Each write with a request for it, aimed at fresh items. */
  const WRITES: Record<string, () => Promise<{ url: string; body?: unknown }>> = {
    "POST /api/organizers/categories": async () => ({ url: "/api/organizers/categories", body: { name: unique() } }),
    "PUT /api/organizers/categories/:item_id": async () => ({
      url: `/api/organizers/categories/${(await fresh("/api/organizers/categories")).id}`,
      body: { name: unique() },
    }),
    "DELETE /api/organizers/categories/:item_id": async () => ({
      url: `/api/organizers/categories/${(await fresh("/api/organizers/categories")).id}`,
    }),
    "POST /api/organizers/tags": async () => ({ url: "/api/organizers/tags", body: { name: unique() } }),
    "PUT /api/organizers/tags/:item_id": async () => ({
      url: `/api/organizers/tags/${(await fresh("/api/organizers/tags")).id}`,
      body: { name: unique() },
    }),
    "DELETE /api/organizers/tags/:item_id": async () => ({
      url: `/api/organizers/tags/${(await fresh("/api/organizers/tags")).id}`,
    }),
    "POST /api/organizers/tools": async () => ({ url: "/api/organizers/tools", body: { name: unique() } }),
    "PUT /api/organizers/tools/:item_id": async () => ({
      url: `/api/organizers/tools/${(await fresh("/api/organizers/tools")).id}`,
      body: { name: unique(), onHand: true },
    }),
    "DELETE /api/organizers/tools/:item_id": async () => ({
      url: `/api/organizers/tools/${(await fresh("/api/organizers/tools")).id}`,
    }),
    "POST /api/foods": async () => ({ url: "/api/foods", body: { name: unique() } }),
    "PUT /api/foods/:item_id": async () => ({
      url: `/api/foods/${(await fresh("/api/foods")).id}`,
      body: { name: unique() },
    }),
    "DELETE /api/foods/:item_id": async () => ({ url: `/api/foods/${(await fresh("/api/foods")).id}` }),
    "PUT /api/foods/merge": async () => ({
      url: "/api/foods/merge",
      body: { fromFood: (await fresh("/api/foods")).id, toFood: (await fresh("/api/foods")).id },
    }),
    "POST /api/units": async () => ({ url: "/api/units", body: { name: unique() } }),
    "PUT /api/units/:item_id": async () => ({
      url: `/api/units/${(await fresh("/api/units")).id}`,
      body: { name: unique(), abbreviation: "u" },
    }),
    "DELETE /api/units/:item_id": async () => ({ url: `/api/units/${(await fresh("/api/units")).id}` }),
    "PUT /api/units/merge": async () => ({
      url: "/api/units/merge",
      body: { fromUnit: (await fresh("/api/units")).id, toUnit: (await fresh("/api/units")).id },
    }),
    "POST /api/groups/labels": async () => ({ url: "/api/groups/labels", body: { name: unique(), color: "#123456" } }),
    "PUT /api/groups/labels/:item_id": async () => ({
      url: `/api/groups/labels/${(await fresh("/api/groups/labels")).id}`,
      body: { name: unique(), color: "#654321" },
    }),
    "DELETE /api/groups/labels/:item_id": async () => ({
      url: `/api/groups/labels/${(await fresh("/api/groups/labels")).id}`,
    }),
    "POST /api/groups/cookbooks": async () => ({ url: "/api/groups/cookbooks", body: { name: unique() } }),
    "PUT /api/groups/cookbooks": async () => {
      const cookbook = await fresh("/api/groups/cookbooks");
      return { url: "/api/groups/cookbooks", body: [{ id: cookbook.id, name: unique(), position: 7 }] };
    },
    "PUT /api/groups/cookbooks/:item_id": async () => ({
      url: `/api/groups/cookbooks/${(await fresh("/api/groups/cookbooks")).id}`,
      body: { name: unique(), public: true },
    }),
    "DELETE /api/groups/cookbooks/:item_id": async () => ({
      url: `/api/groups/cookbooks/${(await fresh("/api/groups/cookbooks")).id}`,
    }),
    "POST /api/groups/recipe-actions": async () => ({ url: "/api/groups/recipe-actions", body: action }),
    "PUT /api/groups/recipe-actions/:item_id": async () => ({
      url: `/api/groups/recipe-actions/${(await fresh("/api/groups/recipe-actions", action)).id}`,
      body: { ...action, title: unique() },
    }),
    "DELETE /api/groups/recipe-actions/:item_id": async () => ({
      url: `/api/groups/recipe-actions/${(await fresh("/api/groups/recipe-actions", action)).id}`,
    }),
    "POST /api/groups/seeders/foods": async () => ({ url: "/api/groups/seeders/foods", body: { locale: "nl-NL" } }),
    "POST /api/groups/seeders/units": async () => ({ url: "/api/groups/seeders/units", body: { locale: "nl-NL" } }),
    "POST /api/groups/seeders/labels": async () => ({ url: "/api/groups/seeders/labels", body: { locale: "nl-NL" } }),
  };

  // Mealie 2's paths of the same writes (`/api/households/cookbooks` ...), aimed at fresh items alike.
  for (const { route, primary, method, path, alias } of aliasRoutes()) {
    const write = WRITES[primary];
    if (!write) continue;
    WRITES[route] = async () => {
      const { url, body } = await write();
      return { url: aliasRewrite(method, path, alias)(method, url), body };
    };
  }

  const LISTS = [
    "/api/organizers/categories",
    "/api/organizers/tags",
    "/api/organizers/tools",
    "/api/foods",
    "/api/units",
    "/api/groups/labels",
    "/api/groups/cookbooks",
    "/api/groups/recipe-actions",
    "/api/households/cookbooks",
    "/api/households/recipe-actions",
  ];

  /** Everything Mia can read of the group's organizing data (she may read it all). */
  async function everything(): Promise<unknown[]> {
    return Promise.all(
      LISTS.map(async (list) => {
        const response = await t.as(mia).get(`${list}?perPage=-1`);
        expect(response.statusCode, list).toBe(200);
        return response.json().items;
      }),
    );
  }

  it("lists every write of the organizing data", () => {
    const writes = t.app.declaredRoutes
      .filter((route) => route.method !== "GET" && ORGANIZING.test(route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(writes.sort()).toEqual(Object.keys(WRITES).sort());
  });

  for (const [route, request] of Object.entries(WRITES)) {
    const method = route.split(" ")[0] as "POST" | "PUT" | "DELETE";
    it(`${route}: 403 without canOrganize, changing nothing; done with it, or as an administrator`, async () => {
      const refused = await request();
      const before = await everything();
      const response = await t.as(mia).send(method, refused.url, refused.body);
      expect(response.statusCode).toBe(403);
      expect(response.json().detail.message).toBe(REFUSAL);
      expect(await everything()).toEqual(before);

      for (const allowed of [olive, admin]) {
        const { url, body } = await request();
        const done = await t.as(allowed).send(method, url, body);
        expect({ who: allowed.username, status: done.statusCode }).toEqual({
          who: allowed.username,
          status: expect.toSatisfy((status: number) => status < 300),
        });
      }
    });
  }

  it("leaves every read open to a member without canOrganize", async () => {
    const items: Record<string, { id: string; slug?: string }> = {
      "/api/organizers/categories": await fresh("/api/organizers/categories"),
      "/api/organizers/tags": await fresh("/api/organizers/tags"),
      "/api/organizers/tools": await fresh("/api/organizers/tools"),
      "/api/foods": await fresh("/api/foods"),
      "/api/units": await fresh("/api/units"),
      "/api/groups/labels": await fresh("/api/groups/labels"),
      "/api/groups/cookbooks": await fresh("/api/groups/cookbooks"),
      "/api/groups/recipe-actions": await fresh("/api/groups/recipe-actions", action),
    };
    items["/api/households/cookbooks"] = items["/api/groups/cookbooks"] as { id: string };
    items["/api/households/recipe-actions"] = items["/api/groups/recipe-actions"] as { id: string };
    const reads = t.app.declaredRoutes.filter((route) => route.method === "GET" && ORGANIZING.test(route.url));
    expect(reads.length).toBeGreaterThanOrEqual(LISTS.length * 2);
    for (const { url } of reads) {
      const list = LISTS.find((candidate) => url.startsWith(candidate)) as string;
      const item = items[list] as { id: string; slug?: string };
      const concreteUrl = url.replace(":item_id", item.id).replace(/:[a-z]+_slug/, item.slug ?? "");
      const response = await t.as(mia).get(concreteUrl);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    }
  });

  it("leaves recipe edits open: a member without it still files a recipe under a tag it names", async () => {
    const slug = (await t.as(mia).post("/api/recipes", { name: "Mia's soup" })).json();
    const patched = await t.as(mia).patch(`/api/recipes/${slug}`, { tags: [{ name: "Mia's new tag" }] });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().tags).toMatchObject([{ name: "Mia's new tag" }]);
  });
});
