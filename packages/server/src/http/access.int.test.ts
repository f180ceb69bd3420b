import { beforeAll, describe, expect, it } from "vitest";
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
