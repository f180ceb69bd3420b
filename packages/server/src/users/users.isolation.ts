import fs from "node:fs";
import sharp from "sharp";
import { expect } from "vitest";
import type { IsolationWorld, Probes } from "../test-support/isolation-world.js";
import { multipartFile } from "../test-support/multipart.js";

/** Users: Bob reads and changes only himself, and lists only his group's members. */
export function userIsolationProbes(w: IsolationWorld): Probes {
  return {
    "GET /api/users/self": async () => {
      const response = await w.asBob.get("/api/users/self");
      expect(response.json().id).toBe(w.bob.id);
      w.expectNoAlphaData(response.body);
    },
    "PUT /api/users/:id": async () => {
      const current = (await w.asAlice.get("/api/users/self")).json();
      const response = await w.asBob.put(`/api/users/${w.alice.id}`, { ...current, fullName: "Taken Over" });
      expect(response.statusCode).toBe(403);
      expect((await w.asAlice.get("/api/users/self")).json().fullName).toBe(current.fullName);
    },
    "PUT /api/users/self/locale": async () => {
      const before = (await w.asAlice.get("/api/users/self")).json().locale;
      // English, as the other probes read Bob's answers in it (his kept language speaks for him).
      const response = await w.asBob.put("/api/users/self/locale", { locale: "en-US" });
      expect(response.json().id).toBe(w.bob.id);
      expect((await w.asAlice.get("/api/users/self")).json().locale).toBe(before);
    },
    "PUT /api/users/password": async () => {
      const response = await w.asBob.put("/api/users/password", {
        currentPassword: w.alice.password,
        newPassword: "x".repeat(12),
      });
      expect(response.statusCode).toBe(400);
      await w.aliceStillSignsIn();
    },
    "POST /api/users/:id/image": async () => {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
        .png()
        .toBuffer();
      const upload = multipartFile("profile", "a.png", png, "image/png");
      const response = await w.asBob.upload(`/api/users/${w.alice.id}/image`, upload);
      expect(response.statusCode).toBe(403);
      expect(fs.existsSync(w.t.services.avatars.pathOf(w.alice.id))).toBe(false);
    },
    "GET /api/users/group-users": async () => {
      const response = await w.asBob.get("/api/users/group-users?perPage=-1");
      expect(response.json().total).toBe(2);
      w.expectNoAlphaData(response.body);
    },
    "POST /api/users/api-tokens": async () => {
      const { token } = (await w.asBob.post("/api/users/api-tokens", { name: "bob's" })).json();
      const self = await w.t.withToken(token).get("/api/users/self");
      expect(self.json().id).toBe(w.bob.id);
    },
    "DELETE /api/users/api-tokens/:token_id": async () => {
      const response = await w.asBob.delete(`/api/users/api-tokens/${w.aliceApiToken.id}`);
      expect(response.statusCode).toBe(404);
      const stillWorks = await w.t.withToken(w.aliceApiToken.token).get("/api/users/self");
      expect(stillWorks.json().id).toBe(w.alice.id);
    },
  };
}
