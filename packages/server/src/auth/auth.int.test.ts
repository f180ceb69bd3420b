import { randomUUID } from "node:crypto";
import bcrypt from "bcryptjs";
import { SignJWT } from "jose";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestApp } from "../test-support/test-app.js";
import { loadTokenSecret } from "./token-secret.js";

let larder: TestApp;

beforeEach(async () => {
  larder = await createTestApp();
});
afterEach(async () => {
  await larder.close();
});

const signInAs = (payload: Record<string, unknown>) =>
  larder.app.inject({ method: "POST", url: "/api/auth/token", payload });

const self = (headers: Record<string, string>) => larder.app.inject({ method: "GET", url: "/api/users/self", headers });

describe("POST /api/auth/token", () => {
  it("signs in with the e-mail from a form and sets an httpOnly cookie", async () => {
    const response = await larder.app.inject({
      method: "POST",
      url: "/api/auth/token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "username=changeme%40example.com&password=MyPassword",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ access_token: expect.any(String), token_type: "bearer" });
    const cookie = response.cookies.find((c) => c.name === "mealie.access_token");
    expect(cookie).toMatchObject({ httpOnly: true, path: "/", maxAge: 48 * 3600 });
    expect(cookie?.value).toBe(response.json().access_token);
  });

  it("signs in with the username from JSON, ignoring case", async () => {
    const response = await signInAs({ username: "ADMIN", password: "MyPassword" });
    expect(response.statusCode).toBe(200);
  });

  it("keeps a remember-me session for 14 days and others for TOKEN_TIME hours", async () => {
    const remembered = await signInAs({ username: "admin", password: "MyPassword", remember_me: true });
    expect(remembered.cookies[0]?.maxAge).toBe(14 * 24 * 3600);
    await larder.close();
    larder = await createTestApp({ env: { TOKEN_TIME: "2" } });
    const shortLived = await signInAs({ username: "admin", password: "MyPassword" });
    expect(shortLived.cookies[0]?.maxAge).toBe(7200);
  });

  /** A multipart body as a browser's FormData sends it (Mealie's login page). */
  const multipart = (fields: Record<string, string>, file?: { field: string; name: string }) => {
    const boundary = "----WebKitFormBoundary7MA4YWxkTrZu0gW";
    const parts = Object.entries(fields).map(
      ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    if (file) {
      parts.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          "Content-Type: text/plain\r\n\r\nhello\r\n",
      );
    }
    return {
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `${parts.join("")}--${boundary}--\r\n`,
    };
  };

  it("signs in from a multipart form, as Mealie's login page posts it, remember_me as text", async () => {
    for (const [rememberMe, maxAge] of [
      ["true", 14 * 24 * 3600],
      ["false", 48 * 3600],
    ] as const) {
      const form = multipart({ username: "changeme@example.com", password: "MyPassword", remember_me: rememberMe });
      const response = await larder.app.inject({ method: "POST", url: "/api/auth/token", ...form });
      expect(response.statusCode).toBe(200);
      const token = response.json().access_token;
      expect(response.cookies[0]?.maxAge).toBe(maxAge);
      expect((await self({ authorization: `Bearer ${token}` })).json().email).toBe("changeme@example.com");
    }
    const wrong = multipart({ username: "changeme@example.com", password: "nope", remember_me: "false" });
    expect((await larder.app.inject({ method: "POST", url: "/api/auth/token", ...wrong })).statusCode).toBe(401);
  });

  it("reads remember_me from a URL-encoded form too", async () => {
    const response = await larder.app.inject({
      method: "POST",
      url: "/api/auth/token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "username=admin&password=MyPassword&remember_me=true",
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies[0]?.maxAge).toBe(14 * 24 * 3600);
  });

  it("refuses a file in the sign-in form with 400 and a message", async () => {
    const form = multipart({ username: "admin", password: "MyPassword" }, { field: "password", name: "a.txt" });
    const response = await larder.app.inject({ method: "POST", url: "/api/auth/token", ...form });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.message).toContain("takes no file");
  });

  it("answers 401 Invalid Credentials to a wrong password or an unknown user", async () => {
    for (const payload of [
      { username: "admin", password: "wrong" },
      { username: "nobody@example.com", password: "MyPassword" },
      { username: "", password: "" },
    ]) {
      const response = await signInAs(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: { message: "Invalid Credentials", error: true, exception: null } });
    }
  });

  it("locks the account for 24 hours after 5 consecutive failures, even for the right password", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signInAs({ username: "admin", password: "wrong" })).statusCode).toBe(401);
    }
    const locked = await signInAs({ username: "admin", password: "MyPassword" });
    expect(locked.statusCode).toBe(423);
    expect(locked.json().detail.message).toBe("Account Locked. Please try again later");

    const admin = await larder.services.repositories.users.findByLogin("admin");
    await larder.services.repositories.users.update(admin!.id, { locked_at: new Date(Date.now() - 25 * 3600 * 1000) });
    expect((await signInAs({ username: "admin", password: "MyPassword" })).statusCode).toBe(200);
    // The counter starts again from zero after the lock expires.
    for (let attempt = 0; attempt < 4; attempt++) await signInAs({ username: "admin", password: "wrong" });
    expect((await signInAs({ username: "admin", password: "MyPassword" })).statusCode).toBe(200);
  });

  it("resets the failure count after a successful sign-in", async () => {
    for (let attempt = 0; attempt < 4; attempt++) await signInAs({ username: "admin", password: "wrong" });
    expect((await signInAs({ username: "admin", password: "MyPassword" })).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++) await signInAs({ username: "admin", password: "wrong" });
    expect((await signInAs({ username: "admin", password: "MyPassword" })).statusCode).toBe(200);
  });

  it("accepts a bcrypt hash imported from Mealie and upgrades it to argon2id", async () => {
    const { users } = larder.services.repositories;
    const admin = await users.findByLogin("admin");
    await users.update(admin!.id, { password: bcrypt.hashSync("FromMealie1", 4) });
    expect((await signInAs({ username: "admin", password: "FromMealie1" })).statusCode).toBe(200);
    expect((await users.findByLogin("admin"))?.password).toMatch(/^\$argon2id\$/);
    expect((await signInAs({ username: "admin", password: "FromMealie1" })).statusCode).toBe(200);
  });

  it("answers 422 with a detail list when the body is not an object", async () => {
    const response = await larder.app.inject({
      method: "POST",
      url: "/api/auth/token",
      headers: { "content-type": "application/json" },
      payload: '{"username": 5}',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0]).toMatchObject({ loc: ["body", "username"], type: "invalid_type" });
  });

  it("answers 400 with a message, not a stack, to malformed JSON", async () => {
    const response = await larder.app.inject({
      method: "POST",
      url: "/api/auth/token",
      headers: { "content-type": "application/json" },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.message).toEqual(expect.any(String));
    expect(response.body).not.toContain("at ");
  });
});

describe("authenticated requests", () => {
  it("accept the bearer header and the session cookie", async () => {
    const response = await signInAs({ username: "admin", password: "MyPassword" });
    const token = response.json().access_token as string;
    expect((await self({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await self({ cookie: `mealie.access_token=${token}` })).statusCode).toBe(200);
  });

  it("refuse a missing, malformed, forged or expired token with 401", async () => {
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(randomUUID())
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("not-the-secret-of-this-installation"));
    const admin = await larder.services.repositories.users.findByLogin("admin");
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(admin!.id)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(loadTokenSecret(larder.config.dataDir, undefined));
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer nonsense" },
      { authorization: `Bearer ${forged}` },
      { authorization: `Bearer ${expired}` },
    ];
    for (const headers of attempts) {
      const response = await self(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json().detail.message).toBe("Could Not Validate Credentials");
    }
  });

  it("GET /api/auth/refresh returns a new working token", async () => {
    const headers = await signIn(larder.app);
    const response = await larder.app.inject({ method: "GET", url: "/api/auth/refresh", headers });
    expect(response.statusCode).toBe(200);
    const refreshed = response.json().access_token as string;
    expect(refreshed).not.toBe(headers.authorization.slice(7));
    expect((await self({ authorization: `Bearer ${refreshed}` })).statusCode).toBe(200);
  });

  it("POST /api/auth/logout clears the session cookie", async () => {
    const response = await larder.app.inject({ method: "POST", url: "/api/auth/logout" });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === "mealie.access_token");
    expect(cookie?.value).toBe("");
    expect(cookie?.expires?.getTime()).toBeLessThan(Date.now());
  });

  it("sessions survive a restart: the signing secret is kept in DATA_DIR", async () => {
    const headers = await signIn(larder.app);
    larder = await larder.restart();
    expect((await self(headers)).statusCode).toBe(200);
  });
});
