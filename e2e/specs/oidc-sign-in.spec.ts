import { expect, test } from "@playwright/test";
import { startTestProvider, type TestProvider } from "../../packages/server/src/test-support/oidc-provider";
import { DEFAULT_ADMIN } from "../fixtures";
import { GroupHomePage } from "../pages/GroupHomePage";
import { LoginPage } from "../pages/LoginPage";
import { ProviderLoginPage } from "../pages/ProviderLoginPage";
import { oidcPort, serverPort } from "../ports";

let provider: TestProvider;

test.beforeAll(async () => {
  provider = await startTestProvider([`http://127.0.0.1:${serverPort}/api/auth/oauth/callback`], oidcPort);
});
test.afterAll(async () => {
  await provider.close();
});
test.afterEach(() => {
  provider.tampering = null;
});

/** From Larder's sign-in page through the provider's own form, back to wherever Larder sends the browser. */
async function signInThroughProvider(login: LoginPage, account: string) {
  await login.goto();
  await expect(login.providerButton).toHaveText("Sign in with Test IdP");
  await login.providerButton.click();
  await expect(login.page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${oidcPort}/interaction/`));
  await new ProviderLoginPage(login.page).signIn(account);
}

test.describe("signing in through the OpenID provider", () => {
  test("a member of the user group gets an account and lands on the group home", async ({ page }) => {
    const login = new LoginPage(page);
    await signInThroughProvider(login, "uma");
    await expect(page).toHaveURL(`/g/${DEFAULT_ADMIN.groupSlug}`);
    await expect(new GroupHomePage(page).heading).toBeVisible();
    const self = await (await page.request.get("/api/users/self")).json();
    expect(self).toMatchObject({ username: "uma", email: "uma@example.com", authMethod: "OIDC", admin: false });
  });

  test("a member of the admin group is an administrator", async ({ page }) => {
    await signInThroughProvider(new LoginPage(page), "ada");
    await expect(page).toHaveURL(`/g/${DEFAULT_ADMIN.groupSlug}`);
    await expect(new GroupHomePage(page).heading).toBeVisible();
    const self = await (await page.request.get("/api/users/self")).json();
    expect(self).toMatchObject({ username: "ada", admin: true, authMethod: "OIDC" });
  });

  test("someone outside the user group is sent back with the reason", async ({ page }) => {
    const login = new LoginPage(page);
    await signInThroughProvider(login, "otto");
    await expect(page).toHaveURL(/\/login\?direct=1&oidc_error=not-in-user-group$/);
    await expect(login.error).toHaveText(
      "Your account at Test IdP is not in the group allowed to use this server. Ask an administrator to add you.",
    );
    expect((await page.request.get("/api/users/self")).status()).toBe(401);
  });

  test("a forged or expired ID token is refused", async ({ page }) => {
    const login = new LoginPage(page);
    for (const tampering of ["forged", "expired"] as const) {
      provider.tampering = tampering;
      await page.context().clearCookies();
      await signInThroughProvider(login, "uma");
      await expect(page).toHaveURL(/\/login\?direct=1&oidc_error=invalid-response$/);
      await expect(login.error).toContainText("Signing in with Test IdP failed");
      expect((await page.request.get("/api/users/self")).status()).toBe(401);
    }
  });
});
