import { randomUUID } from "node:crypto";
import { type CompiledQuery, type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/schema.js";
import { buildRecipe, buildUser } from "../../test-support/builders.js";
import { createTestApp, type TestApp } from "../../test-support/test-app.js";
import { testEngine } from "../../test-support/test-database.js";
import { RecipesRepository } from "../recipes.repository.js";
import { LIST_PAGE_SOURCES, RECIPE_SOURCES } from "./recipe-sources.js";

/**
 * Kept JSON (a recipe under its stamp, a list item, a list page under the group's version) is only
 * as fresh as the triggers that move those numbers. Every table the recipe queries read must be
 * watched by such a trigger in the database itself, as the migrations made it: a table added to a
 * query without a trigger would leave readers with stale recipes.
 */

let larder: TestApp;

/** A bare recipe row of the owner's group, written in `trx`. */
async function buildRecipeIn(trx: Kysely<Database>, owner: { id: string; groupId: string }): Promise<void> {
  const id = randomUUID();
  await trx
    .insertInto("recipes")
    .values({
      id,
      group_id: owner.groupId,
      user_id: owner.id,
      name: `Recipe ${id}`,
      slug: `recipe-${id}`,
      name_normalized: `recipe ${id}`,
      date_added: "2024-01-01",
      created_at: new Date(),
      update_at: new Date(),
    })
    .execute();
}

beforeAll(async () => {
  larder = await createTestApp();
});
afterAll(async () => {
  await larder.close();
});

/** What the stamp and the list-version triggers do, as migrations 0007 and 0006 (and 0015) write it. */
const MOVES_STAMP = "update recipe_summaries set stamp = stamp + 1";
const MOVES_LIST_VERSION = "update groups set recipes_version = recipes_version + 1";
/** Where the stamp itself is kept: read with the recipe, never a source of what it shows. */
const STAMP_TABLE = "recipe_summaries";

/** Every table named after FROM or JOIN: quoted as Kysely writes it, or bare in raw SQL. */
function tablesRead(queries: CompiledQuery[]): string[] {
  const tables = new Set<string>();
  for (const { sql: text } of queries) {
    for (const match of text.matchAll(/\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)"?/gi)) tables.add(match[1] as string);
  }
  return [...tables].sort();
}

interface Trigger {
  table: string;
  /** The statements it runs: the trigger's SQL on SQLite, its function's source on PostgreSQL. */
  body: string;
  /** PostgreSQL: fired once per statement (not per row), and deferred to the commit. */
  perStatement?: boolean;
  deferred?: boolean;
}

async function triggers(): Promise<Trigger[]> {
  const { db, engine } = larder.services.database;
  if (engine === "sqlite") {
    const { rows } = await sql<Trigger>`select tbl_name as "table", sql as body
      from sqlite_master where type = 'trigger'`.execute(db);
    return rows;
  }
  // tgtype bit 0 is FOR EACH ROW.
  const { rows } = await sql<Trigger>`select c.relname as "table", p.prosrc as body,
      (t.tgtype & 1) = 0 as "perStatement", t.tginitdeferred as deferred
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal and n.nspname = current_schema()`.execute(db);
  return rows;
}

async function watchedBy(action: string): Promise<Set<string>> {
  return new Set((await triggers()).filter((trigger) => trigger.body.includes(action)).map((trigger) => trigger.table));
}

describe("the tables recipe queries read", () => {
  it("are each watched by a trigger that moves the recipe's stamp (the full recipe)", async () => {
    const read = tablesRead(RecipesRepository.recipeReadQueries(larder.services.database.db).fullRecipe);
    // The SQL was read: the recipe and its child rows are there.
    expect(read).toEqual(expect.arrayContaining(["recipes", "recipe_ingredients", "foods", "labels", "users"]));
    const watched = await watchedBy(MOVES_STAMP);
    expect(read.filter((table) => table !== STAMP_TABLE && !watched.has(table))).toEqual([]);
  });

  it("are each watched by the stamp's and the list version's triggers (a list item)", async () => {
    const read = tablesRead(RecipesRepository.recipeReadQueries(larder.services.database.db).listItem);
    expect(read).toEqual(expect.arrayContaining(["recipes", "recipes_to_tags", "tags"]));
    const stamped = await watchedBy(MOVES_STAMP);
    const versioned = await watchedBy(MOVES_LIST_VERSION);
    expect(read.filter((table) => !stamped.has(table))).toEqual([]);
    expect(read.filter((table) => !versioned.has(table))).toEqual([]);
  });

  it("are declared as the migrations made their triggers, each with its condition", async () => {
    const all = await triggers();
    const made = (action: string, table: string, conditions: string[]) =>
      all.some(
        (trigger) =>
          trigger.table === table &&
          trigger.body.includes(action) &&
          conditions.some((condition) => trigger.body.includes(condition)),
      );
    // PostgreSQL (migration 0015): a stamp moves once per statement, for the recipes of its changed rows.
    const postgres = larder.services.database.engine === "postgres";
    const stampCondition = (source: (typeof RECIPE_SOURCES)[number]) =>
      postgres ? source.recipeIdsOf("changed") : source.recipes("new");
    const missing = [
      ...RECIPE_SOURCES.filter((source) => !made(MOVES_STAMP, source.table, [stampCondition(source)])),
      ...LIST_PAGE_SOURCES.filter((source) => !made(MOVES_LIST_VERSION, source.table, [source.group("new")])),
    ];
    expect(missing.map((source) => source.table)).toEqual([]);
  });

  // SQLite keeps row triggers and one writer at a time: these two are PostgreSQL's alone.
  if (testEngine() === "postgres") {
    it("on PostgreSQL, move stamps once per statement and the group's version only at the commit", async () => {
      const all = await triggers();
      const stamps = all.filter((trigger) => trigger.body.includes(MOVES_STAMP));
      const versions = all.filter((trigger) => trigger.body.includes(MOVES_LIST_VERSION));
      expect(stamps.filter((trigger) => !trigger.perStatement).map((trigger) => trigger.table)).toEqual([]);
      expect(versions.filter((trigger) => !trigger.deferred).map((trigger) => trigger.table)).toEqual([]);
      // The recipe count is kept on the same row: it is deferred too, or it would hold the row's lock.
      const counts = all.filter((trigger) => trigger.body.includes("recipe_count = recipe_count"));
      expect(counts.map((trigger) => [trigger.table, trigger.deferred])).toEqual([["recipes", true]]);
    });

    it("on PostgreSQL, let writers of one group through at once, each moving the version at its commit", async () => {
      const { db } = larder.services.database;
      const owner = await buildUser(larder);
      const [first, second] = [await buildRecipe(larder, owner), await buildRecipe(larder, owner)];
      const state = async () => {
        const { rows } = await sql<{ version: number; count: number; stamp: number }>`
          select g.recipes_version as version, g.recipe_count as count,
            (select stamp from recipe_summaries where recipe_id = ${first.id}) as stamp
          from groups g where g.id = ${owner.groupId}`.execute(db);
        return rows[0] as { version: number; count: number; stamp: number };
      };
      const before = await state();
      let seenInside: Awaited<ReturnType<typeof state>> | undefined;
      await db.transaction().execute(async (trx) => {
        // Many changed rows of the group in one transaction, one of them a new recipe.
        await trx.updateTable("recipes").set({ description: "changed" }).where("id", "=", first.id).execute();
        await trx
          .insertInto("recipe_ingredients")
          .values(
            [0, 1, 2].map((position) => ({
              recipe_id: first.id,
              position,
              note: `line ${position}`,
              reference_id: randomUUID(),
            })),
          )
          .execute();
        await buildRecipeIn(trx, owner);
        // Another writer of the group is not held up by this open transaction (it failed its lock
        // timeout when the first change took the group's row until the commit).
        await db.transaction().execute(async (other) => {
          await sql`set local lock_timeout = '2s'`.execute(other);
          await other.updateTable("recipes").set({ description: "other" }).where("id", "=", second.id).execute();
        });
        seenInside = await state();
      });
      const after = await state();
      // The other writer's commit moved the version once; this one's stamp was not visible to it yet.
      expect(seenInside).toEqual({ ...before, version: before.version + 1 });
      // This transaction's commit: once more, whatever the number of rows, and one more recipe.
      expect(after.version).toBe(before.version + 2);
      expect(after.count).toBe(before.count + 1);
      expect(after.stamp).toBeGreaterThan(before.stamp);
    });
  }

  it("are those released databases have triggers for: a change needs a new migration", () => {
    // Migrations 0006, 0007 and 0015 ran once on existing databases: they keep these triggers
    // whatever the lists say now. Change a list with a migration that recreates its triggers, then here.
    expect(RECIPE_SOURCES.map((source) => source.table)).toEqual([
      "recipes",
      "recipe_ingredients",
      "recipe_instructions",
      "recipe_notes",
      "recipe_assets",
      "recipe_comments",
      "categories",
      "recipes_to_categories",
      "tags",
      "recipes_to_tags",
      "tools",
      "recipes_to_tools",
      "foods",
      "units",
      "labels",
      "users",
    ]);
    expect(LIST_PAGE_SOURCES.map((source) => source.table)).toEqual([
      "recipes",
      "categories",
      "tags",
      "tools",
      "recipes_to_categories",
      "recipes_to_tags",
      "recipes_to_tools",
    ]);
  });
});
