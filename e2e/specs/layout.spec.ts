import { expect, test } from "@playwright/test";
import { DEFAULT_ADMIN } from "../fixtures";
import { GroupHomePage } from "../pages/GroupHomePage";
import { LoginPage } from "../pages/LoginPage";

test.describe("default layout", () => {
  test.beforeEach(async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    await expect(page).toHaveURL(`/g/${DEFAULT_ADMIN.groupSlug}`);
  });

  test("the dark theme choice survives a reload", async ({ page }) => {
    const home = new GroupHomePage(page);
    await expect(home.darkModeSwitch).not.toBeChecked();
    await home.darkModeSwitch.click();
    await expect(home.darkModeSwitch).toBeChecked();
    expect(await home.colorScheme()).toBe("dark");

    await page.reload();
    await expect(home.heading).toBeVisible();
    await expect(home.darkModeSwitch).toBeChecked();
    expect(await home.colorScheme()).toBe("dark");
  });

  test("pressing / opens the recipe search dialog", async ({ page }) => {
    const home = new GroupHomePage(page);
    await home.pressSlash();
    await expect(home.searchDialog).toBeVisible();
    await expect(home.searchInput).toBeFocused();
    await home.searchInput.fill("pancakes");
    await page.keyboard.press("Escape");
    await expect(home.searchDialog).toBeHidden();
  });

  test("on a phone the sidebar starts closed and opens from the menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const home = new GroupHomePage(page);
    await home.goto(DEFAULT_ADMIN.groupSlug);
    const profileLink = page.getByRole("link", { name: "Profile", exact: true });
    await expect(profileLink).toBeHidden();
    await home.menuToggle.click();
    await expect(profileLink).toBeVisible();
  });
});
