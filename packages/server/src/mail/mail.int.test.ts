import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpInbox, startSmtpInbox } from "../test-support/smtp-inbox.js";
import { signIn } from "../test-support/test-app.js";
import { type Member, type TestContext, testContext } from "../test-support/test-context.js";

const BASE_URL = "https://larder.example.com";
let inbox: SmtpInbox;
let t: TestContext;
let admin: Member;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await testContext({ env: { ...inbox.env, BASE_URL } });
  admin = await t.defaultAdmin();
  await t.headersOf(admin);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const forgot = (email: string, language = "en-US") =>
  t.anonymous.inject({
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
    const user = await t.newMember({ group: "default" });
    const response = await forgot(user.email.toUpperCase());
    expect(response.statusCode).toBe(200);

    const mail = await inbox.waitForMail(user.email);
    expect(mail.subject).toBe("Reset your Larder password");
    const token = linkIn(mail.text, "/reset-password").searchParams.get("token");
    expect(mail.html).toContain(`${BASE_URL}/reset-password?token=${token}`);

    const reset = { token, email: user.email, password: "fresh password", passwordConfirm: "fresh password" };
    const first = await t.anonymous.post("/api/users/reset-password", reset);
    expect(first.statusCode).toBe(200);
    await expect(signIn(t.app, user.username, "fresh password")).resolves.toBeDefined();

    const second = await t.anonymous.post("/api/users/reset-password", {
      ...reset,
      password: "another password",
      passwordConfirm: "another password",
    });
    expect(second.statusCode).toBe(400);
    await expect(signIn(t.app, user.username, "fresh password")).resolves.toBeDefined();
  });

  it("answers the same for an unknown address and sends nothing there", async () => {
    const unknown = await forgot("nobody-here@example.com");
    expect(unknown.statusCode).toBe(200);
    const known = await t.newMember({ group: "default" });
    const knownResponse = await forgot(known.email);
    expect(knownResponse.json()).toEqual(unknown.json());
    await inbox.waitForMail(known.email);
    expect(inbox.mails.some((mail) => mail.to.includes("nobody-here@example.com"))).toBe(false);
  });

  it("writes the mail in the requester's language", async () => {
    const user = await t.newMember({ group: "default" });
    await forgot(user.email, "de-DE,de;q=0.9,en;q=0.5");
    const mail = await inbox.waitForMail(user.email);
    expect(mail.subject).toBe("Setze dein Larder-Passwort zurück");
    expect(mail.text).toContain("Der Link funktioniert einmal und läuft in 24 Stunden ab.");
  });

  it("refuses an expired link, or one used with another address", async () => {
    const user = await t.newMember({ group: "default" });
    await forgot(user.email);
    const token = linkIn((await inbox.waitForMail(user.email)).text, "/reset-password").searchParams.get("token");
    const reset = {
      token,
      email: "someone-else@example.com",
      password: "fresh password",
      passwordConfirm: "fresh password",
    };
    const wrongEmail = await t.anonymous.post("/api/users/reset-password", reset);
    expect(wrongEmail.statusCode).toBe(400);

    await t.services.database.db
      .updateTable("password_reset_tokens")
      .set({ created_at: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where("user_id", "=", user.id)
      .execute();
    const expired = await t.anonymous.post("/api/users/reset-password", { ...reset, email: user.email });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail.message).toBe("Invalid or expired password reset link");
    await expect(signIn(t.app, user.username, "fresh password")).rejects.toThrow("401");
  });

  it("also unlocks an account locked by failed sign-ins", async () => {
    const user = await t.newMember({ group: "default" });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await t.anonymous.post("/api/auth/token", { username: user.username, password: "nope" });
    }
    await forgot(user.email);
    const token = linkIn((await inbox.waitForMail(user.email)).text, "/reset-password").searchParams.get("token");
    await t.anonymous.post("/api/users/reset-password", {
      token,
      email: user.email,
      password: "unlocked pass",
      passwordConfirm: "unlocked pass",
    });
    await expect(signIn(t.app, user.username, "unlocked pass")).resolves.toBeDefined();
  });
});

describe("invitation e-mails", () => {
  it("carry a sign-up link that joins the group", async () => {
    const group = await t.newGroup({ name: "Lakeside" });
    const sender = await t.newMember({ group, canInvite: true, fullName: "Robin Host" });
    const { token } = (await t.as(sender).post("/api/groups/invitations", { uses: 1 })).json();

    const sent = await t.as(sender).inject({
      method: "POST",
      url: "/api/groups/invitations/email",
      headers: { "accept-language": "fr-FR" },
      payload: { email: "guest@example.com", token },
    });
    expect(sent.json()).toEqual({ success: true, error: null });
    const mail = await inbox.waitForMail("guest@example.com");
    expect(mail.subject).toBe("Invitation à rejoindre Lakeside sur Larder");
    expect(mail.text).toContain("Robin Host");
    const link = linkIn(mail.text, "/register");
    expect(link.searchParams.get("token")).toBe(token);

    const joined = await t.anonymous.post("/api/users/register", {
      username: "guest",
      fullName: "Guest",
      email: "guest@example.com",
      password: "guest password",
      passwordConfirm: "guest password",
      groupToken: token,
    });
    expect(joined.statusCode).toBe(201);
    expect(joined.json().groupId).toBe(group.id);
  });

  it("cannot send another group's invitation", async () => {
    const other = await t.newGroup();
    const { token } = await t.services.repositories.invitations.create(other.id, 1);
    const sent = await t.as(admin).post("/api/groups/invitations/email", { email: "guest2@example.com", token });
    expect(sent.statusCode).toBe(404);
  });
});

describe("the administrator's e-mail check", () => {
  it("reports e-mail ready and sends a test mail", async () => {
    expect((await t.as(admin).get("/api/admin/email")).json()).toEqual({ ready: true });
    const sent = await t.as(admin).post("/api/admin/email", { email: "admin-check@example.com" });
    expect(sent.json()).toEqual({ success: true, error: null });
    expect((await inbox.waitForMail("admin-check@example.com")).subject).toBe("Larder test e-mail");
  });
});

describe("without e-mail", () => {
  it("says so instead of pretending to send", async () => {
    const quiet = await testContext();
    try {
      const quietAdmin = await quiet.defaultAdmin();
      expect((await quiet.as(quietAdmin).get("/api/admin/email")).json()).toEqual({ ready: false });
      const test = await quiet.as(quietAdmin).post("/api/admin/email", { email: "a@example.com" });
      expect(test.json()).toEqual({ success: false, error: "E-mail is not configured on this server" });
      const forgotten = await quiet.anonymous.post("/api/users/forgot-password", { email: "changeme@example.com" });
      expect(forgotten.statusCode).toBe(503);
    } finally {
      await quiet.close();
    }
  });

  it("reports a failed delivery as an error, not a crash", async () => {
    const unreachable = await testContext({
      env: {
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: "1",
        SMTP_AUTH_STRATEGY: "NONE",
        SMTP_FROM_EMAIL: "larder@example.com",
      },
    });
    try {
      const test = await unreachable.as(await unreachable.defaultAdmin()).post("/api/admin/email", {
        email: "a@example.com",
      });
      expect(test.statusCode).toBe(200);
      expect(test.json()).toEqual({ success: false, error: "Error Sending Email" });
    } finally {
      await unreachable.close();
    }
  });
});
