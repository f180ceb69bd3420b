import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../test-support/test-app.js";
import { type Member, useTestContext } from "../test-support/test-context.js";
import { loadTokenSecret } from "./token-secret.js";

const t = useTestContext();
let admin: Member;

beforeAll(async () => {
  admin = await t.defaultAdmin();
  await t.headersOf(admin);
});

/** A session of its own for `member`, apart from the one `t.as(member)` keeps: its bare token. */
async function newSession(member: Member, rememberMe = false): Promise<string> {
  const response = await t.anonymous.post("/api/auth/token", {
    username: member.username,
    password: member.password,
    remember_me: rememberMe,
  });
  expect(response.statusCode).toBe(200);
  return response.json().access_token as string;
}

const selfWithBearer = async (token: string) => (await t.withToken(token).get("/api/users/self")).statusCode;
const selfWithCookie = async (token: string) =>
  (
    await t.anonymous.inject({
      method: "GET",
      url: "/api/users/self",
      headers: { cookie: `mealie.access_token=${token}` },
    })
  ).statusCode;

describe("POST /api/auth/logout", () => {
  it("ends the session of a bearer token: the token, the same token as a cookie and a refresh are refused", async () => {
    const member = await t.newMember();
    const token = await newSession(member);
    const otherDevice = await newSession(member);
    expect(await selfWithBearer(token)).toBe(200);

    expect((await t.withToken(token).post("/api/auth/logout")).statusCode).toBe(200);

    expect(await selfWithBearer(token)).toBe(401);
    expect(await selfWithCookie(token)).toBe(401);
    const refresh = await t.withToken(token).get("/api/auth/refresh");
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json().detail.message).toBe("Could Not Validate Credentials");
    expect(await selfWithBearer(otherDevice)).toBe(200);
  });

  it("ends the session of the cookie the web app signs out with, remember-me sessions too", async () => {
    const member = await t.newMember();
    for (const rememberMe of [false, true]) {
      const token = await newSession(member, rememberMe);
      const logout = await t.anonymous.inject({
        method: "POST",
        url: "/api/auth/logout",
        headers: { cookie: `mealie.access_token=${token}` },
      });
      expect(logout.statusCode).toBe(200);
      expect(logout.cookies.find((cookie) => cookie.name === "mealie.access_token")?.value).toBe("");
      expect(await selfWithCookie(token)).toBe(401);
      expect(await selfWithBearer(token)).toBe(401);
    }
  });

  it("answers 200 to a caller without a session, or with one already ended", async () => {
    const member = await t.newMember();
    const token = await newSession(member);
    expect((await t.anonymous.post("/api/auth/logout")).statusCode).toBe(200);
    expect((await t.withToken("not a token").post("/api/auth/logout")).statusCode).toBe(200);
    expect((await t.withToken(token).post("/api/auth/logout")).statusCode).toBe(200);
    expect((await t.withToken(token).post("/api/auth/logout")).statusCode).toBe(200);
  });
});

describe("GET /api/auth/refresh", () => {
  it("starts a new session that lives on its own", async () => {
    const member = await t.newMember();
    const token = await newSession(member);
    const refreshed = (await t.withToken(token).get("/api/auth/refresh")).json().access_token as string;
    expect(await selfWithBearer(refreshed)).toBe(200);

    await t.withToken(refreshed).post("/api/auth/logout");
    expect(await selfWithBearer(refreshed)).toBe(401);
    expect(await selfWithBearer(token)).toBe(200);
  });
});

describe("PUT /api/users/password", () => {
  it("ends every other session of the user and keeps the caller's", async () => {
    const member = await t.newMember();
    const current = await newSession(member);
    const others = [await newSession(member), await newSession(member, true)];
    const bystander = await t.newMember();

    const changed = await t
      .withToken(current)
      .put("/api/users/password", { currentPassword: member.password, newPassword: "a different password" });
    expect(changed.statusCode).toBe(200);

    expect(await selfWithBearer(current)).toBe(200);
    for (const other of others) {
      expect(await selfWithBearer(other)).toBe(401);
      expect(await selfWithCookie(other)).toBe(401);
    }
    expect((await t.as(bystander).get("/api/users/self")).statusCode).toBe(200);
    await expect(signIn(t.app, member.username, "a different password")).resolves.toBeDefined();
  });

  it("keeps every session when the current password is wrong", async () => {
    const member = await t.newMember();
    const current = await newSession(member);
    const other = await newSession(member);
    const refused = await t
      .withToken(current)
      .put("/api/users/password", { currentPassword: "not the password", newPassword: "a different password" });
    expect(refused.statusCode).toBe(400);
    expect(await selfWithBearer(other)).toBe(200);
  });
});

describe("password resets", () => {
  it("POST /api/users/reset-password ends every session of the user", async () => {
    const member = await t.newMember();
    const sessions = [await newSession(member), await newSession(member, true)];
    const bystander = await t.newMember();
    const token = await t.services.repositories.passwordResetTokens.create(member.id);

    const reset = await t.anonymous.post("/api/users/reset-password", {
      token,
      email: member.email,
      password: "a brand new one",
      passwordConfirm: "a brand new one",
    });
    expect(reset.statusCode).toBe(200);

    for (const session of sessions) expect(await selfWithBearer(session)).toBe(401);
    expect((await t.as(bystander).get("/api/users/self")).statusCode).toBe(200);
    await expect(signIn(t.app, member.username, "a brand new one")).resolves.toBeDefined();
  });

  it("a reset through an administrator's link ends every session of the user", async () => {
    const member = await t.newMember({ group: "default" });
    const sessions = [await newSession(member), await newSession(member, true)];
    const minted = await t.as(admin).post("/api/admin/users/password-reset-token", { email: member.email });
    expect(minted.statusCode).toBe(201);

    const reset = await t.anonymous.post("/api/users/reset-password", {
      token: minted.json().token,
      email: member.email,
      password: "set by the admin's link",
      passwordConfirm: "set by the admin's link",
    });
    expect(reset.statusCode).toBe(200);

    for (const session of sessions) expect(await selfWithBearer(session)).toBe(401);
    expect((await t.as(admin).get("/api/users/self")).statusCode).toBe(200);
  });
});

describe("DELETE /api/admin/users/:item_id/sessions", () => {
  it("signs the user out everywhere and leaves other users signed in", async () => {
    const member = await t.newMember({ group: "default" });
    const sessions = [await newSession(member), await newSession(member, true)];
    const bystander = await t.newMember({ group: "default" });
    const bystanderSession = await newSession(bystander);

    const ended = await t.as(admin).delete(`/api/admin/users/${member.id}/sessions`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ ended: 2 });

    for (const session of sessions) {
      expect(await selfWithBearer(session)).toBe(401);
      expect(await selfWithCookie(session)).toBe(401);
    }
    expect(await selfWithBearer(bystanderSession)).toBe(200);
    expect((await t.as(admin).get("/api/users/self")).statusCode).toBe(200);
    // Signing in again starts a new session.
    expect(await selfWithBearer(await newSession(member))).toBe(200);
  });

  it("is for administrators only, and answers 404 for an unknown user", async () => {
    const member = await t.newMember({ group: "default" });
    const victim = await t.newMember({ group: "default" });
    const victimSession = await newSession(victim);

    const refused = await t.as(member).delete(`/api/admin/users/${victim.id}/sessions`);
    expect(refused.statusCode).toBe(403);
    expect(await selfWithBearer(victimSession)).toBe(200);

    const unknown = await t.as(admin).delete(`/api/admin/users/${randomUUID()}/sessions`);
    expect(unknown.statusCode).toBe(404);
    expect((await t.as(admin).delete("/api/admin/users/not-an-id/sessions")).statusCode).toBe(422);
  });
});

describe("session tokens the server refuses", () => {
  /** A session token signed with this server's secret, with a session on record for its id. */
  async function signedSession(member: Member, claims: { exp?: number; iat?: number }): Promise<string> {
    const sessionId = randomUUID();
    const nowSeconds = Math.floor(Date.now() / 1000);
    await t.services.repositories.sessions.create({
      id: sessionId,
      userId: member.id,
      expiresAt: new Date((claims.exp ?? nowSeconds + 3600) * 1000),
    });
    const token = new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setSubject(member.id).setJti(sessionId);
    if (claims.exp !== undefined) token.setExpirationTime(claims.exp);
    if (claims.iat !== undefined) token.setIssuedAt(claims.iat);
    return token.sign(loadTokenSecret(t.config.dataDir, t.config.tokenSecret));
  }

  it("refuses a token without an expiry, or issued in the future", async () => {
    const member = await t.newMember();
    const now = Math.floor(Date.now() / 1000);
    expect(await selfWithBearer(await signedSession(member, { exp: now + 3600, iat: now }))).toBe(200);
    expect(await selfWithBearer(await signedSession(member, { exp: now + 3600, iat: now + 30 }))).toBe(200);

    for (const claims of [{ iat: now }, {}, { exp: now + 3600, iat: now + 600 }]) {
      const response = await t.withToken(await signedSession(member, claims)).get("/api/users/self");
      expect({ claims, status: response.statusCode }).toEqual({ claims, status: 401 });
      expect(response.json().detail.message).toBe("Could Not Validate Credentials");
    }
  });

  it("refuses a well-signed session token with no session on record, as those issued before sessions were kept", async () => {
    const member = await t.newMember();
    const now = Math.floor(Date.now() / 1000);
    const unrecorded = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(member.id)
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(loadTokenSecret(t.config.dataDir, t.config.tokenSecret));
    expect(await selfWithBearer(unrecorded)).toBe(401);
    expect(await selfWithCookie(unrecorded)).toBe(401);
  });

  it("refuses a session of one user presented with another user's id", async () => {
    const member = await t.newMember();
    const other = await t.newMember();
    const sessionId = randomUUID();
    const now = Math.floor(Date.now() / 1000);
    await t.services.repositories.sessions.create({
      id: sessionId,
      userId: member.id,
      expiresAt: new Date((now + 3600) * 1000),
    });
    const borrowed = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(other.id)
      .setJti(sessionId)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(loadTokenSecret(t.config.dataDir, t.config.tokenSecret));
    expect(await selfWithBearer(borrowed)).toBe(401);
  });
});
