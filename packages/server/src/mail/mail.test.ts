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

  it("say how long a reset link works in the plural form of its number of hours", () => {
    const expiry = (locale: string, hours: number) => {
      const mail = passwordResetMail("a@example.com", "https://x.example/reset?token=t", hours, {
        locale,
        baseUrl: "https://x.example",
      });
      const sentence = mail.text.split("\n")[4];
      expect(mail.html).toContain(`<p>${sentence}</p>`);
      return sentence;
    };
    expect(expiry("en-US", 24)).toBe("The link works once and expires in 24 hours.");
    expect(expiry("en-US", 1)).toBe("The link works once and expires in 1 hour.");
    // Russian: 1 час, 24 часа, 25 часов; Polish: 1 godzinę, 24 godziny, 25 godzin.
    expect(expiry("ru-RU", 24)).toBe("Ссылка сработает только один раз; срок её действия — 24 часа.");
    expect(expiry("ru-RU", 1)).toBe("Ссылка сработает только один раз; срок её действия — 1 час.");
    expect(expiry("ru-RU", 25)).toBe("Ссылка сработает только один раз; срок её действия — 25 часов.");
    expect(expiry("pl-PL", 24)).toBe("Link działa jeden raz i wygasa za 24 godziny.");
    expect(expiry("pl-PL", 1)).toBe("Link działa jeden raz i wygasa za 1 godzinę.");
    expect(expiry("pl-PL", 25)).toBe("Link działa jeden raz i wygasa za 25 godzin.");
  });
});
