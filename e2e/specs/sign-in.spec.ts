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
    // The page's requests still under way when the session ends answer 401: they are not a lost session,
    // which would land on `/login?direct=1` instead.
    await expect(page).toHaveURL(/\/login$/);
    await expect(login.heading).toBeVisible();
    // The session cookie is gone: going back to the group page shows it as to a visitor (other specs
    // open the default group to visitors), or sends to sign in while the group is private.
    await page.goto(`/g/${DEFAULT_ADMIN.groupSlug}`);
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" }).or(login.heading)).toBeVisible();
    await expect(home.logoutButton).toBeHidden();
    expect((await page.request.get("/api/users/self")).status()).toBe(401);
  });
});
