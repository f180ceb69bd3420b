import { type Kysely, sql } from "kysely";
import type { Engine } from "../database.js";

/**
 * Indexes that make recipe search fast on large libraries. `recipes.search_text` is already folded
 * (accents removed, lower case), so both engines only need substring matching on it:
 * - SQLite: an FTS5 trigram index, kept in step with `recipes` by triggers. FTS rows need integer
 *   ids that VACUUM never renumbers, which `recipes` (TEXT primary key) does not have, so
 *   `recipes_fts_rows` gives each recipe one.
 * - PostgreSQL: a pg_trgm GIN index, which LIKE '%word%' uses. Without the extension (no right to
 *   create it, or a server without contrib) search still works, by scanning.
 */
export function recipeSearch(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (engine === "sqlite") await sqliteTrigramIndex(db);
      else await postgresTrigramIndex(db);
    },
  };
}

async function sqliteTrigramIndex(db: Kysely<unknown>): Promise<void> {
  await sql`create table recipes_fts_rows (
    id integer primary key,
    recipe_id text not null unique
  )`.execute(db);
  // Contentless: the text stays in recipes.search_text; the index answers "which rows contain this".
  await sql`create virtual table recipes_fts using fts5(
    search_text, content = '', contentless_delete = 1, tokenize = 'trigram'
  )`.execute(db);
  await sql`create trigger recipes_fts_insert after insert on recipes begin
    insert into recipes_fts_rows (recipe_id) values (new.id);
    insert into recipes_fts (rowid, search_text)
      select id, new.search_text from recipes_fts_rows where recipe_id = new.id;
  end`.execute(db);
  await sql`create trigger recipes_fts_update after update of id, search_text on recipes
    when old.search_text is not new.search_text or old.id is not new.id begin
    delete from recipes_fts where rowid = (select id from recipes_fts_rows where recipe_id = old.id);
    update recipes_fts_rows set recipe_id = new.id where recipe_id = old.id;
    insert into recipes_fts (rowid, search_text)
      select id, new.search_text from recipes_fts_rows where recipe_id = new.id;
  end`.execute(db);
  await sql`create trigger recipes_fts_delete after delete on recipes begin
    delete from recipes_fts where rowid = (select id from recipes_fts_rows where recipe_id = old.id);
    delete from recipes_fts_rows where recipe_id = old.id;
  end`.execute(db);
  // Search results are counted and ranked by these columns alone, without reading each recipe's row.
  await sql`create index recipes_search_candidates_idx
    on recipes (id, group_id, public, name_normalized, created_at)`.execute(db);
  await sql`insert into recipes_fts_rows (recipe_id) select id from recipes`.execute(db);
  await sql`insert into recipes_fts (rowid, search_text)
    select recipes_fts_rows.id, recipes.search_text
    from recipes_fts_rows join recipes on recipes.id = recipes_fts_rows.recipe_id`.execute(db);
}

async function postgresTrigramIndex(db: Kysely<unknown>): Promise<void> {
  const schema = await trigramExtensionSchema(db);
  if (!schema) {
    console.warn(
      "Larder: the PostgreSQL extension pg_trgm is not available, so recipe search runs without its index " +
        "(slower on large libraries). A superuser can add it: CREATE EXTENSION pg_trgm; CREATE INDEX " +
        "recipes_search_text_trgm_idx ON recipes USING gin (search_text gin_trgm_ops) WITH (fastupdate = off);",
    );
    return;
  }
  // The operator class is qualified: each installation (and each test schema) may have a search_path
  // that does not include the extension's schema. Without fastupdate, writes update the index at
  // once instead of queueing entries that every search scans until the next vacuum.
  await sql`create index recipes_search_text_trgm_idx on recipes
    using gin (search_text ${sql.id(schema)}.gin_trgm_ops) with (fastupdate = off)`.execute(db);
}

/**
 * The schema holding pg_trgm, creating the extension when it is missing. It goes into `public` when
 * possible, so that dropping one installation's schema never drops an extension others use. Another
 * instance may create it at the same moment: the loser of that race finds the winner's.
 */
async function trigramExtensionSchema(db: Kysely<unknown>): Promise<string | undefined> {
  const installedIn = async () => {
    const { rows } = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname = 'pg_trgm'`.execute(db);
    return rows[0]?.schema;
  };
  const existing = await installedIn();
  if (existing) return existing;
  for (const statement of [
    sql`create extension if not exists pg_trgm with schema public`,
    sql`create extension if not exists pg_trgm`,
  ]) {
    if (await attempt(db, statement)) break;
  }
  return installedIn();
}

/** Runs a statement that may fail without failing the migration's transaction (if there is one). */
async function attempt(db: Kysely<unknown>, statement: ReturnType<typeof sql>): Promise<boolean> {
  if (db.isTransaction) await sql`savepoint larder_attempt`.execute(db);
  try {
    await statement.execute(db);
    if (db.isTransaction) await sql`release savepoint larder_attempt`.execute(db);
    return true;
  } catch {
    if (db.isTransaction) await sql`rollback to savepoint larder_attempt`.execute(db);
    return false;
  }
}
