import { describe, expect, it } from "vitest";
import {
  enrichedBackup,
  KNOWN_PASSWORD,
  sharedBackupsSkipped,
  sharedMealieBackups,
} from "../../test-support/mealie-backups.js";
import { TEST_ARCHIVE_LIMITS } from "../../test-support/migration-archives.js";
import { loadSnapshotForTest } from "../../test-support/snapshot-test-loader.js";
import { signIn } from "../../test-support/test-app.js";
import { useTestContext } from "../../test-support/test-context.js";
import { mealieBackupSnapshot } from "./mealie-backup.js";
import { mealieUuid } from "./mealie-values.js";

describe(`A converted Mealie backup fits Larder's schema${sharedBackupsSkipped}`, () => {
  for (const name of sharedMealieBackups()) {
    describe(name, () => {
      const t = useTestContext();

      it("loads, and its user signs in with the old password and reads a recipe", async () => {
        const { archive, user, recipe } = await enrichedBackup(name);
        const snapshot = await mealieBackupSnapshot(archive, TEST_ARCHIVE_LIMITS);
        await loadSnapshotForTest(t.db, t.config.database.engine, t.config.dataDir, snapshot);

        const headers = await signIn(t.app, user.username, KNOWN_PASSWORD);
        const response = await t.app.inject({ method: "GET", url: `/api/recipes/${recipe.slug}`, headers });
        expect(response.statusCode).toBe(200);
        const body = response.json();
        const id = mealieUuid(recipe.id);
        expect(body.id).toBe(id);
        const ingredients = snapshot.tables.get("recipe_ingredients")?.filter((row) => row.recipe_id === id) ?? [];
        const steps = snapshot.tables.get("recipe_instructions")?.filter((row) => row.recipe_id === id) ?? [];
        expect(body.recipeIngredient).toHaveLength(ingredients.length);
        expect(body.recipeInstructions).toHaveLength(steps.length);
        expect(body.assets).toContainEqual(expect.objectContaining({ fileName: "card.pdf" }));

        const image = await t.app.inject({
          method: "GET",
          url: `/api/media/recipes/${id}/images/min-original.webp`,
          headers,
        });
        expect(image.statusCode).toBe(200);

        const list = await t.app.inject({ method: "GET", url: "/api/recipes?perPage=-1", headers });
        expect(list.statusCode).toBe(200);
        const own = snapshot.tables.get("recipes")?.filter((row) => row.group_id === mealieUuid(recipe.groupId));
        expect(list.json().total).toBe(own?.length);

        // An unchanged search finds the recipe by its name.
        const found = await t.app.inject({
          method: "GET",
          url: `/api/recipes?search=${encodeURIComponent(String(body.name))}`,
          headers,
        });
        expect(found.json().items.map((item: { id: string }) => item.id)).toContain(id);
      });
    });
  }

  // A fresh clone has no shared data: the file still holds a test, reported as skipped.
  if (sharedMealieBackups().length === 0) it.skip("needs ../shared/data/migrations/backups", () => {});
});
