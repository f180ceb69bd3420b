import { createHash, randomUUID, webcrypto } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";

const ALGORITHM = "HS256";
const LONG_LIVED_YEARS = 5;
/** How far ahead of this server's clock a token's issue time may be: the clocks of several instances drift. */
const CLOCK_SKEW_SECONDS = 60;
/** A session's id is the UUID the server gave it; anything else is refused before it reaches a query. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Tokens whose check is remembered: a household's devices and integrations, many times over. */
const REMEMBERED_TOKENS = 1000;

export type TokenClaims =
  | { kind: "session"; userId: string; sessionId: string }
  | { kind: "api"; userId: string; tokenId: number };

/** Signs and checks the HS256 JWTs used for sessions and long-lived API tokens. */
export class AccessTokens {
  /** Imported once: jose would otherwise import the raw secret into a CryptoKey on every request. */
  private readonly key: Promise<webcrypto.CryptoKey>;

  /**
   * Tokens already found valid, with their claims and expiry: a client sends the same token with every
   * request, and checking its signature again (an asynchronous Web Crypto call) cost a tenth of a
   * small request. Only the exact token string that passed the check is remembered, so a forged one
   * never matches; what it says still expires on time. Only the signature is remembered: whether
   * the session or API token is still on record is read by the caller on every request, so that an
   * ended session is refused at once.
   */
  readonly #valid = new Map<string, { claims: TokenClaims; expiresAt: number }>();

  constructor(secret: Uint8Array) {
    this.key = webcrypto.subtle.importKey("raw", secret, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
  }

  /** The token of session `sessionId` of `userId`, valid until `expiresAt`. */
  async issueSession(userId: string, sessionId: string, expiresAt: Date): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(userId)
      .setIssuedAt()
      .setJti(sessionId)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
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

  /**
   * The claims of a valid token, or null for a token that is malformed, forged or expired, that
   * never expires, or that says it was issued in the future.
   */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.#valid.get(token);
    if (known) {
      if (Date.now() < known.expiresAt) return known.claims;
      this.#valid.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: [ALGORITHM], requiredClaims: ["exp"] });
      if (typeof payload.sub !== "string" || typeof payload.exp !== "number") return null;
      if (payload.iat !== undefined && payload.iat > Date.now() / 1000 + CLOCK_SKEW_SECONDS) return null;
      let claims: TokenClaims;
      if (payload.long_token === true && typeof payload.tid === "number") {
        claims = { kind: "api", userId: payload.sub, tokenId: payload.tid };
      } else if (typeof payload.jti === "string" && SESSION_ID.test(payload.jti)) {
        claims = { kind: "session", userId: payload.sub, sessionId: payload.jti };
      } else {
        return null;
      }
      this.#remember(token, claims, payload.exp * 1000);
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
