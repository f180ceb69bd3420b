import type { Paginated, PaginationQuery } from "@larder/shared";
import type { CompiledQuery, Insertable, Kysely, Selectable, Updateable } from "kysely";
import { sql } from "kysely";
import { paginate } from "../db/paginate.js";
import type { Database, UsersTable } from "../db/schema.js";
import { atomically } from "../db/transactions.js";
import { recomputeRecipeRatings } from "../ratings/recipe-ratings.js";

export type UserRow = Selectable<UsersTable>;
export type UserChanges = Updateable<UsersTable>;
export type UserWithGroup = UserRow & { group_name: string; group_slug: string };

/** Stand-ins compiled into `findBySession`'s query; no user or session id looks like these. */
const SESSION_LOOKUP = { user: "\u0000user", session: "\u0000session" } as const;

/** Server-wide user lookups: sign-in must find an account before its group is known. */
export class UsersRepository {
  #sessionLookup: CompiledQuery<UserWithGroup> | undefined;

  constructor(private readonly db: Kysely<Database>) {}

  private withGroup() {
    return this.db
      .selectFrom("users")
      .innerJoin("groups", "groups.id", "users.group_id")
      .selectAll("users")
      .select(["groups.name as group_name", "groups.slug as group_slug"]);
  }

  findById(id: string): Promise<UserWithGroup | undefined> {
    return this.withGroup().where("users.id", "=", id).executeTakeFirst();
  }

  /**
   * The user of a session that is still on record: the one read every request signed by a session
   * token makes (three primary-key lookups: the session, its user, their group). The whole account
   * is read: `GET /users/self`, which clients ask for on every page, shows the caller this row
   * instead of reading it again (`accountOf`).
   */
  async findBySession(userId: string, sessionId: string): Promise<UserWithGroup | undefined> {
    const template = this.sessionLookup();
    const values: Record<string, string> = { [SESSION_LOOKUP.user]: userId, [SESSION_LOOKUP.session]: sessionId };
    const parameters = template.parameters.map((parameter) => values[parameter as string] ?? parameter);
    const { rows } = await this.db.executeQuery<UserWithGroup>({ ...template, parameters });
    return rows[0];
  }

  /**
   * `findBySession`'s query, compiled once with stand-ins for its values: building and compiling it
   * took as long as running it on SQLite, and it runs on every request.
   */
  private sessionLookup(): CompiledQuery<UserWithGroup> {
    this.#sessionLookup ??= this.withGroup()
      .innerJoin("user_sessions", "user_sessions.user_id", "users.id")
      .where("user_sessions.id", "=", SESSION_LOOKUP.session)
      .where("users.id", "=", SESSION_LOOKUP.user)
      .compile();
    return this.#sessionLookup;
  }

  findByEmail(email: string): Promise<UserWithGroup | undefined> {
    return this.withGroup().where("users.email", "=", email.trim().toLowerCase()).executeTakeFirst();
  }

  /** Every account of the server, a page at a time (administration). */
  list(query: PaginationQuery): Promise<Paginated<UserWithGroup>> {
    return paginate(
      this.db.selectFrom("users").innerJoin("groups", "groups.id", "users.group_id"),
      (q) => q.selectAll("users").select(["groups.name as group_name", "groups.slug as group_slug"]),
      query,
      {
        orderable: {
          username: { column: "users.username", text: true },
          fullName: { column: "users.full_name", text: true },
          email: { column: "users.email", text: true },
          group: { column: "groups.name", text: true },
          createdAt: { column: "users.created_at" },
          updateAt: { column: "users.update_at" },
        },
        defaultOrderBy: "username:asc",
        path: "/admin/users",
        tieBreaker: "users.id",
      },
    );
  }

  /** Finds an account by username or e-mail, ignoring case. */
  findByLogin(identifier: string): Promise<UserRow | undefined> {
    const lowered = identifier.trim().toLowerCase();
    return this.db
      .selectFrom("users")
      .selectAll()
      .where((eb) => eb.or([eb(sql`lower(username)`, "=", lowered), eb("email", "=", lowered)]))
      .executeTakeFirst();
  }

  /** Whether another account (not `exceptUserId`) already has this username, ignoring case. */
  async usernameTaken(username: string, exceptUserId?: string): Promise<boolean> {
    let query = this.db
      .selectFrom("users")
      .select("id")
      .where(sql`lower(username)`, "=", username.trim().toLowerCase());
    if (exceptUserId) query = query.where("id", "<>", exceptUserId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async emailTaken(email: string, exceptUserId?: string): Promise<boolean> {
    let query = this.db.selectFrom("users").select("id").where("email", "=", email.trim().toLowerCase());
    if (exceptUserId) query = query.where("id", "<>", exceptUserId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async countAll(): Promise<number> {
    const row = await this.db
      .selectFrom("users")
      .select(sql<number | string>`count(*)`.as("count"))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async countAdmins(): Promise<number> {
    const row = await this.db
      .selectFrom("users")
      .select(sql<number | string>`count(*)`.as("count"))
      .where("admin", "=", true)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Deletes an account; its ratings go with it, so the averages they counted in are recomputed. */
  async delete(id: string): Promise<void> {
    await atomically(this.db, async (trx) => {
      const rated = await trx.selectFrom("user_ratings").select("recipe_id").where("user_id", "=", id).execute();
      await trx.deleteFrom("users").where("id", "=", id).execute();
      await recomputeRecipeRatings(
        trx,
        rated.map((row) => row.recipe_id),
      );
    });
  }

  /** Lifts sign-in locks: all of them, or only those locked before `lockedBefore`. Returns how many. */
  async unlock(lockedBefore: Date | null): Promise<number> {
    let query = this.db
      .updateTable("users")
      .set({ locked_at: null, login_attempts: 0, update_at: new Date() })
      .where("locked_at", "is not", null);
    if (lockedBefore) query = query.where("locked_at", "<", lockedBefore);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async create(user: Insertable<UsersTable>): Promise<void> {
    // Services check uniqueness ignoring case; the unique indexes still stop an exact duplicate that races past.
    await this.db
      .insertInto("users")
      .values({ ...user, email: user.email.toLowerCase() })
      .execute();
  }

  async update(id: string, changes: UserChanges): Promise<void> {
    await this.db
      .updateTable("users")
      .set({ ...changes, update_at: new Date() })
      .where("id", "=", id)
      .execute();
  }

  /** Counts a failed sign-in atomically and returns the new count. */
  async recordFailedLogin(id: string): Promise<number> {
    const row = await this.db
      .updateTable("users")
      .set((eb) => ({ login_attempts: eb("login_attempts", "+", 1) }))
      .where("id", "=", id)
      .returning("login_attempts")
      .executeTakeFirstOrThrow();
    return row.login_attempts;
  }

  /** True while the default admin account still exists with the default password. */
  /** Whether some account has this e-mail (stored in lower case). */
  async emailInUse(email: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", email.toLowerCase())
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Whether an administrator still signs in with the password the server was started with. */
  async defaultPasswordInUse(): Promise<boolean> {
    const row = await this.db
      .selectFrom("users")
      .select("id")
      .where("uses_default_password", "=", true)
      .where("admin", "=", true)
      .executeTakeFirst();
    return row !== undefined;
  }
}
