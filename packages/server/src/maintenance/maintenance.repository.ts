import { sql } from "kysely";
import type { Database } from "../db/schema.js";
import type { Executor } from "../db/transactions.js";

/** Ids per query: well under both engines' limits on parameters. */
const CHUNK = 500;

export interface ServerCounts {
  users: number;
  groups: number;
  recipes: number;
  apiTokens: number;
  shoppingLists: number;
  shoppingListItems: number;
  categories: number;
  cookbooks: number;
  tags: number;
  tools: number;
}

/** What the maintenance screen asks the database: which files still belong to a row, and the server's totals. */
export class MaintenanceRepository {
  constructor(private readonly db: Executor) {}

  /** Of these recipe ids, those that exist, each with its group. */
  async existingRecipes(ids: readonly string[]): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    for (let start = 0; start < ids.length; start += CHUNK) {
      const rows = await this.db
        .selectFrom("recipes")
        .select(["id", "group_id"])
        .where("id", "in", ids.slice(start, start + CHUNK))
        .execute();
      for (const row of rows) found.set(row.id, row.group_id);
    }
    return found;
  }

  /** Of these timeline event ids, those that exist, each with its recipe. */
  async existingTimelineEvents(ids: readonly string[]): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    for (let start = 0; start < ids.length; start += CHUNK) {
      const rows = await this.db
        .selectFrom("timeline_events")
        .select(["id", "recipe_id"])
        .where("id", "in", ids.slice(start, start + CHUNK))
        .execute();
      for (const row of rows) found.set(row.id, row.recipe_id);
    }
    return found;
  }

  async counts(): Promise<ServerCounts> {
    const count = async (table: keyof Database) => {
      const { rows } = await sql<{ n: string | number }>`select count(*) as n from ${sql.table(table)}`.execute(
        this.db,
      );
      return Number(rows[0]?.n ?? 0);
    };
    const [users, groups, recipes, apiTokens, shoppingLists, shoppingListItems, categories, cookbooks, tags, tools] =
      await Promise.all([
        count("users"),
        count("groups"),
        count("recipes"),
        count("api_tokens"),
        count("shopping_lists"),
        count("shopping_list_items"),
        count("categories"),
        count("cookbooks"),
        count("tags"),
        count("tools"),
      ]);
    return { users, groups, recipes, apiTokens, shoppingLists, shoppingListItems, categories, cookbooks, tags, tools };
  }
}
