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

/** Which group's folder holds a recipe's files: the public media routes know only the recipe's id. */
export class RecipeFilesLocator {
  constructor(private readonly db: Kysely<Database>) {}

  async groupOf(recipeId: string): Promise<string | undefined> {
    const row = await this.db.selectFrom("recipes").select("group_id").where("id", "=", recipeId).executeTakeFirst();
    return row?.group_id;
  }
}
