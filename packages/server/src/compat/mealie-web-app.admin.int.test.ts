import { describe, expect, it } from "vitest";
import { useTestContext } from "../test-support/test-context.js";
import { listQuery, mealieWebApp, ok } from "./mealie-client-data.js";

/**
 * The administration pages of Mealie v1.12's web app (site settings, users, groups), the group's
 * seeders (data pages) and its reports (migrations page, bulk import), with the statuses the pages
 * check and the fields they read.
 */
const t = useTestContext();

describe("the site settings page", () => {
  it("reads about and the configuration checks, and sends a test e-mail", async () => {
    const web = mealieWebApp(t, await t.defaultAdmin());
    const about = ok(await web.get("/api/admin/about"));
    expect(about).toEqual(
      expect.objectContaining({
        version: expect.any(String),
        versionLatest: expect.any(String),
        production: expect.any(Boolean),
        demoStatus: false,
        apiPort: expect.any(Number),
        apiDocs: expect.any(Boolean),
        dbType: expect.stringMatching(/^(sqlite|postgres)$/),
        dbUrl: expect.any(String),
        defaultGroup: expect.any(String),
        buildId: expect.any(String),
        recipeScraperVersion: expect.any(String),
      }),
    );
    expect(about.dbUrl).not.toMatch(/:[^:@/]+@/);

    const check = ok(await web.get("/api/admin/about/check"));
    for (const field of ["emailReady", "baseUrlSet", "isSiteSecure", "isUpToDate", "ldapReady", "oidcReady"]) {
      expect(typeof check[field], field).toBe("boolean");
    }
    expect(check.enableOpenai).toBe(false);

    // Mail is not configured in tests: the page shows `error` when `success` is false.
    const mail = ok(await web.post("/api/admin/email", { email: "admin@example.com" }));
    expect(mail).toEqual({ success: false, error: expect.any(String) });
  });
});

describe("the users pages", () => {
  it("creates a user in a group named by its name, edits the whole user, unlocks all and makes a reset link", async () => {
    const admin = await t.defaultAdmin();
    const web = mealieWebApp(t, admin);
    const groups = ok(await web.get(`/api/admin/groups?${listQuery()}`)).items;
    const home = groups.find((group: { id: string }) => group.id === admin.groupId);

    const created = await web.post("/api/admin/users", {
      username: "jane",
      fullName: "Jane Doe",
      email: "jane@example.com",
      admin: false,
      group: home.name,
      advanced: false,
      canInvite: false,
      canManage: false,
      canOrganize: false,
      password: "Correct-Horse-9",
      authMethod: "Mealie",
    });
    const jane = ok(created, 201);
    expect(jane).toMatchObject({ username: "jane", groupId: home.id, group: home.name });
    // The users page lists through /api/users.
    const users = ok(await web.get(`/api/users?${listQuery()}`)).items;
    expect(users.map((user: { id: string }) => user.id)).toContain(jane.id);

    const read = ok(await web.get(`/api/admin/users/${jane.id}`));
    const saved = ok(await web.put(`/api/admin/users/${jane.id}`, { ...read, canOrganize: true, fullName: "Jane D." }));
    expect(saved).toMatchObject({ id: jane.id, canOrganize: true, fullName: "Jane D.", email: "jane@example.com" });

    expect(ok(await web.post("/api/admin/users/unlock?force=true", {}))).toEqual({ unlocked: expect.any(Number) });
    const token = ok(await web.post("/api/admin/users/password-reset-token", { email: "jane@example.com" }), 201);
    expect(token.token).toEqual(expect.any(String));
  });
});

describe("the groups pages", () => {
  it("lists, creates by name, reads with preferences, saves the whole group and deletes", async () => {
    const web = mealieWebApp(t, await t.defaultAdmin());
    const created = ok(await web.post("/api/admin/groups", { name: "Cabin" }), 201);
    expect(created).toMatchObject({ id: expect.any(String), name: "Cabin", slug: "cabin" });
    const listed = ok(await web.get(`/api/admin/groups?${listQuery()}`)).items;
    expect(listed.map((group: { name: string }) => group.name)).toContain("Cabin");

    const group = ok(await web.get(`/api/admin/groups/${created.id}`));
    expect(group.preferences).toEqual(expect.objectContaining({ privateGroup: expect.any(Boolean) }));
    const saved = ok(
      await web.put(`/api/admin/groups/${created.id}`, {
        ...group,
        name: "Lake Cabin",
        preferences: { ...group.preferences, privateGroup: false, recipePublic: true },
      }),
    );
    // The page reloads when the slug changed.
    expect(saved).toMatchObject({ name: "Lake Cabin", slug: "lake-cabin", preferences: { privateGroup: false } });

    expect((await web.delete(`/api/admin/groups/${created.id}`)).statusCode).toBe(200);
    expect(
      ok(await web.get(`/api/admin/groups?${listQuery()}`)).items.map((one: { id: string }) => one.id),
    ).not.toContain(created.id);
  });
});

describe("the seeders of the data pages", () => {
  it.each(["foods", "units", "labels"])("seed %s with {locale} and answer 200 with a message", async (kind) => {
    const member = await t.newMember({ canOrganize: true });
    const web = mealieWebApp(t, member);
    const seeded = ok(await web.post(`/api/groups/seeders/${kind}`, { locale: "en-US" }));
    expect(seeded).toMatchObject({ message: expect.any(String), error: false });
    const path = kind === "labels" ? "/api/groups/labels" : `/api/${kind}`;
    expect(
      ok(await web.get(`${path}?${listQuery({ orderBy: "name", orderDirection: "asc" })}`)).items.length,
    ).toBeGreaterThan(10);
  });
});

describe("the reports of the migrations and bulk import pages", () => {
  it("lists by report_type as a plain array, reads one with its entries and deletes it with 200", async () => {
    const member = await t.newMember();
    const web = mealieWebApp(t, member);
    const writer = await t.services.reports.start(member.groupId, "Bulk import", "bulk_import");
    await writer.add({ success: true, message: "Imported https://example.com/pie as pie" });
    await writer.finish();

    const imports = ok(await web.get("/api/groups/reports?report_type=bulk_import"));
    expect(imports).toEqual([
      expect.objectContaining({ id: writer.id, name: "Bulk import", category: "bulk_import", status: "success" }),
    ]);
    expect(ok(await web.get("/api/groups/reports?report_type=migration"))).toEqual([]);

    const report = ok(await web.get(`/api/groups/reports/${writer.id}`));
    expect(report.entries).toEqual([
      expect.objectContaining({ success: true, message: "Imported https://example.com/pie as pie", exception: "" }),
    ]);
    expect((await web.delete(`/api/groups/reports/${writer.id}`)).statusCode).toBe(200);
    expect(ok(await web.get("/api/groups/reports?report_type=bulk_import"))).toEqual([]);
  });
});
