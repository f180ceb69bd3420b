import Fastify, { type FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { registerAccessControl } from "./access.js";
import { registerErrorHandler } from "./errors.js";

/** A stand-in for sign-in: the `x-user` header names the caller ("admin" or "member"). */
const fakeRequireUser = async (request: FastifyRequest) => {
  const who = request.headers["x-user"];
  if (!who) throw Object.assign(new Error("Could Not Validate Credentials"), { statusCode: 401 });
  request.actor = { admin: who === "admin" } as FastifyRequest["actor"];
};

async function appWith(register: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  registerErrorHandler(app);
  registerAccessControl(app, fakeRequireUser);
  register(app);
  await app.ready();
  return app;
}

describe("access control", () => {
  it("refuses to start when an API route declares no access level", async () => {
    await expect(appWith((app) => app.get("/api/forgotten", async () => ({})))).rejects.toThrow(
      "GET /api/forgotten declares no access level",
    );
  });

  it("guards user and admin routes and leaves public ones open", async () => {
    const app = await appWith((app) => {
      app.get("/api/open", { config: { access: "public" } }, async () => ({ ok: true }));
      app.get("/api/mine", { config: { access: "user" } }, async () => ({ ok: true }));
      app.get("/api/admin/thing", { config: { access: "admin" } }, async () => ({ ok: true }));
    });
    const status = async (url: string, user?: string) =>
      (await app.inject({ url, headers: user ? { "x-user": user } : {} })).statusCode;
    expect(await status("/api/open")).toBe(200);
    expect(await status("/api/mine")).toBe(401);
    expect(await status("/api/mine", "member")).toBe(200);
    expect(await status("/api/admin/thing")).toBe(401);
    expect(await status("/api/admin/thing", "member")).toBe(403);
    expect(await status("/api/admin/thing", "admin")).toBe(200);
    expect(app.declaredRoutes.map((route) => `${route.access} ${route.url}`)).toEqual([
      "public /api/open",
      "user /api/mine",
      "admin /api/admin/thing",
    ]);
  });
});
