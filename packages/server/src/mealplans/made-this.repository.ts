import type { Kysely } from "kysely";
import type { Database, MealPlanEntriesTable } from "../db/schema.js";

/** Who a "made this" event is written in the name of. */
export interface Cook {
  id: string;
  /** The full name, or the username of someone without one. */
  name: string;
}

/** A plan entry of the day with a recipe, whose "made this" event is still to be written. */
export interface PlannedMeal {
  entryId: number;
  groupId: string;
  recipeId: string;
  entryType: MealPlanEntriesTable["entry_type"];
  /** The member who planned it; null when the entry has none, or it is no longer in the group. */
  cook: Cook | null;
}

/**
 * The daily "made this" job's reads and marks, across every group: the job runs for the whole
 * server. Entries are matched only with recipes and members of their own group.
 */
export class MadeThisRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Entries planned on `day` (yyyy-MM-dd) with a recipe, not yet marked as made that day. */
  async plannedMealsOn(day: string): Promise<PlannedMeal[]> {
    const rows = await this.db
      .selectFrom("meal_plan_entries as entry")
      .innerJoin("recipes", (join) =>
        join.onRef("recipes.id", "=", "entry.recipe_id").onRef("recipes.group_id", "=", "entry.group_id"),
      )
      .leftJoin("users as planner", (join) =>
        join.onRef("planner.id", "=", "entry.user_id").onRef("planner.group_id", "=", "entry.group_id"),
      )
      .select([
        "entry.id",
        "entry.group_id",
        "recipes.id as recipe_id",
        "entry.entry_type",
        "planner.id as planner_id",
        "planner.full_name as planner_full_name",
        "planner.username as planner_username",
      ])
      .where("entry.date", "=", day)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("meal_plan_made_this as made")
              .select("made.entry_id")
              .whereRef("made.entry_id", "=", "entry.id")
              .where("made.date", "=", day),
          ),
        ),
      )
      .orderBy("entry.id")
      .execute();
    return rows.map((row) => ({
      entryId: row.id,
      groupId: row.group_id,
      recipeId: row.recipe_id,
      entryType: row.entry_type,
      cook:
        row.planner_id && row.planner_username
          ? { id: row.planner_id, name: row.planner_full_name || row.planner_username }
          : null,
    }));
  }

  /** Who stands in for an entry planned by no member: the group's oldest administrator, else its oldest member. */
  async standIn(groupId: string): Promise<Cook | undefined> {
    const row = await this.db
      .selectFrom("users")
      .select(["id", "full_name", "username"])
      .where("group_id", "=", groupId)
      .orderBy("admin", "desc")
      .orderBy("created_at")
      .orderBy("id")
      .limit(1)
      .executeTakeFirst();
    return row && { id: row.id, name: row.full_name || row.username };
  }

  /** Marks the entry as made on `day`; false when it already was (another run wrote its event). */
  async markMade(entryId: number, day: string): Promise<boolean> {
    const rows = await this.db
      .insertInto("meal_plan_made_this")
      .values({ entry_id: entryId, date: day })
      .onConflict((conflict) => conflict.columns(["entry_id", "date"]).doNothing())
      .returning("entry_id")
      .execute();
    return rows.length > 0;
  }
}
