import type { Insertable, Kysely, Selectable, Updateable } from "kysely";
import { sql } from "kysely";
import type { Database, UsersTable } from "../db/schema.js";

export type UserRow = Selectable<UsersTable>;
export type UserWithGroup = UserRow & { group_name: string; group_slug: string };

/** Server-wide user lookups: sign-in must find an account before its group is known. */
export class UsersRepository {
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

  /** Finds an account by username or e-mail, ignoring case. */
  findByLogin(identifier: string): Promise<UserRow | undefined> {
    const lowered = identifier.trim().toLowerCase();
    return this.db
      .selectFrom("users")
      .selectAll()
      .where((eb) => eb.or([eb(sql`lower(username)`, "=", lowered), eb("email", "=", lowered)]))
      .executeTakeFirst();
  }

  async usernameTaken(username: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("users")
      .select("id")
      .where(sql`lower(username)`, "=", username.trim().toLowerCase())
      .executeTakeFirst();
    return row !== undefined;
  }

  async emailTaken(email: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", email.trim().toLowerCase())
      .executeTakeFirst();
    return row !== undefined;
  }

  async create(user: Insertable<UsersTable>, db: Kysely<Database> = this.db): Promise<void> {
    await db
      .insertInto("users")
      .values({ ...user, email: user.email.toLowerCase() })
      .execute();
  }

  async update(id: string, changes: Updateable<UsersTable>): Promise<void> {
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
  async defaultAccountUnchanged(email: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("users")
      .select("uses_default_password")
      .where("email", "=", email.toLowerCase())
      .executeTakeFirst();
    return row?.uses_default_password ?? false;
  }
}
