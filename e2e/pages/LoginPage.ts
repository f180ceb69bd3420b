import { expect, type Locator, type Page } from "@playwright/test";

export class LoginPage {
  readonly heading: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;
  /** "Sign in with <provider>", when the server has an OpenID provider. */
  readonly providerButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { name: /Sign in/ });
    this.username = page.getByLabel("Email or username");
    this.password = page.getByLabel("Password");
    this.submit = page.getByRole("button", { name: "Log in" });
    this.error = page.getByRole("alert");
    this.providerButton = page.getByRole("link", { name: /^Sign in with / });
  }

  async goto(): Promise<void> {
    await this.page.goto("/login");
    await expect(this.heading).toBeVisible();
  }

  /**
   * Submits the form and waits for the server's answer: a test that navigates at once would
   * otherwise cancel the sign-in before its cookie is set.
   */
  async signIn(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    const answered = this.page.waitForResponse((response) => new URL(response.url()).pathname === "/api/auth/token");
    await this.submit.click();
    await answered;
  }
}
