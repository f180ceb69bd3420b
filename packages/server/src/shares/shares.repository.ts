import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Database, RecipeShareTokensTable } from "../db/schema.js";
import { isUuid } from "../db/uuid.js";

export type ShareTokenRow = Selectable<RecipeShareTokensTable>;

/** One group's share links. Built with that group's id: it cannot see or remove another group's. */
export class ShareTokensRepository {
  constructor(
    private readonly db: Kysely<Database>,
    readonly groupId: string,
  ) {}

  /** The group's links, newest first; those of one recipe when it is named. */
  list(recipeId?: string): Promise<ShareTokenRow[]> {
    let query = this.db.selectFrom("recipe_share_tokens").selectAll().where("group_id", "=", this.groupId);
    if (recipeId) query = query.where("recipe_id", "=", recipeId);
    return query.orderBy("created_at", "desc").orderBy("id").execute();
  }

  find(id: string): Promise<ShareTokenRow | undefined> {
    return this.db
      .selectFrom("recipe_share_tokens")
      .selectAll()
      .where("id", "=", id)
      .where("group_id", "=", this.groupId)
      .executeTakeFirst();
  }

  async create(recipeId: string, expiresAt: Date): Promise<ShareTokenRow> {
    const now = new Date();
    const row: ShareTokenRow = {
      id: randomUUID(),
      group_id: this.groupId,
      recipe_id: recipeId,
      expires_at: expiresAt,
      created_at: now,
      update_at: now,
    };
    await this.db.insertInto("recipe_share_tokens").values(row).execute();
    return row;
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom("recipe_share_tokens").where("id", "=", id).where("group_id", "=", this.groupId).execute();
  }
}

/** The one lookup that crosses groups: a visitor holding a link, before anyone knows its group. */
export class SharedRecipeLinks {
  constructor(private readonly db: Kysely<Database>) {}

  /** The link if it exists and has not expired at `now`. */
  async findLive(id: string, now: Date): Promise<ShareTokenRow | undefined> {
    // A token that is not even a UUID is as unknown as a missing one (and PostgreSQL would refuse to compare it).
    if (!isUuid(id)) return undefined;
    return this.db
      .selectFrom("recipe_share_tokens")
      .selectAll()
      .where("id", "=", id)
      .where("expires_at", ">", now)
      .executeTakeFirst();
  }
}
