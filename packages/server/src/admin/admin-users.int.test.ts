import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../test-support/test-app.js";
import { type Member, useTestContext } from "../test-support/test-context.js";

const t = useTestContext();
let admin: Member;

beforeAll(async () => {
  admin = await t.defaultAdmin();
  await t.headersOf(admin);
});

const request = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) =>
  t.as(admin).send(method, url, payload);

const newUser = (overrides: Record<string, unknown> = {}) => ({
  username: "ella",
  fullName: "Ella Fitz",
  email: "Ella@Example.com",
  password: "correct horse",
  canInvite: true,
  ...overrides,
});

describe("administrators manage users", () => {
  it("creates a user in the default group who can then sign in", async () => {
    const created = await request("POST", "/api/admin/users", newUser());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      username: "ella",
      fullName: "Ella Fitz",
      email: "ella@example.com",
      authMethod: "Mealie",
      admin: false,
      canInvite: true,
      canManage: false,
      group: "Home",
      groupSlug: "home",
      lockedAt: null,
    });
    const session = await signIn(t.app, "ella", "correct horse");
    const self = await t.app.inject({ method: "GET", url: "/api/users/self", headers: session });
    expect(self.json().id).toBe(created.json().id);
  });

  it("puts a new user in the named group, and refuses an unknown group", async () => {
    const group = await t.newGroup({ name: "Cabin" });
    const created = await request(
      "POST",
      "/api/admin/users",
      newUser({ username: "finn", email: "finn@example.com", group: "cabin" }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ groupId: group.id, group: "Cabin" });

    const unknown = await request(
      "POST",
      "/api/admin/users",
      newUser({ username: "gus", email: "gus@example.com", group: "Nowhere" }),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail.message).toBe("Group not found");
  });

  it("does not let the sign-in method be chosen at creation", async () => {
    const response = await request(
      "POST",
      "/api/admin/users",
      newUser({ username: "lee", email: "lee@example.com", authMethod: "LDAP" }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.message).toBe("authMethod cannot be set at creation");
  });

  it("refuses a taken username or e-mail, whatever their case, and writes nothing", async () => {
    const before = (await request("GET", "/api/admin/users?perPage=-1")).json().total;
    const sameName = await request(
      "POST",
      "/api/admin/users",
      newUser({ username: "ELLA", email: "other@example.com" }),
    );
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().detail.message).toBe("Username is already taken");
    const sameEmail = await request(
      "POST",
      "/api/admin/users",
      newUser({ username: "other", email: "ELLA@example.com" }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().detail.message).toBe("Email is already taken");
    expect((await request("GET", "/api/admin/users?perPage=-1")).json().total).toBe(before);
  });

  it("rejects a short password and a bad e-mail with field errors", async () => {
    const response = await request(
      "POST",
      "/api/admin/users",
      newUser({ username: "x", email: "not-an-email", password: "short" }),
    );
    expect(response.statusCode).toBe(422);
    const fields = response.json().detail.map((issue: { loc: string[] }) => issue.loc.at(-1));
    expect(fields).toEqual(expect.arrayContaining(["email", "password"]));
  });

  it("lists users a page at a time with links to the neighbouring pages", async () => {
    for (const name of ["pa", "pb", "pc"]) await t.newMember({ group: "default", username: `page-${name}` });
    const first = await request("GET", "/api/admin/users?perPage=2&orderBy=username&orderDirection=asc");
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ page: 1, per_page: 2, previous: null });
    expect(body.items).toHaveLength(2);
    expect(body.total_pages).toBe(Math.ceil(body.total / 2));
    expect(body.next).toBe("/admin/users?page=2&perPage=2&orderBy=username&orderDirection=asc");

    const second = (await request("GET", `/api${body.next}`)).json();
    expect(second.previous).toContain("page=1");
    const names = [...body.items, ...second.items].map((user: { username: string }) => user.username);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(new Set(names).size).toBe(4);

    const bad = await request("GET", "/api/admin/users?orderBy=password");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail.message).toContain("Cannot order by");
  });

  it("updates with PUT and PATCH, and keeps fields PATCH does not name", async () => {
    const user = await t.newMember({ group: "default" });
    const current = (await request("GET", `/api/admin/users/${user.id}`)).json();
    const put = await request("PUT", `/api/admin/users/${user.id}`, {
      ...current,
      fullName: "Renamed",
      canManage: true,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ fullName: "Renamed", canManage: true, username: user.username });

    const patch = await request("PATCH", `/api/admin/users/${user.id}`, { advanced: true });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({ fullName: "Renamed", canManage: true, advanced: true });

    await t.restart();
    const reread = await t.as(admin).get(`/api/admin/users/${user.id}`);
    expect(reread.json()).toMatchObject({ fullName: "Renamed", advanced: true });
  });

  it("answers 404 for an unknown user and 422 for a malformed id", async () => {
    const missing = await request("GET", "/api/admin/users/00000000-0000-4000-8000-000000000000");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail.message).toBe("User not found");
    expect((await request("GET", "/api/admin/users/not-an-id")).statusCode).toBe(422);
  });

  it("deletes a user, whose sessions stop working", async () => {
    const user = await t.newMember({ group: "default" });
    const session = await signIn(t.app, user.username, user.password);
    const deleted = await request("DELETE", `/api/admin/users/${user.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().id).toBe(user.id);
    const self = await t.app.inject({ method: "GET", url: "/api/users/self", headers: session });
    expect(self.statusCode).toBe(401);
  });

  it("never deletes the last administrator (the super user)", async () => {
    const adminId = (await t.as(admin).get("/api/users/self")).json().id;
    const response = await request("DELETE", `/api/admin/users/${adminId}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.message).toBe("Error! Cannot Delete Super User");
  });

  it("unlocks locked accounts: expired locks by default, every lock with force", async () => {
    const user = await t.newMember({ group: "default" });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await t.anonymous.post("/api/auth/token", { username: user.username, password: "wrong" });
    }
    const locked = await t.anonymous.post("/api/auth/token", { username: user.username, password: user.password });
    expect(locked.statusCode).toBe(423);
    expect((await request("GET", `/api/admin/users/${user.id}`)).json().lockedAt).not.toBeNull();

    expect((await request("POST", "/api/admin/users/unlock")).json()).toEqual({ unlocked: 0 });
    expect((await request("POST", "/api/admin/users/unlock?force=true")).json()).toEqual({ unlocked: 1 });
    await expect(signIn(t.app, user.username, user.password)).resolves.toBeDefined();
  });

  it("mints a password reset token that sets a new password once", async () => {
    const user = await t.newMember({ group: "default" });
    const minted = await request("POST", "/api/admin/users/password-reset-token", { email: user.email });
    expect(minted.statusCode).toBe(201);
    const { token } = minted.json();
    const reset = { token, email: user.email, password: "brand new pass", passwordConfirm: "brand new pass" };
    const first = await t.anonymous.post("/api/users/reset-password", reset);
    expect(first.statusCode).toBe(200);
    await expect(signIn(t.app, user.username, "brand new pass")).resolves.toBeDefined();
    const again = await t.anonymous.post("/api/users/reset-password", reset);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail.message).toBe("Invalid or expired password reset link");

    const unknown = await request("POST", "/api/admin/users/password-reset-token", { email: "nobody@example.com" });
    expect(unknown.statusCode).toBe(404);
  });

  it("sets no local password for an account that signs in through LDAP or the OpenID provider", async () => {
    for (const method of ["LDAP", "OIDC"] as const) {
      const user = await t.newMember({ group: "default" });
      // Signed in before the switch: a session of the account that then changed its sign-in method.
      await t.headersOf(user);
      const minted = await request("POST", "/api/admin/users/password-reset-token", { email: user.email });
      await t.services.repositories.users.update(user.id, { auth_method: method });
      const message = `Accounts that sign in with ${method} change their password there`;

      const changed = await t
        .as(user)
        .put("/api/users/password", { currentPassword: user.password, newPassword: "a new password" });
      expect({ status: changed.statusCode, message: changed.json().detail.message }).toEqual({ status: 400, message });

      const token = await request("POST", "/api/admin/users/password-reset-token", { email: user.email });
      expect({ status: token.statusCode, message: token.json().detail.message }).toEqual({ status: 400, message });

      const reset = await t.anonymous.post("/api/users/reset-password", {
        token: minted.json().token,
        email: user.email,
        password: "brand new pass",
        passwordConfirm: "brand new pass",
      });
      expect({ status: reset.statusCode, message: reset.json().detail.message }).toEqual({ status: 400, message });
      await expect(signIn(t.app, user.username, "brand new pass")).rejects.toThrow("401");
    }
  });

  it("also serves Mealie v1's admin paths under /api/users", async () => {
    const created = await request("POST", "/api/users", newUser({ username: "legacy", email: "legacy@example.com" }));
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await request("GET", `/api/users/${id}`)).json().username).toBe("legacy");
    expect((await request("GET", "/api/users?perPage=-1")).json().items.some((u: { id: string }) => u.id === id)).toBe(
      true,
    );
    expect((await request("DELETE", `/api/users/${id}`)).statusCode).toBe(200);
    expect((await request("GET", `/api/users/${id}`)).statusCode).toBe(404);
  });
});
