import { MAX_LOGIN_ATTEMPTS } from "@larder/shared";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  opensslAvailable,
  PEOPLE,
  slapdAvailable,
  slapdMissing,
  startSlapd,
  type TestDirectory,
} from "../test-support/slapd.js";
import { createTestApp, signIn, type TestApp } from "../test-support/test-app.js";

if (!slapdAvailable) console.warn(`LDAP sign-in tests skipped: ${slapdMissing}`);

describe.skipIf(!slapdAvailable)("LDAP sign-in against a real directory", () => {
  let directory: TestDirectory;
  let larder: TestApp;

  beforeAll(async () => {
    directory = await startSlapd();
  });
  afterAll(async () => {
    await directory?.stop();
  });
  beforeEach(async () => {
    larder = await createTestApp({ env: directory.env });
  });
  afterEach(async () => {
    await larder.close();
  });

  const signInAs = (username: string, password: string) =>
    larder.app.inject({ method: "POST", url: "/api/auth/token", payload: { username, password } });

  const self = async (username: string, password: string) => {
    const response = await signInAs(username, password);
    expect(response.statusCode).toBe(200);
    const authorization = `Bearer ${response.json().access_token}`;
    return (await larder.app.inject({ method: "GET", url: "/api/users/self", headers: { authorization } })).json();
  };

  const accountOf = async (username: string) => {
    const admin = await signIn(larder.app);
    const users = await larder.app.inject({
      method: "GET",
      url: "/api/admin/users?perPage=-1",
      headers: admin,
    });
    return users.json().items.find((user: { username: string }) => user.username === username);
  };

  it("creates the account at the first sign-in, in the default group, and signs in again", async () => {
    const { plain } = PEOPLE;
    const first = await self(plain.uid, plain.password);
    expect(first).toMatchObject({
      username: "bob",
      fullName: "Bob Baker",
      email: "bob@larder.test",
      authMethod: "LDAP",
      admin: false,
      group: "Home",
    });
    const again = await self(plain.uid, plain.password);
    expect(again.id).toBe(first.id);
    // By e-mail too, as with local accounts.
    expect((await self("BOB@larder.test", plain.password)).id).toBe(first.id);
  });

  it("makes administrators of those the admin filter matches", async () => {
    const lena = await self(PEOPLE.admin.uid, PEOPLE.admin.password);
    expect(lena).toMatchObject({ username: "lena", fullName: "Lena Ledger", admin: true, authMethod: "LDAP" });
  });

  it("refreshes admin from the directory at every sign-in", async () => {
    const bob = await self(PEOPLE.plain.uid, PEOPLE.plain.password);
    await larder.services.repositories.users.update(bob.id, { admin: true });
    expect((await self(PEOPLE.plain.uid, PEOPLE.plain.password)).admin).toBe(false);
  });

  it("refuses a wrong password, counting it toward the lockout", async () => {
    const { plain } = PEOPLE;
    expect((await signInAs(plain.uid, "not-bobs-password")).statusCode).toBe(401);
    await self(plain.uid, plain.password);
    for (let attempt = 0; attempt < MAX_LOGIN_ATTEMPTS; attempt += 1) {
      expect((await signInAs(plain.uid, "not-bobs-password")).statusCode).toBe(401);
    }
    const locked = await signInAs(plain.uid, plain.password);
    expect(locked.statusCode).toBe(423);
    expect((await accountOf("bob")).lockedAt).not.toBeNull();
  });

  it("refuses an empty password rather than binding anonymously", async () => {
    expect((await signInAs(PEOPLE.plain.uid, "")).statusCode).not.toBe(200);
  });

  it("refuses a directory user outside the user filter, creating nothing", async () => {
    const { outsider } = PEOPLE;
    const response = await signInAs(outsider.uid, outsider.password);
    expect(response.statusCode).toBe(401);
    expect(response.json().detail.message).toBe("Invalid Credentials");
    expect(await accountOf("eve")).toBeUndefined();
  });

  it.each([
    ["*", "*"],
    ["*)(uid=*", PEOPLE.plain.password],
    ["bob)(|(uid=*", PEOPLE.plain.password],
    ["*)(employeeType=larder", PEOPLE.admin.password],
    ["eve)(employeeType=*", PEOPLE.outsider.password],
    ["b*", PEOPLE.plain.password],
    ["bob\\", PEOPLE.plain.password],
    ["bob\\2a", PEOPLE.plain.password],
  ])("treats filter characters in the login %j as text", async (login, password) => {
    const response = await signInAs(login, password);
    expect(response.statusCode).toBe(401);
    expect(await accountOf("bob")).toBeUndefined();
  });

  it("refuses a NUL in the login before it reaches the directory", async () => {
    expect((await signInAs("bob\u0000", PEOPLE.plain.password)).statusCode).toBe(400);
  });

  it("makes one account of two first sign-ins at once", async () => {
    const [one, two] = await Promise.all([
      self(PEOPLE.plain.uid, PEOPLE.plain.password),
      self(PEOPLE.plain.uid, PEOPLE.plain.password),
    ]);
    expect(one.id).toBe(two.id);
  });

  it("leaves a local account with the directory user's name to its own password", async () => {
    const admin = await signIn(larder.app);
    const created = await larder.app.inject({
      method: "POST",
      url: "/api/admin/users",
      headers: admin,
      payload: { username: "bob", fullName: "Local Bob", email: "local-bob@example.com", password: "local-password" },
    });
    expect(created.statusCode).toBe(201);
    expect((await signInAs("bob", PEOPLE.plain.password)).statusCode).toBe(401);
    expect((await signInAs("bob", "local-password")).statusCode).toBe(200);
  });

  it("refuses a directory user whose e-mail a local account has, saying why", async () => {
    const admin = await signIn(larder.app);
    await larder.app.inject({
      method: "POST",
      url: "/api/admin/users",
      headers: admin,
      payload: { username: "robert", fullName: "Robert", email: "bob@larder.test", password: "local-password" },
    });
    const response = await signInAs("bob", PEOPLE.plain.password);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail.message).toMatch(/local account already uses/);
  });

  it("keeps local accounts on their own password", async () => {
    expect((await signInAs("changeme@example.com", "MyPassword")).statusCode).toBe(200);
    expect((await signInAs("changeme@example.com", PEOPLE.plain.password)).statusCode).toBe(401);
  });

  it("reports the directory ready to the administrator", async () => {
    const admin = await signIn(larder.app);
    const check = await larder.app.inject({ method: "GET", url: "/api/admin/about/check", headers: admin });
    expect(check.json().ldapReady).toBe(true);
  });

  describe("with the query account refused or the directory down", () => {
    it("reports LDAP not ready when the query password is wrong", async () => {
      const wrong = await createTestApp({ env: { ...directory.env, LDAP_QUERY_PASSWORD: "wrong" } });
      try {
        const admin = await signIn(wrong.app);
        const check = await wrong.app.inject({ method: "GET", url: "/api/admin/about/check", headers: admin });
        expect(check.json().ldapReady).toBe(false);
        const response = await wrong.app.inject({
          method: "POST",
          url: "/api/auth/token",
          payload: { username: PEOPLE.plain.uid, password: PEOPLE.plain.password },
        });
        expect(response.statusCode).toBe(503);
      } finally {
        await wrong.close();
      }
    });

    it("answers a clear error, not a 500, and keeps local sign-in working", async () => {
      // A port nothing listens on any more: a directory's, after it stopped.
      const gone = await startSlapd();
      await gone.stop();
      const down = await createTestApp({ env: { ...directory.env, LDAP_SERVER_URL: gone.url } });
      try {
        const response = await down.app.inject({
          method: "POST",
          url: "/api/auth/token",
          payload: { username: PEOPLE.plain.uid, password: PEOPLE.plain.password },
        });
        expect(response.statusCode).toBe(503);
        expect(response.json().detail.message).toMatch(/directory.*cannot be reached/i);
        const admin = await signIn(down.app);
        const check = await down.app.inject({ method: "GET", url: "/api/admin/about/check", headers: admin });
        expect(check.json().ldapReady).toBe(false);
      } finally {
        await down.close();
      }
    });
  });

  it("reports LDAP not ready when it is off", async () => {
    const off = await createTestApp();
    try {
      const admin = await signIn(off.app);
      const check = await off.app.inject({ method: "GET", url: "/api/admin/about/check", headers: admin });
      expect(check.json().ldapReady).toBe(false);
      expect(
        (
          await off.app.inject({
            method: "POST",
            url: "/api/auth/token",
            payload: { username: PEOPLE.plain.uid, password: PEOPLE.plain.password },
          })
        ).statusCode,
      ).toBe(401);
    } finally {
      await off.close();
    }
  });
});

describe.skipIf(!slapdAvailable || !opensslAvailable)("LDAP sign-in over TLS", () => {
  let directory: TestDirectory;

  beforeAll(async () => {
    directory = await startSlapd({ tls: true });
  });
  afterAll(async () => {
    await directory?.stop();
  });

  const signInWith = async (env: Record<string, string>) => {
    const larder = await createTestApp({ env: { ...directory.env, ...env } });
    try {
      const response = await larder.app.inject({
        method: "POST",
        url: "/api/auth/token",
        payload: { username: PEOPLE.plain.uid, password: PEOPLE.plain.password },
      });
      return response.statusCode;
    } finally {
      await larder.close();
    }
  };

  it("signs in over ldaps:// with the directory's authority from LDAP_TLS_CACERTFILE", async () => {
    expect(await signInWith({ LDAP_SERVER_URL: directory.ldapsUrl!, LDAP_TLS_CACERTFILE: directory.caFile! })).toBe(
      200,
    );
  });

  it("refuses a certificate it cannot verify, unless LDAP_TLS_INSECURE says to accept it", async () => {
    expect(await signInWith({ LDAP_SERVER_URL: directory.ldapsUrl! })).toBe(503);
    expect(await signInWith({ LDAP_SERVER_URL: directory.ldapsUrl!, LDAP_TLS_INSECURE: "true" })).toBe(200);
  });

  it("upgrades an ldap:// connection with STARTTLS", async () => {
    expect(await signInWith({ LDAP_ENABLE_STARTTLS: "true", LDAP_TLS_CACERTFILE: directory.caFile! })).toBe(200);
    expect(await signInWith({ LDAP_ENABLE_STARTTLS: "true" })).toBe(503);
  });
});
