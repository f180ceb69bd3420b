import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The signing secret for access tokens: TOKEN_SECRET when given, otherwise one generated at the
 * first start and kept in DATA_DIR/.secret (readable by the owner only) so tokens survive restarts.
 */
export function loadTokenSecret(dataDir: string, configured: string | undefined): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, ".secret");
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return new TextEncoder().encode(fs.readFileSync(file, "utf8").trim());
}
