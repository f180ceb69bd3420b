import { errors, jwtVerify, SignJWT } from "jose";

const ALGORITHM = "HS256";
/** Download links work for half an hour, as in Mealie. */
export const FILE_TOKEN_MINUTES = 30;

/** What a token lets its bearer download. */
export type FileGrant = { kind: "file"; path: string } | { kind: "recipe-zip"; recipeId: string; groupId: string };

// The audience keeps these tokens apart from sign-in tokens: they carry no subject, so a session
// check refuses them, and a session token lacks this audience, so a download check refuses it.
const AUDIENCE = { file: "larder:file", "recipe-zip": "larder:recipe-zip" } as const;

/** Short-lived signed tokens for downloads that a browser opens without its bearer header. */
export class FileTokens {
  constructor(private readonly secret: Uint8Array) {}

  issue(grant: FileGrant): Promise<string> {
    const claims = grant.kind === "file" ? { file: grant.path } : { rid: grant.recipeId, gid: grant.groupId };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM })
      .setAudience(AUDIENCE[grant.kind])
      .setIssuedAt()
      .setExpirationTime(`${FILE_TOKEN_MINUTES}m`)
      .sign(this.secret);
  }

  /** The grant of a valid, unexpired token of that kind; null for anything else. */
  async verify<K extends FileGrant["kind"]>(token: string, kind: K): Promise<Extract<FileGrant, { kind: K }> | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: [ALGORITHM], audience: AUDIENCE[kind] });
      if (kind === "file" && typeof payload.file === "string") {
        return { kind: "file", path: payload.file } as Extract<FileGrant, { kind: K }>;
      }
      if (kind === "recipe-zip" && typeof payload.rid === "string" && typeof payload.gid === "string") {
        return { kind: "recipe-zip", recipeId: payload.rid, groupId: payload.gid } as Extract<FileGrant, { kind: K }>;
      }
      return null;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
