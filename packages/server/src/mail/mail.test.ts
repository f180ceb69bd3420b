import { describe, expect, it } from "vitest";
import { serverLocale } from "../i18n/server-texts.js";
import { passwordResetMail } from "./mail-templates.js";
import { transportOptions } from "./mailer.js";

const settings = {
  host: "smtp.example.com",
  port: 587,
  fromName: "Larder",
  fromEmail: "larder@example.com",
  user: "mailer",
  password: "secret",
} as const;

describe("SMTP_AUTH_STRATEGY", () => {
  it("TLS requires STARTTLS on a plain connection", () => {
    expect(transportOptions({ ...settings, authStrategy: "TLS" })).toMatchObject({
      secure: false,
      requireTLS: true,
      ignoreTLS: false,
    });
  });
  it("SSL speaks TLS from the start", () => {
    expect(transportOptions({ ...settings, authStrategy: "SSL" })).toMatchObject({ secure: true, requireTLS: false });
  });
  it("NONE uses neither", () => {
    expect(transportOptions({ ...settings, authStrategy: "NONE" })).toMatchObject({ secure: false, ignoreTLS: true });
  });
  it("signs in only when SMTP_USER is set", () => {
    expect(transportOptions({ ...settings, authStrategy: "TLS" }).auth).toEqual({ user: "mailer", pass: "secret" });
    expect(transportOptions({ ...settings, user: null, authStrategy: "TLS" }).auth).toBeUndefined();
  });
});

describe("mail language", () => {
  it("follows Accept-Language: exact locale, same language, else English", () => {
    expect(serverLocale("fr-FR,fr;q=0.9")).toBe("fr-FR");
    expect(serverLocale("de-AT")).toBe("de-DE");
    expect(serverLocale("nl")).toBe("nl-NL");
    expect(serverLocale("eo")).toBe("en-US");
    expect(serverLocale(undefined)).toBe("en-US");
  });
});

describe("mail templates", () => {
  it("escape what they put into HTML", () => {
    const mail = passwordResetMail("a@example.com", 'https://x.example/reset?token=a"b<c', 24, {
      locale: "en-US",
      baseUrl: "https://x.example",
    });
    expect(mail.html).toContain("token=a&quot;b&lt;c");
    expect(mail.html).not.toContain('a"b<c');
    expect(mail.text).toContain('token=a"b<c');
  });
});
