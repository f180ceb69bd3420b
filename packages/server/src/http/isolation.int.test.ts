import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltUser, buildGroup, buildUser } from "../test-support/builders.js";
import { multipartFile } from "../test-support/multipart.js";
import { createTestApp, signIn, type TestApp } from "../test-support/test-app.js";

/**
 * Group isolation, route by route: Bob (a manager of group Beta, with every group permission)
 * aims each signed-in route at group Alpha's people and data, and must get nothing of it.
 * A new signed-in route fails the first test until it has a probe here.
 */

let larder: TestApp;
let alpha: { id: string; name: string };
let alice: BuiltUser;
let aaron: BuiltUser;
let bob: BuiltUser;
let aliceHeaders: { authorization: string };
let bobHeaders: { authorization: string };
let aliceInvitation: string;
let aliceApiToken: { id: number; token: string };

beforeAll(async () => {
  larder = await createTestApp();
  alpha = await buildGroup(larder, "Alpha");
  const beta = await buildGroup(larder, "Beta");
  const everything = { can_manage: true, can_invite: true, can_organize: true, advanced: true };
  alice = await buildUser(larder, { group_id: alpha.id, ...everything });
  aaron = await buildUser(larder, { group_id: alpha.id });
  bob = await buildUser(larder, { group_id: beta.id, ...everything });
  await buildUser(larder, { group_id: beta.id });
  aliceHeaders = await signIn(larder.app, alice.username, alice.password);
  bobHeaders = await signIn(larder.app, bob.username, bob.password);
  aliceInvitation = (await larder.services.repositories.invitations.create(alpha.id, 5)).token;
  const created = await as(aliceHeaders, "POST", "/api/users/api-tokens", { name: "alice's token" });
  aliceApiToken = created.json();
  const alphaFiles = path.join(larder.config.dataDir, "groups", alpha.id);
  fs.mkdirSync(alphaFiles, { recursive: true });
  fs.writeFileSync(path.join(alphaFiles, "photo.webp"), Buffer.alloc(4096));
});
afterAll(async () => {
  await larder.close();
});

type Method = "GET" | "POST" | "PUT" | "DELETE";
function as(headers: Record<string, string>, method: Method, url: string, payload?: object) {
  return larder.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}
const asBob = (method: Method, url: string, payload?: object) => as(bobHeaders, method, url, payload);

const alphaIds = () => [alpha.id, alice.id, aaron.id];
function expectNoAlphaData(body: string) {
  for (const id of alphaIds()) expect(body).not.toContain(id);
  expect(body).not.toContain(alice.email);
}

async function aliceStillSignsIn() {
  await expect(signIn(larder.app, alice.username, alice.password)).resolves.toBeDefined();
}

const probes: Record<string, () => Promise<void>> = {
  "GET /api/users/self": async () => {
    const response = await asBob("GET", "/api/users/self");
    expect(response.json().id).toBe(bob.id);
    expectNoAlphaData(response.body);
  },
  "PUT /api/users/:id": async () => {
    const current = (await as(aliceHeaders, "GET", "/api/users/self")).json();
    const response = await asBob("PUT", `/api/users/${alice.id}`, { ...current, fullName: "Taken Over" });
    expect(response.statusCode).toBe(403);
    expect((await as(aliceHeaders, "GET", "/api/users/self")).json().fullName).toBe(current.fullName);
  },
  "PUT /api/users/password": async () => {
    const response = await asBob("PUT", "/api/users/password", {
      currentPassword: alice.password,
      newPassword: "x".repeat(12),
    });
    expect(response.statusCode).toBe(400);
    await aliceStillSignsIn();
  },
  "POST /api/users/:id/image": async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const upload = multipartFile("profile", "a.png", png, "image/png");
    const response = await larder.app.inject({
      method: "POST",
      url: `/api/users/${alice.id}/image`,
      headers: { ...bobHeaders, ...upload.headers },
      payload: upload.payload,
    });
    expect(response.statusCode).toBe(403);
    expect(fs.existsSync(larder.services.avatars.pathOf(alice.id))).toBe(false);
  },
  "GET /api/users/group-users": async () => {
    const response = await asBob("GET", "/api/users/group-users?perPage=-1");
    expect(response.json().total).toBe(2);
    expectNoAlphaData(response.body);
  },
  "POST /api/users/api-tokens": async () => {
    const { token } = (await asBob("POST", "/api/users/api-tokens", { name: "bob's" })).json();
    const self = await as({ authorization: `Bearer ${token}` }, "GET", "/api/users/self");
    expect(self.json().id).toBe(bob.id);
  },
  "DELETE /api/users/api-tokens/:token_id": async () => {
    const response = await asBob("DELETE", `/api/users/api-tokens/${aliceApiToken.id}`);
    expect(response.statusCode).toBe(404);
    const stillWorks = await as({ authorization: `Bearer ${aliceApiToken.token}` }, "GET", "/api/users/self");
    expect(stillWorks.json().id).toBe(alice.id);
  },
  "GET /api/auth/refresh": async () => {
    const { access_token } = (await asBob("GET", "/api/auth/refresh")).json();
    const self = await as({ authorization: `Bearer ${access_token}` }, "GET", "/api/users/self");
    expect(self.json().id).toBe(bob.id);
  },
  "GET /api/groups/self": async () => {
    const response = await asBob("GET", "/api/groups/self");
    expect(response.json().name).toBe("Beta");
    expectNoAlphaData(response.body);
  },
  "GET /api/groups/members": async () => {
    const response = await asBob("GET", "/api/groups/members");
    expect(response.json()).toHaveLength(2);
    expectNoAlphaData(response.body);
  },
  "GET /api/groups/preferences": async () => {
    const response = await asBob("GET", "/api/groups/preferences");
    expectNoAlphaData(response.body);
  },
  "PUT /api/groups/preferences": async () => {
    const before = (await as(aliceHeaders, "GET", "/api/groups/preferences")).json();
    expect((await asBob("PUT", "/api/groups/preferences", { privateGroup: false, firstDayOfWeek: 3 })).statusCode).toBe(
      200,
    );
    expect((await as(aliceHeaders, "GET", "/api/groups/preferences")).json()).toEqual(before);
  },
  "PUT /api/groups/permissions": async () => {
    const response = await asBob("PUT", "/api/groups/permissions", { userId: aaron.id, canManage: true });
    expect(response.statusCode).toBe(404);
    expectNoAlphaData(response.body);
    const aaronNow = await larder.services.repositories.users.findById(aaron.id);
    expect(aaronNow?.can_manage).toBe(false);
  },
  "GET /api/groups/statistics": async () => {
    expect((await asBob("GET", "/api/groups/statistics")).json().totalUsers).toBe(2);
  },
  "GET /api/groups/storage": async () => {
    expect((await asBob("GET", "/api/groups/storage")).json().usedStorageBytes).toBe(0);
  },
  "GET /api/groups/invitations": async () => {
    const response = await asBob("GET", "/api/groups/invitations");
    expect(response.body).not.toContain(aliceInvitation);
    expectNoAlphaData(response.body);
  },
  "POST /api/groups/invitations": async () => {
    const response = await asBob("POST", "/api/groups/invitations", { uses: 1 });
    expect(response.json().groupId).not.toBe(alpha.id);
  },
  "POST /api/groups/invitations/email": async () => {
    const response = await asBob("POST", "/api/groups/invitations/email", {
      email: "x@example.com",
      token: aliceInvitation,
    });
    expect(response.statusCode).toBe(404);
  },
};

describe("group isolation", () => {
  it("has a probe for every route a signed-in member can call", () => {
    const memberRoutes = larder.app.declaredRoutes
      .filter((route) => route.access === "user" || route.access === "group")
      .map((route) => `${route.method} ${route.url}`);
    expect(memberRoutes.filter((route) => !(route in probes))).toEqual([]);
  });

  for (const [route, probe] of Object.entries(probes)) {
    it(`${route} gives a member of another group nothing of Alpha's`, probe);
  }
});
