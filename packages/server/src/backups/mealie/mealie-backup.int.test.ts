import { describe, expect, it } from "vitest";
import { ZipReader } from "../../exports/zip.js";
import {
  enrichedBackup,
  KNOWN_PASSWORD,
  sharedBackupsSkipped,
  sharedMealieBackups,
} from "../../test-support/mealie-backups.js";
import { TEST_ARCHIVE_LIMITS } from "../../test-support/migration-archives.js";
import { multipartFile } from "../../test-support/multipart.js";
import { signIn } from "../../test-support/test-app.js";
import { useTestContext } from "../../test-support/test-context.js";
import { mealieBackupSnapshot } from "./mealie-backup.js";
import { mealieUuid } from "./mealie-values.js";

describe(`A Mealie backup restores into Larder${sharedBackupsSkipped}`, () => {
  for (const name of sharedMealieBackups()) {
    describe(name, () => {
      const t = useTestContext();

      it("is uploaded and restored; its user signs in with the old password and finds their recipes", async () => {
        const { archive, user, recipe } = await enrichedBackup(name);
        // What the converted backup holds, to compare the restored server with.
        const snapshot = await mealieBackupSnapshot(
          await ZipReader.fromBuffer(archive, TEST_ARCHIVE_LIMITS.maxEntries),
          TEST_ARCHIVE_LIMITS.maxTotalBytes,
        );
        const admin = t.as(await t.defaultAdmin());
        const file = `mealie-${name}`;
        const uploaded = await admin.upload(
          "/api/admin/backups/upload",
          multipartFile("archive", file, Buffer.from(archive), "application/zip"),
        );
        expect(uploaded.statusCode, uploaded.body).toBe(200);
        const restored = await admin.post(`/api/admin/backups/${encodeURIComponent(file)}/restore`, {});
        expect(restored.statusCode, restored.body).toBe(200);
        // Mealie's API tokens are signed with Mealie's secret: the report says they were left out.
        const result = restored.json();
        expect(result.message).toMatch(/^Restored /);
        expect(result.leftOut).toEqual(snapshot.leftOut.map(({ kind, count, reason }) => ({ kind, count, reason })));
        const count = (kind: string) => result.restored.find((item: { kind: string }) => item.kind === kind)?.count;
        for (const [kind, table] of [
          ["users", "users"],
          ["groups", "groups"],
          ["recipes", "recipes"],
          ["foods", "foods"],
          ["units", "units"],
          ["labels", "labels"],
          ["cookbooks", "cookbooks"],
          ["comments", "recipe_comments"],
          ["timelineEvents", "timeline_events"],
          ["ratings", "user_ratings"],
          ["mealPlans", "meal_plan_entries"],
          ["shoppingLists", "shopping_lists"],
        ] as const) {
          expect(count(kind), kind).toBe(snapshot.tables.get(table)?.length ?? 0);
        }
        expect(count("recipes")).toBeGreaterThan(0);
        expect(count("files")).toBe(snapshot.files.length);

        const headers = await signIn(t.app, user.username, KNOWN_PASSWORD);
        // Each fixture's first user is in a group with an administrator, where the report is kept.
        expect(
          snapshot.tables
            .get("users")
            ?.some((row) => row.admin === true && row.group_id === mealieUuid(recipe.groupId)),
        ).toBe(true);
        // The report is kept among that group's reports, the left-out kinds with it.
        const reports = (await t.app.inject({ url: "/api/groups/reports?report_type=restore", headers })).json();
        expect(reports).toHaveLength(1);
        expect(result.reportIds).toContain(reports[0].id);
        const kept = (await t.app.inject({ url: `/api/groups/reports/${reports[0].id}`, headers })).json();
        const messages = kept.entries.map((entry: { message: string }) => entry.message);
        expect(messages).toContain(`Restored recipes: ${count("recipes")}`);
        for (const item of result.leftOut) expect(messages).toContain(`${item.count} ${item.kind} left out`);
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

        // The search text was rebuilt: the recipe is found by its name.
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
