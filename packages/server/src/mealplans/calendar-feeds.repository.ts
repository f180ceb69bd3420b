import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

/** Members' calendar-feed secrets. Server-wide: a calendar app presents only the token. */
export class CalendarFeedsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async tokenOf(userId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom("meal_plan_feeds")
      .select("token")
      .where("user_id", "=", userId)
      .executeTakeFirst();
    return row?.token;
  }

  /** Gives the user this token, replacing any earlier one. */
  async replace(userId: string, token: string): Promise<void> {
    await this.db.deleteFrom("meal_plan_feeds").where("user_id", "=", userId).execute();
    await this.db.insertInto("meal_plan_feeds").values({ user_id: userId, token, created_at: new Date() }).execute();
  }

  async remove(userId: string): Promise<void> {
    await this.db.deleteFrom("meal_plan_feeds").where("user_id", "=", userId).execute();
  }

  /** The holder of a token and their group, while the account exists. */
  findByToken(token: string): Promise<{ user_id: string; group_id: string } | undefined> {
    return this.db
      .selectFrom("meal_plan_feeds as feed")
      .innerJoin("users", "users.id", "feed.user_id")
      .select(["feed.user_id", "users.group_id"])
      .where("feed.token", "=", token)
      .executeTakeFirst();
  }
}
