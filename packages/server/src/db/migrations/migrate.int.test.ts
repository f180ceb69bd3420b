import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app.js";
import { migrateToLatest } from "./index.js";

/** Start-up skips Kysely's migrator when every migration is recorded; it must never skip a missing one. */
describe("migrations at start-up", () => {
  let larder: TestApp;

  afterEach(async () => {
    await larder.close();
  });

  const recorded = async () => {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      larder.services.database.db,
    );
    return rows.map((row) => row.name);
  };

  it("a database already up to date starts again without running anything", async () => {
    larder = await createTestApp();
    const before = await recorded();
    expect(before).toContain("0007-recipe-summaries");

    larder = await larder.restart();
    expect(await recorded()).toEqual(before);
  });

  it("a migration missing from the record is run, not taken as done", async () => {
    larder = await createTestApp();
    const { db, engine } = larder.services.database;
    await sql`delete from kysely_migration where name = '0007-recipe-summaries'`.execute(db);

    // Its tables already exist, so running it again fails: proof that it was attempted.
    await expect(migrateToLatest(db, engine)).rejects.toThrow(/0007-recipe-summaries/);
  });
});
