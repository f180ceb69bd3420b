import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../test-support/test-context.js";

const t = useTestContext();

/** A group with a manager and an ordinary member. */
async function managedGroup(name?: string) {
  const group = await t.newGroup({ name });
  const manager = await t.newMember({ group, canManage: true, fullName: "Manager" });
  const member = await t.newMember({ group, fullName: "Member" });
  return { group, manager, member };
}

describe("the caller's own group", () => {
  it("GET /api/groups/self gives the group and its preferences with their defaults", async () => {
    const { group, member } = await managedGroup("Maple House");
    const response = await t.as(member).get("/api/groups/self");
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
    const { manager, member } = await managedGroup();
    const response = await t.as(member).get("/api/groups/members");
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .map((user: { id: string }) => user.id)
        .sort(),
    ).toEqual([manager.id, member.id].sort());
  });

  it("preferences are changed by a manager and kept across a restart", async () => {
    const { manager, member } = await managedGroup();
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
    const byMember = await t.as(member).put("/api/groups/preferences", wanted);
    expect(byMember.statusCode).toBe(403);

    const byManager = await t.as(manager).put("/api/groups/preferences", wanted);
    expect(byManager.statusCode).toBe(200);
    expect(byManager.json()).toMatchObject(wanted);

    await t.restart();
    expect((await t.as(member).get("/api/groups/preferences")).json()).toMatchObject(wanted);
  });

  it("refuses a first day of week outside 0..6", async () => {
    const { manager } = await managedGroup();
    const response = await t.as(manager).put("/api/groups/preferences", { firstDayOfWeek: 7 });
    expect(response.statusCode).toBe(422);
  });
});

describe("PUT /api/groups/permissions", () => {
  it("lets a manager set a member's permissions", async () => {
    const { member, manager } = await managedGroup();
    const response = await t.as(manager).put("/api/groups/permissions", {
      userId: member.id,
      canInvite: true,
      canManage: false,
      canOrganize: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: member.id, canInvite: true, canManage: false, canOrganize: true });
    expect((await t.as(member).get("/api/users/self")).json()).toMatchObject({ canInvite: true, canOrganize: true });
  });

  it("is refused to members without canManage", async () => {
    const { manager, member } = await managedGroup();
    const byMember = await t.as(member).put("/api/groups/permissions", { userId: manager.id, canManage: false });
    expect(byMember.statusCode).toBe(403);
  });

  it("does not let managers change their own permissions", async () => {
    const { manager } = await managedGroup();
    const response = await t.as(manager).put("/api/groups/permissions", { userId: manager.id, canManage: false });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail.message).toBe("Group owners cannot change their own permissions");
  });

  it("cannot reach a user of another group", async () => {
    const first = await managedGroup();
    const second = await managedGroup();
    const response = await t.as(first.manager).put("/api/groups/permissions", {
      userId: second.member.id,
      canManage: true,
    });
    expect(response.statusCode).toBe(404);
    expect((await t.as(second.member).get("/api/users/self")).json().canManage).toBe(false);
  });
});

describe("statistics and storage", () => {
  it("count the group's members and the bytes of the group's files", async () => {
    const { group, member } = await managedGroup();
    const folder = path.join(t.config.dataDir, "groups", group.id, "recipes", "some-recipe");
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, "original.webp"), Buffer.alloc(2048));
    const statistics = await t.as(member).get("/api/groups/statistics");
    expect(statistics.json()).toEqual({
      totalRecipes: 0,
      totalUsers: 2,
      totalCategories: 0,
      totalTags: 0,
      totalTools: 0,
    });
    const storage = await t.as(member).get("/api/groups/storage");
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
    const admin = await t.newMember({ admin: true });
    const member = await t.newMember({ group: admin.group });
    expect((await t.as(admin).put("/api/groups/preferences", { firstDayOfWeek: 2 })).statusCode).toBe(200);
    const invitation = await t.as(admin).post("/api/groups/invitations", { uses: 1 });
    expect(invitation.statusCode).toBe(201);
    const permissions = await t.as(admin).put("/api/groups/permissions", { userId: member.id, canManage: true });
    expect(permissions.statusCode).toBe(403);
  });
});
