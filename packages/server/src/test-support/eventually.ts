import { vi } from "vitest";

/**
 * Retries `check` until it passes, for what a test waits on that happens in the background (a
 * delivery, a listener let go, a notification heard). vi.waitFor's own 1 s was too short for the
 * full suite on two busy cores; a check that passes returns at once, so a long limit costs a
 * passing test nothing, and a broken one still fails.
 */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: 15_000, interval: 20 });
}
