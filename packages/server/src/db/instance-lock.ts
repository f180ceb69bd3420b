import type pg from "pg";
import type { DatabaseHandle } from "./database.js";

/**
 * Work that only one Larder instance on a database may do at a time; "running" is held shared by
 * every instance that serves (see `markRunning`), so that taking it alone means no other one does.
 */
export type InstanceLockName = "start-up" | "restore" | "running";

/** A lock held until `release`; releasing twice is harmless. */
export interface HeldInstanceLock {
  release(): Promise<void>;
}

const NOT_SHARED: HeldInstanceLock = { release: async () => {} };

/**
 * The advisory lock's key: the lock's name within the current schema, so that installations (and
 * test files) sharing a database in separate schemas never wait on each other.
 */
const KEY = "hashtextextended(current_schema() || '/larder/' || $1, 0)";

/**
 * Waits for the PostgreSQL advisory lock `name`, runs `work`, and releases it: several instances
 * started together do their start-up one after the other. The lock lives on a session of its own
 * (a pool's connection can be handed to anyone), so it also ends when the process dies. SQLite
 * serves one instance, and a pool handed in by a test (PGlite) has one session: nothing to lock.
 */
export async function withInstanceLock<T>(
  database: DatabaseHandle,
  name: InstanceLockName,
  work: () => Promise<T>,
): Promise<T> {
  const client = await lockSession(database, name);
  if (!client) return work();
  try {
    await client.query(`select pg_advisory_lock(${KEY})`, [name]);
    return await work();
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Takes the advisory lock `name` if no other instance holds it; null when one does. Held until
 * released, or until the process dies.
 */
export async function tryInstanceLock(
  database: DatabaseHandle,
  name: InstanceLockName,
): Promise<HeldInstanceLock | null> {
  const client = await lockSession(database, name);
  if (!client) return NOT_SHARED;
  try {
    const { rows } = await client.query<{ locked: boolean }>(`select pg_try_advisory_lock(${KEY}) as locked`, [name]);
    if (rows[0]?.locked) return { release: () => client.end().catch(() => {}) };
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  await client.end().catch(() => {});
  return null;
}

/**
 * Marks the instance owning `session` as running until the session ends: a shared hold of the
 * "running" lock, which `tryInstanceLock(database, "running")` then cannot take. The session must
 * be one that lives as long as the instance serves (the event fan-out's).
 */
export async function markRunning(session: pg.Client): Promise<void> {
  await session.query(`select pg_advisory_lock_shared(${KEY})`, ["running" satisfies InstanceLockName]);
}

async function lockSession(database: DatabaseHandle, name: InstanceLockName): Promise<pg.Client | null> {
  if (database.engine !== "postgres" || !database.newSessionClient) return null;
  const client = database.newSessionClient(`larder-lock-${name}`);
  // A session lost while held is a lock released: the work under way finishes on the pool anyway.
  client.on("error", () => {});
  await client.connect();
  return client;
}
