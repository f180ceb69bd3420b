import { expect } from "vitest";
import type { IsolationWorld, Probes } from "../test-support/isolation-world.js";

/** The caller's own group: Bob sees and changes Beta only; Alpha's members, invitations and preferences stay out of reach. */
export function groupIsolationProbes(w: IsolationWorld): Probes {
  return {
    "GET /api/groups/self": async () => {
      const response = await w.asBob.get("/api/groups/self");
      expect(response.json().name).toBe("Beta");
      w.expectNoAlphaData(response.body);
    },
    "GET /api/groups/members": async () => {
      const response = await w.asBob.get("/api/groups/members");
      expect(response.json()).toHaveLength(2);
      w.expectNoAlphaData(response.body);
    },
    "GET /api/groups/preferences": async () => {
      const response = await w.asBob.get("/api/groups/preferences");
      w.expectNoAlphaData(response.body);
    },
    "PUT /api/groups/preferences": async () => {
      const before = (await w.asAlice.get("/api/groups/preferences")).json();
      expect(
        (await w.asBob.put("/api/groups/preferences", { privateGroup: false, firstDayOfWeek: 3 })).statusCode,
      ).toBe(200);
      expect((await w.asAlice.get("/api/groups/preferences")).json()).toEqual(before);
    },
    "PUT /api/groups/permissions": async () => {
      const response = await w.asBob.put("/api/groups/permissions", { userId: w.aaron.id, canManage: true });
      expect(response.statusCode).toBe(404);
      w.expectNoAlphaData(response.body);
      const aaronNow = await w.t.services.repositories.users.findById(w.aaron.id);
      expect(aaronNow?.can_manage).toBe(false);
    },
    "GET /api/groups/statistics": async () => {
      expect((await w.asBob.get("/api/groups/statistics")).json().totalUsers).toBe(2);
    },
    "GET /api/groups/storage": async () => {
      expect((await w.asBob.get("/api/groups/storage")).json().usedStorageBytes).toBe(0);
    },
    "GET /api/groups/invitations": async () => {
      const response = await w.asBob.get("/api/groups/invitations");
      expect(response.body).not.toContain(w.aliceInvitation);
      w.expectNoAlphaData(response.body);
    },
    "POST /api/groups/invitations": async () => {
      const response = await w.asBob.post("/api/groups/invitations", { uses: 1 });
      expect(response.json().groupId).not.toBe(w.alpha.id);
    },
    "POST /api/groups/invitations/email": async () => {
      const response = await w.asBob.post("/api/groups/invitations/email", {
        email: "x@example.com",
        token: w.aliceInvitation,
      });
      expect(response.statusCode).toBe(404);
    },
  };
}
