import { describe, expect, it } from "vitest";
import { verifyPassword } from "../../auth/passwords.js";
import { latestSchemaVersion } from "../../db/migrations/index.js";
import { type ArchiveLimits, BadArchive, ZipReader, zipInMemory } from "../../exports/zip.js";
import {
  backupDatabase,
  enrichedBackup,
  KNOWN_PASSWORD,
  readSharedBackup,
  sharedBackupsSkipped,
  sharedMealieBackups,
} from "../../test-support/mealie-backups.js";
import { TEST_ARCHIVE_LIMITS } from "../../test-support/migration-archives.js";
import { mealieBackupRoot, mealieBackupSnapshot } from "./mealie-backup.js";
import { mealieTimestamp, mealieUuid } from "./mealie-values.js";

/** The snapshot of a Mealie backup held in memory, read as the restore reads an uploaded one. */
async function snapshotOf(archive: Uint8Array, limits: ArchiveLimits) {
  return mealieBackupSnapshot(await ZipReader.fromBuffer(archive, limits.maxEntries), limits.maxTotalBytes);
}

/** Larder's table and the Mealie table its rows come from, one row for one row. */
const ONE_FOR_ONE: [larder: string, mealie: string][] = [
  ["groups", "groups"],
  ["users", "users"],
  ["categories", "categories"],
  ["tags", "tags"],
  ["tools", "tools"],
  ["labels", "multi_purpose_labels"],
  ["units", "ingredient_units"],
  ["foods", "ingredient_foods"],
  ["recipes", "recipes"],
  ["recipes_to_categories", "recipes_to_categories"],
  ["recipes_to_tags", "recipes_to_tags"],
  ["recipes_to_tools", "recipes_to_tools"],
  ["recipe_ingredients", "recipes_ingredients"],
  ["recipe_instructions", "recipe_instructions"],
  ["recipe_notes", "notes"],
  ["recipe_assets", "recipe_assets"],
  ["recipe_comments", "recipe_comments"],
  ["timeline_events", "recipe_timeline_events"],
  ["recipe_share_tokens", "recipe_share_tokens"],
  ["cookbooks", "cookbooks"],
  ["cookbooks_to_tags", "cookbooks_to_tags"],
  ["cookbooks_to_categories", "cookbooks_to_categories"],
  ["group_reports", "group_reports"],
  ["group_report_entries", "report_entries"],
  ["meal_plan_entries", "group_meal_plans"],
  ["meal_plan_rules", "group_meal_plan_rules"],
  ["meal_plan_rules_to_categories", "plan_rules_to_categories"],
  ["shopping_lists", "shopping_lists"],
  ["shopping_list_labels", "shopping_lists_multi_purpose_labels"],
  ["shopping_list_recipes", "shopping_list_recipe_reference"],
  ["shopping_list_items", "shopping_list_items"],
  ["shopping_list_item_recipes", "shopping_list_item_recipe_reference"],
  ["notifiers", "group_events_notifiers"],
  ["webhooks", "webhook_urls"],
];

describe(`Mealie backups of every schema version become Larder snapshots${sharedBackupsSkipped}`, () => {
  for (const name of sharedMealieBackups()) {
    it(`${name}: every row is taken in or counted as left out`, async () => {
      const archive = readSharedBackup(name);
      const database = await backupDatabase(archive);
      const snapshot = await snapshotOf(archive, TEST_ARCHIVE_LIMITS);

      expect(snapshot.schemaVersion).toBe(latestSchemaVersion());
      for (const [larder, mealie] of ONE_FOR_ONE) {
        const inBackup = database[mealie]?.length ?? 0;
        const taken = snapshot.tables.get(larder)?.length ?? 0;
        const left = snapshot.leftOut.filter((entry) => entry.kind === mealie).reduce((sum, e) => sum + e.count, 0);
        expect({ table: larder, taken, left }).toEqual({ table: larder, taken: inBackup - left, left });
      }
      // Each group gets its preferences; list items and recipe counts are the restore's to rebuild.
      const recipes = snapshot.tables.get("recipes") ?? [];
      expect(snapshot.tables.get("group_preferences")?.length).toBe(snapshot.tables.get("groups")?.length);
      expect(snapshot.tables.has("recipe_summaries")).toBe(false);
      for (const recipe of recipes) {
        expect(recipe.search_text).toContain(String(recipe.name_normalized));
        expect(recipe.date_added).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      // Favourites and ratings land on one row per user and recipe.
      const favourites = (database.users_to_favorites ?? []).length;
      const ratings = snapshot.tables.get("user_ratings") ?? [];
      expect(ratings.filter((row) => row.is_favorite).length).toBeLessThanOrEqual(favourites);
      for (const entry of snapshot.leftOut) expect(entry.count).toBeGreaterThan(0);
    });
  }

  it("reports what Larder has no place for, with counts", async () => {
    const name = sharedMealieBackups().find((file) => file.includes("44e8d670719d-4"));
    if (!name) return;
    const snapshot = await snapshotOf(readSharedBackup(name), TEST_ARCHIVE_LIMITS);
    expect(snapshot.leftOut).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "server_tasks", count: 2 }),
        expect.objectContaining({ kind: "long_live_tokens", count: 1 }),
      ]),
    );
  });

  it("finds the backup inside a folder zipped again on macOS", async () => {
    const name = sharedMealieBackups().find((file) => file.includes("09aba125b57a"));
    if (!name) return;
    const snapshot = await snapshotOf(readSharedBackup(name), TEST_ARCHIVE_LIMITS);
    expect(snapshot.tables.get("recipes")?.length).toBe(42);
    expect(snapshot.tables.get("user_ratings")?.filter((row) => row.is_favorite).length).toBe(15);
  });

  it("keeps passwords working and places images, assets and avatars where Larder keeps them", async () => {
    const name = sharedMealieBackups().find((file) => file.includes("44e8d670719d-3"));
    if (!name) return;
    const { archive, user, recipe } = await enrichedBackup(name);
    const snapshot = await snapshotOf(archive, TEST_ARCHIVE_LIMITS);

    const converted = snapshot.tables.get("users")?.find((row) => row.id === mealieUuid(user.id));
    expect(await verifyPassword(KNOWN_PASSWORD, String(converted?.password))).toBe(true);

    const recipeId = mealieUuid(recipe.id);
    const groupId = mealieUuid(recipe.groupId);
    const folder = `groups/${groupId}/recipes/${recipeId}`;
    const paths = snapshot.files.map((file) => file.path).sort();
    expect(paths).toEqual(
      [
        `${folder}/assets/card.pdf`,
        `${folder}/images/min-original.webp`,
        `${folder}/images/original.webp`,
        `${folder}/images/tiny-original.webp`,
        `users/${mealieUuid(user.id)}/profile.webp`,
      ].sort(),
    );
    const image = snapshot.files.find((file) => file.path === `${folder}/images/original.webp`);
    const content = await image?.read();
    expect(content?.subarray(8, 12).toString()).toBe("WEBP");
    expect(content?.length).toBe(image?.size);
    const row = snapshot.tables.get("recipes")?.find((r) => r.id === recipeId);
    expect(row?.image).toBeTruthy();
    // Recipes without a file in the backup show no broken image.
    expect(snapshot.tables.get("recipes")?.filter((r) => r.image !== null)).toHaveLength(1);
    expect(snapshot.leftOut).toContainEqual(expect.objectContaining({ kind: "files", count: 1 }));
  });

  it("refuses an archive that is no Mealie v1 backup", async () => {
    const noDatabase = zipInMemory([{ name: "recipes/a.json", content: Buffer.from("{}") }]);
    await expect(snapshotOf(noDatabase, TEST_ARCHIVE_LIMITS)).rejects.toThrow(BadArchive);
    const alpha = zipInMemory([{ name: "database.json", content: Buffer.from('{"recipes": []}') }]);
    await expect(snapshotOf(alpha, TEST_ARCHIVE_LIMITS)).rejects.toThrow(/alembic_version/);
    const broken = zipInMemory([{ name: "database.json", content: Buffer.from("{") }]);
    await expect(snapshotOf(broken, TEST_ARCHIVE_LIMITS)).rejects.toThrow(/not valid JSON/);
  });
});

describe("Mealie's values", () => {
  it("reads ids and timestamps as either engine wrote them", () => {
    expect(mealieUuid("3EF4F12363D742E59B7133315E17401C")).toBe("3ef4f123-63d7-42e5-9b71-33315e17401c");
    expect(mealieUuid("not-an-id")).toBeNull();
    expect(mealieTimestamp("2022-05-28T00:00:33.873506")).toBe("2022-05-28T00:00:33.873Z");
    expect(mealieTimestamp("2022-05-28 00:00:33+02:00")).toBe("2022-05-27T22:00:33.000Z");
    expect(mealieTimestamp("2021-08-17")).toBe("2021-08-17T00:00:00.000Z");
  });

  it("finds database.json at the top or in one folder, never in __MACOSX", () => {
    expect(mealieBackupRoot(["database.json", "data/x"])).toBe("");
    expect(mealieBackupRoot(["__MACOSX/m/._database.json", "m/database.json"])).toBe("m/");
    expect(mealieBackupRoot(["a/b/database.json"])).toBeUndefined();
  });
});
