import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

/** The one read the live view of a list needs: whether the list is the group's. */
export class ShoppingListEventsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly groupId: string,
  ) {}

  /** The list's id as stored, when the group has a list by that id. */
  async findListId(listId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom("shopping_lists")
      .select("id")
      .where("id", "=", listId)
      .where("group_id", "=", this.groupId)
      .executeTakeFirst();
    return row?.id;
  }
}
