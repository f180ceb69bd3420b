import { expect, test } from "@playwright/test";
import { MaintenancePage } from "../pages/MaintenancePage";
import { signInPage } from "../support/api";
import { seriousAccessibilityViolations } from "../support/axe";

test.describe("maintenance", () => {
  test.beforeEach(async ({ page }) => {
    await signInPage(page);
  });

  test("the sidebar leads to it; it shows the data folder, cleans and shows the log", async ({ page }) => {
    await page.goto("/admin/site-settings");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Site settings", { timeout: 15_000 });
    await page.getByRole("navigation").getByRole("link", { name: "Maintenance" }).click();
    const maintenance = new MaintenancePage(page);
    await expect(maintenance.heading).toHaveText("Maintenance");
    await expect(maintenance.dataFolder.getByText("Size of the data folder")).toBeVisible({ timeout: 15_000 });
    await expect(maintenance.storage.getByText("Profile pictures")).toBeVisible();

    await maintenance.clean("Clean temporary files");
    await expect(maintenance.result).toContainText(/Done: Removed \d+ files?/);

    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(page.getByRole("heading", { name: "Server log" })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
