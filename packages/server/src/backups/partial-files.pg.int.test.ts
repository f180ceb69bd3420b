import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../test-support/test-context.js";
import { onPostgresServer } from "../test-support/test-database.js";

/**
 * Another instance on the same database and data folder may be writing a backup or receiving an
 * upload while one starts: only partial files old enough to be abandoned go then. PostgreSQL
 * server only (`*.pg.int.test.ts`): on SQLite, and on PGlite, an instance is always alone.
 */
const t = useTestContext();

describe.skipIf(!onPostgresServer())("partial backups and uploads at start-up beside a running instance", () => {
  it("keeps those being written, and drops those untouched for over an hour", async () => {
    const folder = t.services.backups.folder;
    fs.mkdirSync(folder, { recursive: true });
    const fresh = path.join(folder, ".upload-being-received.zip");
    const abandoned = path.join(folder, ".creating-larder_auto_left-behind.zip");
    fs.writeFileSync(fresh, "half an upload");
    fs.writeFileSync(abandoned, "half a backup");
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(abandoned, twoHoursAgo, twoHoursAgo);

    // This context's instance is running (its fan-out listens): the other one starts beside it.
    const other = await t.anotherInstance();
    await other.services.backups.startUp();
    expect(fs.existsSync(fresh)).toBe(true);
    expect(fs.existsSync(abandoned)).toBe(false);
  });
});
