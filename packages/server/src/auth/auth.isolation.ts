import { expect } from "vitest";
import type { IsolationWorld, Probes } from "../test-support/isolation-world.js";

/** Sessions: a refreshed token is still Bob's. */
export function authIsolationProbes(w: IsolationWorld): Probes {
  return {
    "GET /api/auth/refresh": async () => {
      const { access_token } = (await w.asBob.get("/api/auth/refresh")).json();
      const self = await w.t.withToken(access_token).get("/api/users/self");
      expect(self.json().id).toBe(w.bob.id);
    },
  };
}
