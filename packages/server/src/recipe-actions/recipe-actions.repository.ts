import { randomUUID } from "node:crypto";
import type { Paginated, RecipeActionListQuery } from "@larder/shared";
import type { Kysely, Selectable } from "kysely";
import { paginate } from "../db/paginate.js";
import { type FilterFields, queryFilterCondition } from "../db/query-filter.js";
import type { Database, RecipeActionsTable } from "../db/schema.js";

export type RecipeActionRow = Selectable<RecipeActionsTable>;
/** What `queryFilter` may name. */
const FILTER_FIELDS: FilterFields = {
  id: { type: "uuid", column: "recipe_actions.id" },
  actionType: { type: "string", column: "recipe_actions.action_type" },
  title: { type: "string", column: "recipe_actions.title" },
  url: { type: "string", column: "recipe_actions.url" },
  createdAt: { type: "datetime", column: "recipe_actions.created_at" },
  updateAt: { type: "datetime", column: "recipe_actions.update_at" },
};

export type RecipeActionFields = Pick<RecipeActionRow, "action_type" | "title" | "url">;

/** The recipe actions of one group. Built with that group's id: it cannot reach another group's. */
export class RecipeActionsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    readonly groupId: string,
  ) {}

  private actions() {
    return this.db.selectFrom("recipe_actions").where("recipe_actions.group_id", "=", this.groupId);
  }

  list(query: RecipeActionListQuery): Promise<Paginated<RecipeActionRow>> {
    let actions = this.actions();
    if (query.queryFilter) actions = actions.where(queryFilterCondition(query.queryFilter, FILTER_FIELDS));
    return paginate(actions, (q) => q.selectAll("recipe_actions"), query, {
      orderable: {
        title: { column: "recipe_actions.title", text: true },
        actionType: { column: "recipe_actions.action_type" },
        url: { column: "recipe_actions.url", text: true },
        createdAt: { column: "recipe_actions.created_at" },
        updateAt: { column: "recipe_actions.update_at" },
      },
      defaultOrderBy: "createdAt",
      path: "/groups/recipe-actions",
      tieBreaker: "recipe_actions.id",
    });
  }

  find(id: string): Promise<RecipeActionRow | undefined> {
    return this.actions().selectAll().where("id", "=", id).executeTakeFirst();
  }

  async create(fields: RecipeActionFields): Promise<RecipeActionRow> {
    const now = new Date();
    const row: RecipeActionRow = {
      id: randomUUID(),
      group_id: this.groupId,
      ...fields,
      created_at: now,
      update_at: now,
    };
    await this.db.insertInto("recipe_actions").values(row).execute();
    return row;
  }

  /** False when the group has no such action. */
  async update(id: string, fields: RecipeActionFields): Promise<boolean> {
    const result = await this.db
      .updateTable("recipe_actions")
      .set({ ...fields, update_at: new Date() })
      .where("id", "=", id)
      .where("group_id", "=", this.groupId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom("recipe_actions").where("id", "=", id).where("group_id", "=", this.groupId).execute();
  }
}
