import { beforeAll, describe, expect, it } from "vitest";
import { type Member, useTestContext } from "../test-support/test-context.js";

/** `/api/groups/reports`: what the group's background jobs did, listed, read with entries, deleted. */

const t = useTestContext();
let member: Member;

/** A finished report of the member's group with these entries; returns its id. */
async function report(
  name: string,
  category: "bulk_import" | "migration",
  entries: { success: boolean; message: string; exception?: string }[],
) {
  const writer = await t.services.reports.start(member.group.id, name, category);
  for (const entry of entries) await writer.add(entry);
  await writer.finish();
  return writer.id;
}

beforeAll(async () => {
  member = await t.newMember();
});

describe("group reports", () => {
  it("lists the group's reports newest first, filtered by type when asked", async () => {
    const imported = await report("Imported pies", "bulk_import", [{ success: true, message: "Imported a pie" }]);
    const migrated = await report("From Mealie", "migration", [{ success: false, message: "Failed", exception: "x" }]);
    // Both may start within one millisecond: the import is dated an hour back so that the order is certain.
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await t.db.updateTable("group_reports").set({ timestamp: anHourAgo }).where("id", "=", imported).execute();

    const all = (await t.as(member).get("/api/groups/reports")).json();
    expect(all.map((summary: { id: string }) => summary.id)).toEqual([migrated, imported]);
    expect(all[1]).toEqual({
      id: imported,
      groupId: member.group.id,
      name: "Imported pies",
      category: "bulk_import",
      status: "success",
      timestamp: expect.any(String),
    });
    const migrations = (await t.as(member).get("/api/groups/reports?report_type=migration")).json();
    expect(migrations).toMatchObject([{ id: migrated, status: "failure" }]);
    expect((await t.as(member).get("/api/groups/reports?report_type=backup")).json()).toEqual([]);
    expect((await t.as(member).get("/api/groups/reports?report_type=nonsense")).statusCode).toBe(422);
  });

  it("reads one report with its entries in order", async () => {
    const id = await report("Mixed import", "bulk_import", [
      { success: true, message: "Imported https://example.com/a as a" },
      { success: false, message: "Failed to import https://example.com/b", exception: "No recipe found" },
    ]);
    const response = await t.as(member).get(`/api/groups/reports/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      status: "partial",
      entries: [
        { reportId: id, success: true, message: "Imported https://example.com/a as a", exception: "" },
        {
          reportId: id,
          success: false,
          message: "Failed to import https://example.com/b",
          exception: "No recipe found",
        },
      ],
    });
  });

  it("deletes a report with its entries; a second delete or an unknown id is 404", async () => {
    const id = await report("Short-lived", "bulk_import", [{ success: true, message: "Imported" }]);
    const deleted = await t.as(member).delete(`/api/groups/reports/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id, name: "Short-lived" });
    expect((await t.as(member).get(`/api/groups/reports/${id}`)).statusCode).toBe(404);
    expect((await t.as(member).delete(`/api/groups/reports/${id}`)).statusCode).toBe(404);
    const left = await t.db.selectFrom("group_report_entries").select("id").where("report_id", "=", id).execute();
    expect(left).toEqual([]);
  });
});
