import { beforeAll, describe, expect, it } from "vitest";
import { type Caller, type Member, useTestContext } from "../test-support/test-context.js";

const t = useTestContext();
let admin: Member;

beforeAll(async () => {
  admin = await t.defaultAdmin();
  await t.headersOf(admin);
});

const createToken = (caller: Caller, payload: unknown) => caller.post("/api/users/api-tokens", payload);

describe("long-lived API tokens", () => {
  it("are shown once at creation, then work as a bearer token", async () => {
    const created = await createToken(t.as(admin), { name: "Home Assistant" });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toEqual({
      id: expect.any(Number),
      name: "Home Assistant",
      token: expect.any(String),
      createdAt: expect.any(String),
    });

    const viaToken = await t.withToken(body.token).get("/api/users/self");
    expect(viaToken.statusCode).toBe(200);
    const listed = viaToken.json().tokens.find((token: { id: number }) => token.id === body.id);
    expect(listed).toEqual({ id: body.id, name: "Home Assistant", token: "", createdAt: body.createdAt });
  });

  it("stop working once deleted", async () => {
    const { id, token } = (await createToken(t.as(admin), { name: "script" })).json();
    const removed = await t.as(admin).delete(`/api/users/api-tokens/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ tokenDelete: "script" });
    const after = await t.withToken(token).get("/api/users/self");
    expect(after.statusCode).toBe(401);
    const again = await t.as(admin).delete(`/api/users/api-tokens/${id}`);
    expect(again.statusCode).toBe(404);
  });

  it("cannot be deleted by another user", async () => {
    const { id } = (await createToken(t.as(admin), { name: "mine" })).json();
    const member = await t.newMember({ group: "default" });
    const response = await t.as(member).delete(`/api/users/api-tokens/${id}`);
    expect(response.statusCode).toBe(404);
    const selfTokens = (await t.as(admin).get("/api/users/self")).json().tokens;
    expect(selfTokens.map((token: { id: number }) => token.id)).toContain(id);
  });

  it("need a name and a signed-in user", async () => {
    const nameless = await createToken(t.as(admin), { name: "  " });
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json().detail[0]).toMatchObject({ loc: ["body", "name"], msg: "This Field is Required" });
    const anonymous = await createToken(t.anonymous, { name: "x" });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("GET /api/users/self", () => {
  it("returns the signed-in user in the reference's shape, with the group slug", async () => {
    const response = await t.as(admin).get("/api/users/self");
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
