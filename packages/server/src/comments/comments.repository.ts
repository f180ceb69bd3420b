import { randomUUID } from "node:crypto";
import type { Paginated, PaginationQuery } from "@larder/shared";
import type { Kysely, Selectable } from "kysely";
import { paginate } from "../db/paginate.js";
import { type FilterFields, queryFilterCondition } from "../db/query-filter.js";
import type { Database, RecipeCommentsTable } from "../db/schema.js";

/** A comment with its author's public summary. */
export type CommentRow = Selectable<RecipeCommentsTable> & { username: string; admin: boolean };

/** What a comment `queryFilter` may name. */
const FILTER_FIELDS: FilterFields = {
  id: { type: "uuid", column: "recipe_comments.id" },
  recipeId: { type: "uuid", column: "recipe_comments.recipe_id" },
  userId: { type: "uuid", column: "recipe_comments.user_id" },
  text: { type: "string", column: "recipe_comments.text" },
  createdAt: { type: "datetime", column: "recipe_comments.created_at" },
  updateAt: { type: "datetime", column: "recipe_comments.update_at" },
  "user.username": { type: "string", column: "users.username" },
  "recipe.slug": { type: "string", column: "recipes.slug" },
};

/**
 * The comments on one group's recipes. Comments carry no group of their own: every query goes
 * through the recipe, so a comment on another group's recipe cannot be seen, changed or deleted.
 */
export class CommentsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    readonly groupId: string,
  ) {}

  private comments() {
    return this.db
      .selectFrom("recipe_comments")
      .innerJoin("recipes", "recipes.id", "recipe_comments.recipe_id")
      .innerJoin("users", "users.id", "recipe_comments.user_id")
      .where("recipes.group_id", "=", this.groupId);
  }

  private withAuthor<Q extends ReturnType<CommentsRepository["comments"]>>(query: Q) {
    // `admin` keeps its column name so that SQLite's 0/1 is read back as a boolean.
    return query.selectAll("recipe_comments").select(["users.username", "users.admin"]);
  }

  /** A page of comments; `queryFilter` narrows it (a malformed or unknown filter is a 400). */
  list(query: PaginationQuery, queryFilter?: string): Promise<Paginated<CommentRow>> {
    let base = this.comments();
    if (queryFilter?.trim()) base = base.where(queryFilterCondition(queryFilter, FILTER_FIELDS));
    return paginate(base, (q) => this.withAuthor(q), query, {
      orderable: {
        createdAt: { column: "recipe_comments.created_at" },
        updateAt: { column: "recipe_comments.update_at" },
        text: { column: "recipe_comments.text", text: true },
      },
      defaultOrderBy: "createdAt",
      path: "/comments",
      linkParams: { queryFilter },
      tieBreaker: "recipe_comments.id",
    }) as Promise<Paginated<CommentRow>>;
  }

  /** A recipe's comments, oldest first: read as a conversation. */
  forRecipe(recipeId: string): Promise<CommentRow[]> {
    return this.withAuthor(this.comments().where("recipe_comments.recipe_id", "=", recipeId))
      .orderBy("recipe_comments.created_at")
      .orderBy("recipe_comments.id")
      .execute();
  }

  find(id: string): Promise<CommentRow | undefined> {
    return this.withAuthor(this.comments().where("recipe_comments.id", "=", id)).executeTakeFirst();
  }

  async create(recipeId: string, userId: string, text: string): Promise<string> {
    const now = new Date();
    const id = randomUUID();
    await this.db
      .insertInto("recipe_comments")
      .values({ id, recipe_id: recipeId, user_id: userId, text, created_at: now, update_at: now })
      .execute();
    return id;
  }

  /** Callers have found the comment through the group first; the id alone then names it. */
  async updateText(id: string, text: string): Promise<void> {
    await this.db.updateTable("recipe_comments").set({ text, update_at: new Date() }).where("id", "=", id).execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom("recipe_comments").where("id", "=", id).execute();
  }
}
