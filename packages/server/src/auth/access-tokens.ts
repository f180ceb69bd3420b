import { createHash, randomUUID, webcrypto } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";

const ALGORITHM = "HS256";
const LONG_LIVED_YEARS = 5;

export type TokenClaims = { kind: "session"; userId: string } | { kind: "api"; userId: string; tokenId: number };

/** Signs and checks the HS256 JWTs used for sessions and long-lived API tokens. */
export class AccessTokens {
  /** Imported once: jose would otherwise import the raw secret into a CryptoKey on every request. */
  private readonly key: Promise<webcrypto.CryptoKey>;

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
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: [ALGORITHM] });
      if (typeof payload.sub !== "string") return null;
      if (payload.long_token === true && typeof payload.tid === "number") {
        return { kind: "api", userId: payload.sub, tokenId: payload.tid };
      }
      return { kind: "session", userId: payload.sub };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}

/** What is stored for an API token: its SHA-256, never the token. */
export function hashApiToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
