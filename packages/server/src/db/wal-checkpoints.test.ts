import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./database.js";

const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function databaseFile(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "larder-wal-"));
  folders.push(folder);
  return path.join(folder, "larder.db");
}

describe("SQLite write-ahead log checkpoints", () => {
  it("copies a grown log into the database without waiting for a commit to do it", async () => {
    const file = databaseFile();
    const database = openDatabase({ engine: "sqlite", file });
    try {
      await sql`create table filler (id integer primary key, text text not null)`.execute(database.db);
      const row = "x".repeat(4000);
      // About 6 MiB in a few commits: past the thread's 4 MiB, far below the connection's own limit.
      for (let batch = 0; batch < 15; batch++) {
        await database.db.transaction().execute(async (trx) => {
          for (let i = 0; i < 100; i++) await sql`insert into filler (text) values (${row})`.execute(trx);
        });
      }
      const started = Date.now();
      while (fs.statSync(file).size < 5 * 1024 * 1024 && Date.now() - started < 10_000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(fs.statSync(file).size).toBeGreaterThanOrEqual(5 * 1024 * 1024);
    } finally {
      await database.close();
    }
  }, 15_000);

  it("keeps what was written across closing and opening again", async () => {
    const file = databaseFile();
    const database = openDatabase({ engine: "sqlite", file });
    await sql`create table notes (text text not null)`.execute(database.db);
    await sql`insert into notes (text) values ('kept')`.execute(database.db);
    await database.close();

    const reopened = openDatabase({ engine: "sqlite", file });
    try {
      const { rows } = await sql<{ text: string }>`select text from notes`.execute(reopened.db);
      expect(rows).toEqual([{ text: "kept" }]);
    } finally {
      await reopened.close();
    }
  });
});
