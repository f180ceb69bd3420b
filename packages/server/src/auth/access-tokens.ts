import { createHash, randomUUID, webcrypto } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";

const ALGORITHM = "HS256";
const LONG_LIVED_YEARS = 5;
/** Tokens whose check is remembered: a household's devices and integrations, many times over. */
const REMEMBERED_TOKENS = 1000;

export type TokenClaims = { kind: "session"; userId: string } | { kind: "api"; userId: string; tokenId: number };

/** Signs and checks the HS256 JWTs used for sessions and long-lived API tokens. */
export class AccessTokens {
  /** Imported once: jose would otherwise import the raw secret into a CryptoKey on every request. */
  private readonly key: Promise<webcrypto.CryptoKey>;

  /**
   * Tokens already found valid, with their claims and expiry: a client sends the same token with every
   * request, and checking its signature again (an asynchronous Web Crypto call) cost a tenth of a
   * small request. Only the exact token string that passed the check is remembered, so a forged one
   * never matches; what it says still expires on time. Revocation (API tokens, deleted users) is
   * checked by the caller against the database on every request, as before.
   */
  readonly #valid = new Map<string, { claims: TokenClaims; expiresAt: number }>();

  constructor(secret: Uint8Array) {
    this.key = webcrypto.subtle.importKey("raw", secret, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
  }

  /** A session token for `userId`, valid for `lifetimeSeconds`. */
  async issueSession(userId: string, lifetimeSeconds: number): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(userId)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
      .sign(await this.key);
  }

  /** A long-lived API token; it is honoured only while its hash is still on record. */
  async issueApiToken(userId: string, tokenId: number): Promise<string> {
    return new SignJWT({ long_token: true, tid: tokenId })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(userId)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(`${LONG_LIVED_YEARS * 365}d`)
      .sign(await this.key);
  }

  /** The claims of a valid token, or null for a token that is malformed, forged or expired. */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.#valid.get(token);
    if (known) {
      if (Date.now() < known.expiresAt) return known.claims;
      this.#valid.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: [ALGORITHM] });
      if (typeof payload.sub !== "string") return null;
      const claims: TokenClaims =
        payload.long_token === true && typeof payload.tid === "number"
          ? { kind: "api", userId: payload.sub, tokenId: payload.tid }
          : { kind: "session", userId: payload.sub };
      if (typeof payload.exp === "number") this.#remember(token, claims, payload.exp * 1000);
      return claims;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }

  #remember(token: string, claims: TokenClaims, expiresAt: number): void {
    if (this.#valid.size >= REMEMBERED_TOKENS) this.#valid.delete(this.#valid.keys().next().value as string);
    this.#valid.set(token, { claims, expiresAt });
  }
}

/** What is stored for an API token: its SHA-256, never the token. */
export function hashApiToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
