import { afterEach, describe, expect, it, vi } from "vitest";
import { AccessTokens } from "./access-tokens.js";

const secret = new TextEncoder().encode("a test secret of thirty-two bytes!!");

describe("AccessTokens", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("accepts a session token again and again until it expires, then refuses it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
    const tokens = new AccessTokens(secret);
    const token = await tokens.issueSession("user-1", 60);

    expect(await tokens.verify(token)).toEqual({ kind: "session", userId: "user-1" });
    expect(await tokens.verify(token)).toEqual({ kind: "session", userId: "user-1" });

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
    const token = await other.issueSession("user-3", 60);
    expect(await new AccessTokens(secret).verify(token)).toBeNull();
  });
});
