import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildGroup, buildUser } from "../test-support/builders.js";
import { createTestApp, signIn, type TestApp } from "../test-support/test-app.js";

let larder: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  larder = await createTestApp();
  admin = await signIn(larder.app);
});
afterAll(async () => {
  await larder.close();
});

const request = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  larder.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

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
    const group = await buildGroup(larder, "Listed");
    const user = await buildUser(larder, { group_id: group.id, full_name: "Listed Member" });
    const page = (await request("GET", "/api/admin/groups?perPage=-1")).json();
    const names: string[] = page.items.map((item: { name: string }) => item.name);
    expect(names).toEqual(names.toSorted((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const listed = page.items.find((item: { id: string }) => item.id === group.id);
    expect(listed.users).toEqual([{ id: user.id, fullName: "Listed Member" }]);
  });

  it("rename a group (its slug follows) and change its preferences", async () => {
    const group = await buildGroup(larder, "Old Name");
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

    const group = await buildGroup(larder);
    await buildUser(larder, { group_id: group.id });
    const withUsers = await request("DELETE", `/api/admin/groups/${group.id}`);
    expect(withUsers.statusCode).toBe(400);
    expect(withUsers.json().detail.message).toBe("Cannot delete group with users");
    expect((await request("GET", `/api/admin/groups/${group.id}`)).statusCode).toBe(200);
  });

  it("delete an empty group with its preferences and invitations", async () => {
    const group = await buildGroup(larder);
    await larder.services.repositories.invitations.create(group.id, 3);
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
    expect(about).toMatchObject({ defaultGroup: "Home", dbType: larder.config.database.engine });
    expect(JSON.stringify(about)).not.toContain(":postgres@");
  });

  it("see a secure site once BASE_URL is an https address", async () => {
    const secure = await createTestApp({ env: { BASE_URL: "https://recipes.example.com" } });
    try {
      const headers = await signIn(secure.app);
      const check = (await secure.app.inject({ method: "GET", url: "/api/admin/about/check", headers })).json();
      expect(check).toMatchObject({ baseUrlSet: true, isSiteSecure: true });
    } finally {
      await secure.close();
    }
  });
});
