import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildGroup, buildUser } from "../test-support/builders.js";
import { type SmtpInbox, startSmtpInbox } from "../test-support/smtp-inbox.js";
import { createTestApp, signIn, type TestApp } from "../test-support/test-app.js";

const BASE_URL = "https://larder.example.com";
let inbox: SmtpInbox;
let larder: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  inbox = await startSmtpInbox();
  larder = await createTestApp({ env: { ...inbox.env, BASE_URL } });
  admin = await signIn(larder.app);
});
afterAll(async () => {
  await larder.close();
  await inbox.close();
});

const forgot = (email: string, language = "en-US") =>
  larder.app.inject({
    method: "POST",
    url: "/api/users/forgot-password",
    headers: { "accept-language": language },
    payload: { email },
  });

function linkIn(text: string, path: string): URL {
  const match = new RegExp(`${BASE_URL}${path}\\?token=[\\w-]+`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return new URL(match[0]);
}

describe("password reset by e-mail", () => {
  it("mails a single-use link that sets a new password", async () => {
    const user = await buildUser(larder);
    const response = await forgot(user.email.toUpperCase());
    expect(response.statusCode).toBe(200);

    const mail = await inbox.waitForMail(user.email);
    expect(mail.subject).toBe("Reset your Larder password");
    const token = linkIn(mail.text, "/reset-password").searchParams.get("token");
    expect(mail.html).toContain(`${BASE_URL}/reset-password?token=${token}`);

    const reset = { token, email: user.email, password: "fresh password", passwordConfirm: "fresh password" };
    const first = await larder.app.inject({ method: "POST", url: "/api/users/reset-password", payload: reset });
    expect(first.statusCode).toBe(200);
    await expect(signIn(larder.app, user.username, "fresh password")).resolves.toBeDefined();

    const second = await larder.app.inject({
      method: "POST",
      url: "/api/users/reset-password",
      payload: { ...reset, password: "another password", passwordConfirm: "another password" },
    });
    expect(second.statusCode).toBe(400);
    await expect(signIn(larder.app, user.username, "fresh password")).resolves.toBeDefined();
  });

  it("answers the same for an unknown address and sends nothing there", async () => {
    const unknown = await forgot("nobody-here@example.com");
    expect(unknown.statusCode).toBe(200);
    const known = await buildUser(larder);
    const knownResponse = await forgot(known.email);
    expect(knownResponse.json()).toEqual(unknown.json());
    await inbox.waitForMail(known.email);
    expect(inbox.mails.some((mail) => mail.to.includes("nobody-here@example.com"))).toBe(false);
  });

  it("writes the mail in the requester's language", async () => {
    const user = await buildUser(larder);
    await forgot(user.email, "de-DE,de;q=0.9,en;q=0.5");
    const mail = await inbox.waitForMail(user.email);
    expect(mail.subject).toBe("Setze dein Larder-Passwort zurück");
    expect(mail.text).toContain("Der Link funktioniert einmal und läuft in 24 Stunden ab.");
  });

  it("refuses an expired link, or one used with another address", async () => {
    const user = await buildUser(larder);
    await forgot(user.email);
    const token = linkIn((await inbox.waitForMail(user.email)).text, "/reset-password").searchParams.get("token");
    const reset = {
      token,
      email: "someone-else@example.com",
      password: "fresh password",
      passwordConfirm: "fresh password",
    };
    const wrongEmail = await larder.app.inject({ method: "POST", url: "/api/users/reset-password", payload: reset });
    expect(wrongEmail.statusCode).toBe(400);

    await larder.services.database.db
      .updateTable("password_reset_tokens")
      .set({ created_at: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where("user_id", "=", user.id)
      .execute();
    const expired = await larder.app.inject({
      method: "POST",
      url: "/api/users/reset-password",
      payload: { ...reset, email: user.email },
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail.message).toBe("Invalid or expired password reset link");
    await expect(signIn(larder.app, user.username, "fresh password")).rejects.toThrow("401");
  });

  it("also unlocks an account locked by failed sign-ins", async () => {
    const user = await buildUser(larder);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await larder.app.inject({
        method: "POST",
        url: "/api/auth/token",
        payload: { username: user.username, password: "nope" },
      });
    }
    await forgot(user.email);
    const token = linkIn((await inbox.waitForMail(user.email)).text, "/reset-password").searchParams.get("token");
    await larder.app.inject({
      method: "POST",
      url: "/api/users/reset-password",
      payload: { token, email: user.email, password: "unlocked pass", passwordConfirm: "unlocked pass" },
    });
    await expect(signIn(larder.app, user.username, "unlocked pass")).resolves.toBeDefined();
  });
});

describe("invitation e-mails", () => {
  it("carry a sign-up link that joins the group", async () => {
    const group = await buildGroup(larder, "Lakeside");
    const sender = await buildUser(larder, { group_id: group.id, can_invite: true, full_name: "Robin Host" });
    const headers = await signIn(larder.app, sender.username, sender.password);
    const { token } = (
      await larder.app.inject({ method: "POST", url: "/api/groups/invitations", headers, payload: { uses: 1 } })
    ).json();

    const sent = await larder.app.inject({
      method: "POST",
      url: "/api/groups/invitations/email",
      headers: { ...headers, "accept-language": "fr-FR" },
      payload: { email: "guest@example.com", token },
    });
    expect(sent.json()).toEqual({ success: true, error: null });
    const mail = await inbox.waitForMail("guest@example.com");
    expect(mail.subject).toBe("Invitation à rejoindre Lakeside sur Larder");
    expect(mail.text).toContain("Robin Host");
    const link = linkIn(mail.text, "/register");
    expect(link.searchParams.get("token")).toBe(token);

    const joined = await larder.app.inject({
      method: "POST",
      url: "/api/users/register",
      payload: {
        username: "guest",
        fullName: "Guest",
        email: "guest@example.com",
        password: "guest password",
        passwordConfirm: "guest password",
        groupToken: token,
      },
    });
    expect(joined.statusCode).toBe(201);
    expect(joined.json().groupId).toBe(group.id);
  });

  it("cannot send another group's invitation", async () => {
    const other = await buildGroup(larder);
    const { token } = await larder.services.repositories.invitations.create(other.id, 1);
    const sent = await larder.app.inject({
      method: "POST",
      url: "/api/groups/invitations/email",
      headers: admin,
      payload: { email: "guest2@example.com", token },
    });
    expect(sent.statusCode).toBe(404);
  });
});

describe("the administrator's e-mail check", () => {
  it("reports e-mail ready and sends a test mail", async () => {
    expect((await larder.app.inject({ method: "GET", url: "/api/admin/email", headers: admin })).json()).toEqual({
      ready: true,
    });
    const sent = await larder.app.inject({
      method: "POST",
      url: "/api/admin/email",
      headers: admin,
      payload: { email: "admin-check@example.com" },
    });
    expect(sent.json()).toEqual({ success: true, error: null });
    expect((await inbox.waitForMail("admin-check@example.com")).subject).toBe("Larder test e-mail");
  });
});

describe("without e-mail", () => {
  it("says so instead of pretending to send", async () => {
    const quiet = await createTestApp();
    try {
      const headers = await signIn(quiet.app);
      expect((await quiet.app.inject({ method: "GET", url: "/api/admin/email", headers })).json()).toEqual({
        ready: false,
      });
      const test = await quiet.app.inject({
        method: "POST",
        url: "/api/admin/email",
        headers,
        payload: { email: "a@example.com" },
      });
      expect(test.json()).toEqual({ success: false, error: "E-mail is not configured on this server" });
      const forgotten = await quiet.app.inject({
        method: "POST",
        url: "/api/users/forgot-password",
        payload: { email: "changeme@example.com" },
      });
      expect(forgotten.statusCode).toBe(503);
    } finally {
      await quiet.close();
    }
  });

  it("reports a failed delivery as an error, not a crash", async () => {
    const unreachable = await createTestApp({
      env: {
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: "1",
        SMTP_AUTH_STRATEGY: "NONE",
        SMTP_FROM_EMAIL: "larder@example.com",
      },
    });
    try {
      const headers = await signIn(unreachable.app);
      const test = await unreachable.app.inject({
        method: "POST",
        url: "/api/admin/email",
        headers,
        payload: { email: "a@example.com" },
      });
      expect(test.statusCode).toBe(200);
      expect(test.json()).toEqual({ success: false, error: "Error Sending Email" });
    } finally {
      await unreachable.close();
    }
  });
});
