import { type Kysely, sql } from "kysely";
import type { Engine } from "../database.js";

/**
 * SQLite: the trigram index of recipe search (0003) is written in batches. Its triggers indexed each
 * recipe inside the recipe's own transaction, and FTS5 writes a new index segment (and merges older
 * ones) at every commit: about 0.35 ms of a recipe's write for a few hundred trigrams, most of it in
 * the commit. The triggers now only queue the recipe's index row in `recipes_fts_queue`; the queue is
 * indexed many recipes to a segment before any search reads the index, and from a timer while
 * writes arrive (`recipes/list/search-index.repository.ts`). The queue is a table, so a recipe
 * committed before a crash is indexed after it.
 *
 * `indexed` says whether the index may hold an older text under that row id (a recipe changed or
 * deleted): that entry is deleted first. A row id freed by a deletion and taken by a new recipe keeps
 * the flag of its first queuing, so the old entry still goes.
 *
 * PostgreSQL keeps its GIN index in step within each write (0018).
 */
export function recipeSearchQueue(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (engine !== "sqlite") return;
      await sql`create table recipes_fts_queue (
        row_id integer primary key,
        indexed integer not null
      )`.execute(db);
      await sql`drop trigger recipes_fts_insert`.execute(db);
      await sql`drop trigger recipes_fts_update`.execute(db);
      await sql`drop trigger recipes_fts_delete`.execute(db);
      await sql`create trigger recipes_fts_insert after insert on recipes begin
        insert into recipes_fts_rows (recipe_id) values (new.id);
        insert or ignore into recipes_fts_queue (row_id, indexed)
          select id, 0 from recipes_fts_rows where recipe_id = new.id;
      end`.execute(db);
      await sql`create trigger recipes_fts_update after update of id, search_text on recipes
        when old.search_text is not new.search_text or old.id is not new.id begin
        update recipes_fts_rows set recipe_id = new.id where recipe_id = old.id;
        insert or ignore into recipes_fts_queue (row_id, indexed)
          select id, 1 from recipes_fts_rows where recipe_id = new.id;
      end`.execute(db);
      await sql`create trigger recipes_fts_delete after delete on recipes begin
        insert or ignore into recipes_fts_queue (row_id, indexed)
          select id, 1 from recipes_fts_rows where recipe_id = old.id;
        delete from recipes_fts_rows where recipe_id = old.id;
      end`.execute(db);
    },
  };
}
