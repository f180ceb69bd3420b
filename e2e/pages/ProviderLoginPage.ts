import type { Locator, Page } from "@playwright/test";

/** The test OpenID provider's own sign-in form (oidc-provider's development login page). */
export class ProviderLoginPage {
  readonly login: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.login = page.locator('input[name="login"]');
    this.password = page.locator('input[name="password"]');
    this.submit = page.getByRole("button", { name: "Sign-in" });
  }

  async signIn(login: string): Promise<void> {
    await this.login.fill(login);
    await this.password.fill("any password");
    await this.submit.click();
  }
}
