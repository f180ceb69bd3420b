import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

export interface BulkRecipeRef {
  id: string;
  slug: string;
  userId: string | null;
  locked: boolean;
}

export type BulkOrganizerKind = "categories" | "tags";

export interface BulkSettingsColumns {
  public: boolean;
  show_nutrition: boolean;
  show_assets: boolean;
  landscape_view: boolean;
  disable_comments: boolean;
  disable_amount: boolean;
  locked: boolean;
}

const LINKS = {
  categories: { table: "recipes_to_categories", column: "category_id" },
  tags: { table: "recipes_to_tags", column: "tag_id" },
} as const;

/** Keeps statements under both engines' limits on bound parameters. */
const CHUNK = 500;
function chunks<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) result.push(items.slice(start, start + CHUNK));
  return result;
}

/** Many recipes of one group at once, for bulk actions; it cannot touch another group's recipes. */
export class BulkRecipesRepository {
  constructor(
    private readonly db: Kysely<Database>,
    readonly groupId: string,
  ) {}

  /** The group's recipes among these slugs; slugs of other groups' recipes find nothing. */
  async findBySlugs(slugs: string[]): Promise<BulkRecipeRef[]> {
    const found: BulkRecipeRef[] = [];
    for (const part of chunks([...new Set(slugs)])) {
      const rows = await this.db
        .selectFrom("recipes")
        .select(["id", "slug", "user_id", "locked"])
        .where("group_id", "=", this.groupId)
        .where("slug", "in", part)
        .execute();
      found.push(...rows.map((row) => ({ id: row.id, slug: row.slug, userId: row.user_id, locked: row.locked })));
    }
    return found;
  }

  /** Adds the organizers to the recipes; links that exist already stay as they are. */
  async addOrganizerLinks(kind: BulkOrganizerKind, recipeIds: string[], organizerIds: string[]): Promise<void> {
    const { table, column } = LINKS[kind];
    const pairs = recipeIds.flatMap((recipe_id) =>
      organizerIds.map((organizerId) => ({ recipe_id, [column]: organizerId })),
    );
    for (const part of chunks(pairs)) {
      await this.db
        .insertInto(table as "recipes_to_tags")
        .values(part as { recipe_id: string; tag_id: string }[])
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
    await this.touch(recipeIds);
  }

  async updateSettings(recipeIds: string[], columns: BulkSettingsColumns): Promise<void> {
    const now = new Date();
    for (const part of chunks(recipeIds)) {
      await this.db
        .updateTable("recipes")
        .set({ ...columns, date_updated: now, update_at: now })
        .where("group_id", "=", this.groupId)
        .where("id", "in", part)
        .execute();
    }
  }

  private async touch(recipeIds: string[]): Promise<void> {
    const now = new Date();
    for (const part of chunks(recipeIds)) {
      await this.db
        .updateTable("recipes")
        .set({ date_updated: now, update_at: now })
        .where("group_id", "=", this.groupId)
        .where("id", "in", part)
        .execute();
    }
  }
}
