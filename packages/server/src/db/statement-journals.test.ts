import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./database.js";
import { withStatementJournalsInMemory } from "./statement-journals.js";

let folder: string | undefined;
let database: DatabaseHandle | undefined;

afterEach(async () => {
  await database?.close();
  database = undefined;
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

function open(): DatabaseHandle {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "larder-journals-"));
  database = openDatabase({ engine: "sqlite", file: path.join(folder, "larder.db") });
  return database;
}

async function tempStore(executor: DatabaseHandle["db"]): Promise<number> {
  const { rows } = await sql<{ temp_store: number }>`pragma temp_store`.execute(executor);
  return Number(rows[0]?.temp_store);
}

describe("SQLite statement journals of a recipe's write", () => {
  it("are kept in memory for the work only, and the default returns after it, whether it fails or not", async () => {
    const { db } = open();
    const inMemory = (work: (trx: DatabaseHandle["db"]) => Promise<unknown>) =>
      db.transaction().execute((trx) => withStatementJournalsInMemory(trx, "sqlite", () => work(trx)));
    expect(await inMemory((trx) => tempStore(trx))).toBe(2);
    expect(await tempStore(db)).toBe(0);
    expect(await db.transaction().execute((trx) => tempStore(trx))).toBe(0);
    await expect(
      inMemory(async () => {
        throw new Error("abandoned");
      }),
    ).rejects.toThrow("abandoned");
    expect(await tempStore(db)).toBe(0);
    // Again: the setting acts when its statement is prepared, so a kept statement would do nothing.
    expect(await inMemory((trx) => tempStore(trx))).toBe(2);
  });

  it("undo a large statement that fails half-way and keep the transaction's earlier writes", async () => {
    const { db } = open();
    await sql`create table rows (id integer primary key, text text not null unique)`.execute(db);
    const text = (id: number) => `${id}:${"x".repeat(2000)}`;
    const ids = Array.from({ length: 200 }, (_, index) => index + 1);
    await sql`insert into rows (id, text) values ${sql.join(ids.map((id) => sql`(${id}, ${text(id)})`))}`.execute(db);
    await db.transaction().execute((trx) =>
      withStatementJournalsInMemory(trx, "sqlite", async () => {
        await sql`insert into rows (id, text) values (201, 'before')`.execute(trx);
        // Rewrites every row (far more than 64 KiB of pages to undo), then fails on the last one.
        const failing = sql`update rows set text = case when id = 200 then ${`${text(1)}!`} else text || '!' end`;
        await expect(failing.execute(trx)).rejects.toThrow(/UNIQUE/);
        await sql`insert into rows (id, text) values (202, 'after')`.execute(trx);
      }),
    );
    const { rows } = await sql<{ count: number; changed: number }>`
      select count(*) as count, sum(text like '%!') as changed from rows`.execute(db);
    expect(rows[0]).toEqual({ count: 202, changed: 0 });
  });
});
