import { expect as baseExpect, test } from "@playwright/test";
import { apiSignIn, seedRecipe, signInPage } from "../support/api";
import { seriousAccessibilityViolations } from "../support/axe";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

test.describe("admin backups", () => {
  test.beforeEach(async ({ page }) => {
    await signInPage(page);
  });

  test("creates a backup, downloads it and restores it after the name is typed", async ({ page, request }) => {
    await page.goto("/admin/backups");
    await expect(page.getByRole("heading", { name: "Backups", level: 1 })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Create backup" }).click();
    const table = page.getByRole("table", { name: "Backups" });
    const row = table
      .getByRole("row")
      .filter({ hasText: /^larder_\d/ })
      .first();
    await expect(row).toBeVisible();
    const name = (await row.getByRole("cell").first().textContent()) ?? "";
    expect(name).toMatch(/^larder_[\d.]+( \(\d+\))?\.zip$/);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const download = page.waitForEvent("download");
    await row.getByRole("button", { name: `Download ${name}` }).click();
    expect((await download).suggestedFilename()).toBe(name);

    // A recipe made after the backup, which the restore takes away.
    await seedRecipe(request, { name: "Made after the backup" }, await apiSignIn(request));

    await row.getByRole("button", { name: `Restore ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Restore backup?" });
    const confirm = dialog.getByRole("button", { name: "Restore" });
    await expect(confirm).toBeDisabled();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await dialog.getByLabel("Backup name").fill(name);
    await confirm.click();
    await expect(page.getByText("Backup restored. Sign in again.")).toBeVisible();
    // The report: what came in per kind, nothing left out from a Larder backup.
    const report = page.getByRole("dialog", { name: "Backup restored" });
    await expect(report.getByRole("row", { name: /^Users \d+$/ })).toBeVisible();
    await expect(report.getByText("Nothing was left out.")).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await report.getByRole("button", { name: "Sign in again" }).click();
    await expect(page).toHaveURL(/\/login/);

    const headers = await apiSignIn(request);
    expect((await request.get("/api/recipes/made-after-the-backup", { headers })).status()).toBe(404);
  });
});
