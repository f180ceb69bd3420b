import { beforeAll, describe, expect, it } from "vitest";
import { type Member, testContext, useTestContext } from "../test-support/test-context.js";

const t = useTestContext();
let admin: Member;

beforeAll(async () => {
  admin = await t.defaultAdmin();
  await t.headersOf(admin);
});

const request = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.as(admin).send(method, url, payload);

describe("administrators manage groups", () => {
  it("create a group with a slug and default preferences", async () => {
    const response = await request("POST", "/api/admin/groups", { name: "Summer Cottage" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: "Summer Cottage",
      slug: "summer-cottage",
      users: [],
      preferences: { privateGroup: true, firstDayOfWeek: 0, recipeDisableAmount: true },
    });
  });

  it("refuse a group name that exists in any case", async () => {
    const response = await request("POST", "/api/admin/groups", { name: "summer cottage" });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail.message).toBe("Group name is already taken");
    const empty = await request("POST", "/api/admin/groups", { name: "  " });
    expect(empty.statusCode).toBe(422);
  });

  it("list groups with their members", async () => {
    const group = await t.newGroup({ name: "Listed" });
    const user = await t.newMember({ group, fullName: "Listed Member" });
    const page = (await request("GET", "/api/admin/groups?perPage=-1")).json();
    const names: string[] = page.items.map((item: { name: string }) => item.name);
    expect(names).toEqual(names.toSorted((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const listed = page.items.find((item: { id: string }) => item.id === group.id);
    expect(listed.users).toEqual([{ id: user.id, fullName: "Listed Member" }]);
  });

  it("rename a group (its slug follows) and change its preferences", async () => {
    const group = await t.newGroup({ name: "Old Name" });
    const response = await request("PUT", `/api/admin/groups/${group.id}`, {
      id: group.id,
      name: "New Name",
      preferences: { privateGroup: false, firstDayOfWeek: 6 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: "New Name",
      slug: "new-name",
      preferences: { privateGroup: false, firstDayOfWeek: 6 },
    });
    const taken = await request("PUT", `/api/admin/groups/${group.id}`, { name: "Home" });
    expect(taken.statusCode).toBe(409);
    expect((await request("GET", `/api/admin/groups/${group.id}`)).json().name).toBe("New Name");
  });

  it("never delete the default group or a group with users", async () => {
    const home = (await request("GET", "/api/admin/groups?perPage=-1"))
      .json()
      .items.find((item: { name: string }) => item.name === "Home");
    const defaultGroup = await request("DELETE", `/api/admin/groups/${home.id}`);
    expect(defaultGroup.statusCode).toBe(400);
    expect(defaultGroup.json().detail.message).toBe("Cannot delete default group");

    const group = await t.newGroup();
    await t.newMember({ group });
    const withUsers = await request("DELETE", `/api/admin/groups/${group.id}`);
    expect(withUsers.statusCode).toBe(400);
    expect(withUsers.json().detail.message).toBe("Cannot delete group with users");
    expect((await request("GET", `/api/admin/groups/${group.id}`)).statusCode).toBe(200);
  });

  it("delete an empty group with its preferences and invitations", async () => {
    const group = await t.newGroup();
    await t.services.repositories.invitations.create(group.id, 3);
    const response = await request("DELETE", `/api/admin/groups/${group.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(group.id);
    expect((await request("GET", `/api/admin/groups/${group.id}`)).statusCode).toBe(404);
  });

  it("report server totals and configuration checks", async () => {
    const statistics = (await request("GET", "/api/admin/about/statistics")).json();
    expect(statistics.totalUsers).toBeGreaterThanOrEqual(2);
    expect(statistics.totalGroups).toBe((await request("GET", "/api/admin/groups?perPage=-1")).json().total);

    const check = (await request("GET", "/api/admin/about/check")).json();
    expect(check).toMatchObject({ emailReady: false, baseUrlSet: false, isSiteSecure: false });
    const about = (await request("GET", "/api/admin/about")).json();
    expect(about).toMatchObject({ defaultGroup: "Home", dbType: t.config.database.engine });
    expect(JSON.stringify(about)).not.toContain(":postgres@");
  });

  it("see a secure site once BASE_URL is an https address", async () => {
    const secure = await testContext({ env: { BASE_URL: "https://recipes.example.com" } });
    try {
      const check = (await secure.as(await secure.defaultAdmin()).get("/api/admin/about/check")).json();
      expect(check).toMatchObject({ baseUrlSet: true, isSiteSecure: true });
    } finally {
      await secure.close();
    }
  });
});
