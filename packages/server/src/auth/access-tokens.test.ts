import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AccessTokens } from "./access-tokens.js";

const secret = new TextEncoder().encode("a test secret of thirty-two bytes!!");

const inAMinute = () => new Date(Date.now() + 60_000);

describe("AccessTokens", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("accepts a session token again and again until it expires, then refuses it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
    const tokens = new AccessTokens(secret);
    const sessionId = randomUUID();
    const token = await tokens.issueSession("user-1", sessionId, inAMinute());

    expect(await tokens.verify(token)).toEqual({ kind: "session", userId: "user-1", sessionId });
    expect(await tokens.verify(token)).toEqual({ kind: "session", userId: "user-1", sessionId });

    vi.setSystemTime(new Date("2026-11-22T10:01:01Z"));
    expect(await tokens.verify(token)).toBeNull();
  });

  it("refuses a token whose signature was altered, even after the genuine one was accepted", async () => {
    const tokens = new AccessTokens(secret);
    const token = await tokens.issueApiToken("user-2", 7);
    expect(await tokens.verify(token)).toEqual({ kind: "api", userId: "user-2", tokenId: 7 });

    const [header, payload, signature = ""] = token.split(".");
    const altered = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    expect(await tokens.verify(altered)).toBeNull();
  });

  it("refuses a token signed with another secret", async () => {
    const other = new AccessTokens(new TextEncoder().encode("another secret of thirty-two bytes"));
    const token = await other.issueSession("user-3", randomUUID(), inAMinute());
    expect(await new AccessTokens(secret).verify(token)).toBeNull();
  });

  it("refuses a token that never expires, says it was issued in the future, or names no session", async () => {
    const tokens = new AccessTokens(secret);
    const now = Math.floor(Date.now() / 1000);
    const sign = (build: (jwt: SignJWT) => SignJWT) =>
      build(new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setSubject("user-4")).sign(secret);

    const withinSkew = await sign((jwt) =>
      jwt
        .setJti(randomUUID())
        .setIssuedAt(now + 50)
        .setExpirationTime(now + 600),
    );
    expect(await tokens.verify(withinSkew)).toMatchObject({ kind: "session", userId: "user-4" });

    const refused = {
      "no expiry": await sign((jwt) => jwt.setJti(randomUUID()).setIssuedAt(now)),
      "issued in the future": await sign((jwt) =>
        jwt
          .setJti(randomUUID())
          .setIssuedAt(now + 120)
          .setExpirationTime(now + 600),
      ),
      "no session id": await sign((jwt) => jwt.setIssuedAt(now).setExpirationTime(now + 600)),
      "a session id that is no UUID": await sign((jwt) =>
        jwt
          .setJti("1 or 1=1")
          .setIssuedAt(now)
          .setExpirationTime(now + 600),
      ),
      "an API token without an expiry": await new SignJWT({ long_token: true, tid: 3 })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject("user-4")
        .setIssuedAt(now)
        .sign(secret),
    };
    for (const [what, token] of Object.entries(refused)) {
      expect({ what, claims: await tokens.verify(token) }).toEqual({ what, claims: null });
    }
  });
});
