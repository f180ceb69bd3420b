import { expect, test } from "@playwright/test";
import { DEFAULT_ADMIN } from "../fixtures";
import { GroupHomePage } from "../pages/GroupHomePage";
import { LoginPage } from "../pages/LoginPage";

test.describe("signing in", () => {
  test("a wrong password shows an error and stays on the sign-in page", async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEFAULT_ADMIN.email, "not-the-password");
    await expect(login.error).toHaveText("Invalid credentials");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the right password lands on the group home", async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    await expect(page).toHaveURL(`/g/${DEFAULT_ADMIN.groupSlug}`);
    await expect(new GroupHomePage(page).heading).toHaveText("Home");
  });

  test("a visitor to / is sent to sign in", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);
    await expect(new LoginPage(page).heading).toBeVisible();
  });

  test("logging out returns to the sign-in page", async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    const home = new GroupHomePage(page);
    await expect(home.heading).toBeVisible();

    await home.logoutButton.click();
    // A request of the page still under way when the session ends answers 401, which sends the user to
    // the sign-in page too, marked `direct=1` (no automatic provider sign-in): either is the sign-in page.
    await expect(page).toHaveURL(/\/login(\?direct=1)?$/);
    await expect(login.heading).toBeVisible();
    // The session cookie is gone: going back to the group page no longer shows it as signed in.
    await page.goto(`/g/${DEFAULT_ADMIN.groupSlug}`);
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
  });
});
