import { describe, expect, it } from "vitest";
import { type Member, useTestContext } from "../test-support/test-context.js";
import { MealieWebApp } from "./mealie-client.js";

/** Mealie v1.12's web app on its group pages (settings, members, invitations), replayed as it sends them. */
const t = useTestContext();

async function webAppOf(member: Member): Promise<MealieWebApp> {
  const { authorization } = await t.headersOf(member);
  return new MealieWebApp(t.app, authorization.slice("Bearer ".length));
}

describe("Mealie's web app: the group's own pages", () => {
  it("reads id and preferences from /api/groups/self and PUTs the whole preferences object back", async () => {
    const manager = await t.newMember({ canManage: true });
    const app = await webAppOf(manager);
    const self = await app.get("/api/groups/self");
    expect(self.statusCode).toBe(200);
    const group = self.json();
    expect(group).toMatchObject({ id: manager.group.id, preferences: { firstDayOfWeek: expect.any(Number) } });

    const response = await app.put("/api/groups/preferences", { ...group.preferences, firstDayOfWeek: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect((await app.get("/api/groups/self")).json().preferences).toEqual({ ...group.preferences, firstDayOfWeek: 1 });
    expect((await app.get("/api/groups/preferences")).json().firstDayOfWeek).toBe(1);
  });

  it("lists the members as a plain array and sets a member's permissions", async () => {
    const manager = await t.newMember({ canManage: true });
    const cook = await t.newMember({ group: manager.group });
    const app = await webAppOf(manager);

    const members = await app.get("/api/groups/members");
    expect(members.statusCode).toBe(200);
    expect(Array.isArray(members.json())).toBe(true);
    expect(
      members
        .json()
        .map((user: { id: string }) => user.id)
        .sort(),
    ).toEqual([manager.id, cook.id].sort());

    const response = await app.put("/api/groups/permissions", {
      userId: cook.id,
      canInvite: true,
      canManage: false,
      canOrganize: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = (await app.get("/api/groups/members")).json().find((user: { id: string }) => user.id === cook.id);
    expect(after).toMatchObject({ canInvite: true, canManage: false, canOrganize: true });
  });

  it("reads the statistics the profile page shows, and the storage", async () => {
    const member = await t.newMember();
    await t.newRecipe({ owner: member });
    const app = await webAppOf(member);
    const statistics = await app.get("/api/groups/statistics");
    expect(statistics.statusCode).toBe(200);
    expect(statistics.json()).toEqual({
      totalRecipes: 1,
      totalUsers: 1,
      totalCategories: 0,
      totalTags: 0,
      totalTools: 0,
    });
    const storage = await app.get("/api/groups/storage");
    expect(storage.statusCode).toBe(200);
    expect(storage.json()).toMatchObject({ usedStorageBytes: expect.any(Number), totalStorageStr: expect.any(String) });
  });

  it("creates an invitation with {uses: 1}, reads `token`, and e-mails it with {email, token}", async () => {
    const inviter = await t.newMember({ canInvite: true });
    const app = await webAppOf(inviter);
    const created = await app.post("/api/groups/invitations", { uses: 1 });
    expect(created.statusCode).toBe(201);
    const { token } = created.json();
    expect(token).toEqual(expect.any(String));

    const mailed = await app.post("/api/groups/invitations/email", { email: "friend@example.com", token });
    expect(mailed.statusCode).toBe(200);
    // No mail server here: the page reads `success` and shows the error.
    expect(mailed.json()).toEqual({ success: false, error: expect.any(String) });
  });

  it("serves the group's meal-plan categories (unused by the app) as a plain array", async () => {
    const member = await t.newMember();
    const response = await (await webAppOf(member)).get("/api/groups/categories");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});
