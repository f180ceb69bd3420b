import fs from "node:fs";
import path from "node:path";
import { expect as baseExpect, test } from "@playwright/test";
import { DEFAULT_ADMIN } from "../fixtures";
import { ImportRecipePage } from "../pages/ImportRecipePage";
import { LoginPage } from "../pages/LoginPage";
import { MigrationsPage } from "../pages/MigrationsPage";
import { RecipePage } from "../pages/RecipePage";
import { ReportsPage } from "../pages/ReportsPage";
import { seriousAccessibilityViolations } from "../support/axe";

// The import runs in the background on the server; on a busy shared machine that takes a while.
const expect = baseExpect.configure({ timeout: 20_000 });
const group = DEFAULT_ADMIN.groupSlug;
/** The team's real Paprika export, read in place (never copied into the repository). */
const PAPRIKA_EXPORT = path.resolve(import.meta.dirname, "../../../shared/data/migrations/archives/paprika.zip");
const havePaprikaExport = fs.existsSync(PAPRIKA_EXPORT);

test.describe("migrations", () => {
  test.beforeEach(async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    await expect(page).toHaveURL(`/g/${group}`);
  });

  test("the import page leads to the migrations, which tell what to export and pass axe", async ({ page }) => {
    const importer = new ImportRecipePage(page);
    await importer.goto(group);
    await expect(importer.heading).toBeVisible();
    // The link only: the import page's selected tab has a contrast finding of its own, not this change's.
    expect(await seriousAccessibilityViolations(page, "main a[href='/group/migrations']")).toEqual([]);
    await page.getByRole("link", { name: /Import all its recipes at once/ }).click();
    const migrations = new MigrationsPage(page);
    await expect(migrations.heading).toBeVisible();
    await expect(page).toHaveURL("/group/migrations");
    await migrations.chooseApp("Paprika");
    await expect(migrations.howTo).toContainText("File → Export");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  test("a Paprika export is imported: the report counts five recipes, which open with ingredients and picture", async ({
    page,
  }) => {
    test.skip(!havePaprikaExport, `${PAPRIKA_EXPORT} is absent: the team's shared data is not beside this clone`);
    const migrations = new MigrationsPage(page);
    await migrations.goto();
    await migrations.chooseApp("Paprika");
    await migrations.tagSwitch("Paprika").check();
    await migrations.fileInput("Paprika").setInputFiles(PAPRIKA_EXPORT);
    await migrations.submit.click();

    await expect(migrations.progress.getByRole("status")).toHaveText(
      "Done: every recipe was imported. 5 imported, 0 failed.",
    );
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await migrations.progress.getByRole("link", { name: "Open the report" }).click();

    const reports = new ReportsPage(page);
    await expect(reports.heading).toHaveText(/^Paprika Migration /);
    const rows = reports.entries.getByRole("row").filter({ has: page.getByRole("cell") });
    await expect(rows).toHaveCount(5);
    await expect(rows.filter({ hasText: "Succeeded" })).toHaveCount(5);
    // The slug the recipe got is in its entry: another run on the same server may have taken the first.
    const entry = await rows.filter({ hasText: "Imported Zucchinipuffer as " }).innerText();
    const slug = /Imported Zucchinipuffer as (\S+)/.exec(entry)?.[1] ?? "";

    const recipe = new RecipePage(page);
    await recipe.goto(group, slug);
    await expect(recipe.heading).toHaveText("Zucchinipuffer");
    await expect.poll(() => recipe.ingredientLines()).toHaveLength(9);
    expect((await recipe.ingredientLines())[0]).toContain("Zucchini");
    const picture = page.locator("main img[src*='/api/media/recipes/']").first();
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole("link", { name: "Paprika", exact: true })).toBeVisible();

    await migrations.goto();
    await expect(migrations.pastMigrations.getByRole("link", { name: /^Paprika Migration / }).first()).toBeVisible();
  });
});
