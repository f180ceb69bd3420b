import { expect, test } from "@playwright/test";
import { GroupHomePage } from "../pages/GroupHomePage";
import { LoginPage } from "../pages/LoginPage";
import { openDirectory, PEOPLE, slapdAvailable, slapdMissing } from "../support/ldap-directory";

test.describe("signing in with the directory (LDAP)", () => {
  test.skip(!slapdAvailable, slapdMissing);
  test.describe.configure({ mode: "serial" });

  let directory: Awaited<ReturnType<typeof openDirectory>> | undefined;
  test.beforeAll(async () => {
    directory = await openDirectory();
  });
  test.afterAll(async () => {
    await directory?.stop();
  });

  test("a directory user signs in through the form and lands on the default group", async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(PEOPLE.plain.uid, PEOPLE.plain.password);
    await expect(page).toHaveURL("/g/home");
    await expect(new GroupHomePage(page).heading).toHaveText("Home");
    const self = await (await page.request.get("/api/users/self")).json();
    expect(self).toMatchObject({ username: "bob", fullName: "Bob Baker", authMethod: "LDAP", admin: false });
  });

  test("the admin filter makes an administrator", async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(PEOPLE.admin.mail, PEOPLE.admin.password);
    await expect(page).toHaveURL("/g/home");
    expect((await (await page.request.get("/api/users/self")).json()).admin).toBe(true);
  });

  test("a wrong password and a user outside the filter are refused", async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(PEOPLE.plain.uid, "not-bobs-password");
    await expect(login.error).toHaveText("Invalid credentials");
    await login.signIn(PEOPLE.outsider.uid, PEOPLE.outsider.password);
    await expect(login.error).toHaveText("Invalid credentials");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a directory that is down is named as the reason", async ({ page }) => {
    await directory?.stop();
    directory = undefined;
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(PEOPLE.plain.uid, PEOPLE.plain.password);
    await expect(login.error).toHaveText("The sign-in directory cannot be reached. Please try again later.");
    await expect(page).toHaveURL(/\/login$/);
  });
});
