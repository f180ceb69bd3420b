import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildGroup, buildUser } from "../test-support/builders.js";
import { createTestApp, signIn, type TestApp } from "../test-support/test-app.js";

let larder: TestApp;

beforeAll(async () => {
  larder = await createTestApp();
});
afterAll(async () => {
  await larder.close();
});

async function household(name = `House ${Math.random().toString(36).slice(2, 8)}`) {
  const group = await buildGroup(larder, name);
  const manager = await buildUser(larder, { group_id: group.id, can_manage: true, full_name: "Manager" });
  const member = await buildUser(larder, { group_id: group.id, full_name: "Member" });
  return {
    group,
    manager,
    member,
    managerHeaders: await signIn(larder.app, manager.username, manager.password),
    memberHeaders: await signIn(larder.app, member.username, member.password),
  };
}

const get = (url: string, headers: { authorization: string }) => larder.app.inject({ method: "GET", url, headers });
const put = (url: string, headers: { authorization: string }, payload: object) =>
  larder.app.inject({ method: "PUT", url, headers, payload });

describe("the caller's own group", () => {
  it("GET /api/groups/self gives the group and its preferences with their defaults", async () => {
    const { group, memberHeaders } = await household("Maple House");
    const response = await get("/api/groups/self", memberHeaders);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: group.id,
      name: "Maple House",
      slug: group.slug,
      preferences: {
        id: expect.any(String),
        groupId: group.id,
        privateGroup: true,
        firstDayOfWeek: 0,
        recipePublic: true,
        recipeShowNutrition: false,
        recipeShowAssets: false,
        recipeLandscapeView: false,
        recipeDisableComments: false,
        recipeDisableAmount: true,
      },
    });
  });

  it("GET /api/groups/members lists exactly the group's members", async () => {
    const { manager, member, memberHeaders } = await household();
    const response = await get("/api/groups/members", memberHeaders);
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .map((user: { id: string }) => user.id)
        .sort(),
    ).toEqual([manager.id, member.id].sort());
  });

  it("preferences are changed by a manager and kept across a restart", async () => {
    const { managerHeaders, memberHeaders } = await household();
    const wanted = {
      privateGroup: false,
      firstDayOfWeek: 1,
      recipePublic: false,
      recipeShowNutrition: true,
      recipeShowAssets: true,
      recipeLandscapeView: true,
      recipeDisableComments: true,
      recipeDisableAmount: false,
    };
    const byMember = await put("/api/groups/preferences", memberHeaders, wanted);
    expect(byMember.statusCode).toBe(403);

    const byManager = await put("/api/groups/preferences", managerHeaders, wanted);
    expect(byManager.statusCode).toBe(200);
    expect(byManager.json()).toMatchObject(wanted);

    larder = await larder.restart();
    expect((await get("/api/groups/preferences", memberHeaders)).json()).toMatchObject(wanted);
  });

  it("refuses a first day of week outside 0..6", async () => {
    const { managerHeaders } = await household();
    const response = await put("/api/groups/preferences", managerHeaders, { firstDayOfWeek: 7 });
    expect(response.statusCode).toBe(422);
  });
});

describe("PUT /api/groups/permissions", () => {
  it("lets a manager set a member's permissions", async () => {
    const { member, managerHeaders, memberHeaders } = await household();
    const response = await put("/api/groups/permissions", managerHeaders, {
      userId: member.id,
      canInvite: true,
      canManage: false,
      canOrganize: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: member.id, canInvite: true, canManage: false, canOrganize: true });
    expect((await get("/api/users/self", memberHeaders)).json()).toMatchObject({ canInvite: true, canOrganize: true });
  });

  it("is refused to members without canManage", async () => {
    const { manager, memberHeaders } = await household();
    const byMember = await put("/api/groups/permissions", memberHeaders, { userId: manager.id, canManage: false });
    expect(byMember.statusCode).toBe(403);
  });

  it("does not let managers change their own permissions", async () => {
    const { manager, managerHeaders } = await household();
    const response = await put("/api/groups/permissions", managerHeaders, { userId: manager.id, canManage: false });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail.message).toBe("Group owners cannot change their own permissions");
  });

  it("cannot reach a user of another group", async () => {
    const first = await household();
    const second = await household();
    const response = await put("/api/groups/permissions", first.managerHeaders, {
      userId: second.member.id,
      canManage: true,
    });
    expect(response.statusCode).toBe(404);
    expect((await get("/api/users/self", second.memberHeaders)).json().canManage).toBe(false);
  });
});

describe("statistics and storage", () => {
  it("count the group's members and the bytes of the group's files", async () => {
    const { group, memberHeaders } = await household();
    const folder = path.join(larder.config.dataDir, "groups", group.id, "recipes", "some-recipe");
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, "original.webp"), Buffer.alloc(2048));
    const statistics = await get("/api/groups/statistics", memberHeaders);
    expect(statistics.json()).toEqual({
      totalRecipes: 0,
      totalUsers: 2,
      totalCategories: 0,
      totalTags: 0,
      totalTools: 0,
    });
    const storage = await get("/api/groups/storage", memberHeaders);
    expect(storage.json()).toEqual({
      usedStorageBytes: 2048,
      usedStorageStr: "2.00 KB",
      totalStorageBytes: 500 * 1024 * 1024,
      totalStorageStr: "500.0 MB",
    });
  });
});

describe("administrators in their own group", () => {
  it("may change its preferences and invite without the member flags, but not set permissions", async () => {
    const group = await buildGroup(larder);
    const admin = await buildUser(larder, { group_id: group.id, admin: true });
    const member = await buildUser(larder, { group_id: group.id });
    const headers = await signIn(larder.app, admin.username, admin.password);
    expect((await put("/api/groups/preferences", headers, { firstDayOfWeek: 2 })).statusCode).toBe(200);
    const invitation = await larder.app.inject({
      method: "POST",
      url: "/api/groups/invitations",
      headers,
      payload: { uses: 1 },
    });
    expect(invitation.statusCode).toBe(201);
    const permissions = await put("/api/groups/permissions", headers, { userId: member.id, canManage: true });
    expect(permissions.statusCode).toBe(403);
  });
});
