import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../test-support/builders.js";
import { createTestApp, signIn, type TestApp } from "../test-support/test-app.js";

let larder: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  larder = await createTestApp();
  admin = await signIn(larder.app);
});
afterAll(async () => {
  await larder.close();
});

const createToken = (headers: Record<string, string>, payload: unknown) =>
  larder.app.inject({ method: "POST", url: "/api/users/api-tokens", headers, payload: payload as object });

describe("long-lived API tokens", () => {
  it("are shown once at creation, then work as a bearer token", async () => {
    const created = await createToken(admin, { name: "Home Assistant" });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toEqual({
      id: expect.any(Number),
      name: "Home Assistant",
      token: expect.any(String),
      createdAt: expect.any(String),
    });

    const viaToken = await larder.app.inject({
      method: "GET",
      url: "/api/users/self",
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(viaToken.statusCode).toBe(200);
    const listed = viaToken.json().tokens.find((token: { id: number }) => token.id === body.id);
    expect(listed).toEqual({ id: body.id, name: "Home Assistant", token: "", createdAt: body.createdAt });
  });

  it("stop working once deleted", async () => {
    const { id, token } = (await createToken(admin, { name: "script" })).json();
    const removed = await larder.app.inject({ method: "DELETE", url: `/api/users/api-tokens/${id}`, headers: admin });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ tokenDelete: "script" });
    const after = await larder.app.inject({
      method: "GET",
      url: "/api/users/self",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
    const again = await larder.app.inject({ method: "DELETE", url: `/api/users/api-tokens/${id}`, headers: admin });
    expect(again.statusCode).toBe(404);
  });

  it("cannot be deleted by another user", async () => {
    const { id } = (await createToken(admin, { name: "mine" })).json();
    const { username, password } = await buildUser(larder);
    const member = await signIn(larder.app, username, password);
    const response = await larder.app.inject({ method: "DELETE", url: `/api/users/api-tokens/${id}`, headers: member });
    expect(response.statusCode).toBe(404);
    const selfTokens = (await larder.app.inject({ method: "GET", url: "/api/users/self", headers: admin })).json()
      .tokens;
    expect(selfTokens.map((token: { id: number }) => token.id)).toContain(id);
  });

  it("need a name and a signed-in user", async () => {
    const nameless = await createToken(admin, { name: "  " });
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json().detail[0]).toMatchObject({ loc: ["body", "name"], msg: "This Field is Required" });
    const anonymous = await createToken({}, { name: "x" });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("GET /api/users/self", () => {
  it("returns the signed-in user in the reference's shape, with the group slug", async () => {
    const response = await larder.app.inject({ method: "GET", url: "/api/users/self", headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: expect.any(String),
      username: "admin",
      fullName: "Change Me",
      email: "changeme@example.com",
      authMethod: "Mealie",
      admin: true,
      group: "Home",
      advanced: true,
      canInvite: true,
      canManage: true,
      canOrganize: true,
      groupId: expect.any(String),
      groupSlug: "home",
      tokens: expect.any(Array),
      cacheKey: expect.any(String),
    });
    expect(response.body).not.toContain("password");
  });
});
