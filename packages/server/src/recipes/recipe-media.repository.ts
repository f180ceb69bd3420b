import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

/** A group's recipes as far as their image and attached files go; it cannot change another group's recipe. */
export class RecipeMediaRepository {
  constructor(
    private readonly db: Kysely<Database>,
    readonly groupId: string,
  ) {}

  async setImage(recipeId: string, image: string | null): Promise<void> {
    const now = new Date();
    await this.db
      .updateTable("recipes")
      .set({ image, date_updated: now, update_at: now })
      .where("id", "=", recipeId)
      .where("group_id", "=", this.groupId)
      .execute();
  }

  /**
   * Records an uploaded file on the recipe: a file name already listed gets the new name and icon,
   * any other is appended after the last asset.
   */
  async saveAsset(recipeId: string, asset: { name: string; icon: string; fileName: string }): Promise<void> {
    const owned = await this.db
      .selectFrom("recipes")
      .select("id")
      .where("id", "=", recipeId)
      .where("group_id", "=", this.groupId)
      .executeTakeFirst();
    if (!owned) return;
    const existing = await this.db
      .selectFrom("recipe_assets")
      .select("id")
      .where("recipe_id", "=", recipeId)
      .where("file_name", "=", asset.fileName)
      .executeTakeFirst();
    if (existing) {
      await this.db
        .updateTable("recipe_assets")
        .set({ name: asset.name, icon: asset.icon })
        .where("id", "=", existing.id)
        .execute();
      return;
    }
    const last = await this.db
      .selectFrom("recipe_assets")
      .select((eb) => eb.fn.max("position").as("position"))
      .where("recipe_id", "=", recipeId)
      .executeTakeFirst();
    const position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
    await this.db
      .insertInto("recipe_assets")
      .values({ recipe_id: recipeId, position, name: asset.name, icon: asset.icon, file_name: asset.fileName })
      .execute();
    await this.db.updateTable("recipes").set({ update_at: new Date() }).where("id", "=", recipeId).execute();
  }
}

/** Where a recipe's files are and who may see the recipe: the media routes know only the recipe's id. */
export interface RecipeFilesPlace {
  /** The group whose folder holds the files. */
  groupId: string;
  /** Visitors may read the recipe: it is public, in a group that is neither private nor keeps its recipes to itself. */
  openToVisitors: boolean;
}

/** The one recipe lookup across groups that the media routes need, before anyone knows the recipe's group. */
export class RecipeFilesLocator {
  constructor(private readonly db: Kysely<Database>) {}

  async locate(recipeId: string): Promise<RecipeFilesPlace | undefined> {
    const row = await this.db
      .selectFrom("recipes")
      .leftJoin("group_preferences", "group_preferences.group_id", "recipes.group_id")
      .select([
        "recipes.group_id",
        "recipes.public",
        "group_preferences.private_group",
        "group_preferences.recipe_public",
      ])
      .where("recipes.id", "=", recipeId)
      .executeTakeFirst();
    if (!row) return undefined;
    // The rules of the explore pages (explore/public-group.ts): a group without preferences is private.
    const openToVisitors = row.public === true && row.private_group === false && row.recipe_public === true;
    return { groupId: row.group_id, openToVisitors };
  }
}
