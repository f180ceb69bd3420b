import type { Algorithm } from "@node-rs/argon2";
import bcrypt from "bcryptjs";

/** Algorithm.Argon2id: the package exports it as a const enum, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;
const BCRYPT_PREFIX = /^\$2[aby]\$/;

let argon2: Promise<typeof import("@node-rs/argon2")> | undefined;
/** Loaded at the first sign-in, not at start: finding and loading its native library took 12 ms of it. */
const loadArgon2 = () => (argon2 ??= import("@node-rs/argon2"));

/** Hashes a new password with argon2id. */
export async function hashPassword(password: string): Promise<string> {
  const { hash } = await loadArgon2();
  return hash(password, { algorithm: ARGON2ID });
}

/** Verifies against argon2 hashes and against the bcrypt hashes of users imported from Mealie. */
export async function verifyPassword(password: string, storedHash: string): Promise<boolean> {
  if (BCRYPT_PREFIX.test(storedHash)) return bcrypt.compare(password, storedHash);
  const { verify } = await loadArgon2();
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** True when a hash should be replaced by a fresh argon2id hash at the next successful sign-in. */
export function needsRehash(storedHash: string): boolean {
  return BCRYPT_PREFIX.test(storedHash);
}

let decoyHash: Promise<string> | undefined;

/** Spends the time of a real verification, so unknown accounts cannot be told apart by timing. */
export async function verifyDecoy(password: string): Promise<void> {
  decoyHash ??= hashPassword("larder-decoy-password");
  await verifyPassword(password, await decoyHash);
}
