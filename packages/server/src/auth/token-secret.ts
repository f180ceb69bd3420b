import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The signing secret for access tokens: TOKEN_SECRET when given, otherwise one generated at the
 * first start and kept in DATA_DIR/.secret (readable by the owner only) so tokens survive restarts.
 * Instances sharing the data folder share it, and with it every session, download and sign-in flow.
 */
export function loadTokenSecret(dataDir: string, configured: string | undefined): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, ".secret");
  if (fs.existsSync(file)) return readSecret(file);
  fs.mkdirSync(dataDir, { recursive: true });
  // Written whole aside, then linked into place (which fails when the file exists): an instance
  // starting at the same moment reads either no secret file or the whole of the one kept.
  const secret = randomBytes(48).toString("base64url");
  const partial = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.partial`;
  fs.writeFileSync(partial, secret, { mode: 0o600 });
  try {
    fs.linkSync(partial, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A file system without hard links: created exclusively and written in one go instead.
    if (code !== "EEXIST") createExclusively(file, secret);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return readSecret(file);
}

function createExclusively(file: string, secret: string): void {
  try {
    fs.writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}

function readSecret(file: string): Uint8Array {
  const secret = fs.readFileSync(file, "utf8").trim();
  if (!secret) throw new Error(`${file} is empty: remove it to have a new secret made (every session then ends)`);
  return new TextEncoder().encode(secret);
}
