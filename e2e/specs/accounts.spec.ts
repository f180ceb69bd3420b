import { expect, test } from "@playwright/test";
import { DEFAULT_ADMIN } from "../fixtures";
import { LoginPage } from "../pages/LoginPage";
import { apiSignIn, createUser } from "../support/api";
import { openMailInbox } from "../support/mail-inbox";

test.describe("accounts, groups and invitations", () => {
  test("an administrator creates a user, who signs in and changes their password", async ({
    page,
    browser,
    request,
  }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    await expect(page).toHaveURL(`/g/${DEFAULT_ADMIN.groupSlug}`);

    await page.goto("/admin/manage/users");
    await page.getByRole("button", { name: "Create user" }).click();
    const dialog = page.getByRole("dialog", { name: "Create user" });
    await dialog.getByLabel("Username").fill("carla");
    await dialog.getByLabel("Full name").fill("Carla Cook");
    await dialog.getByLabel("Email").fill("carla@example.com");
    await dialog.getByRole("textbox", { name: "Password", exact: true }).fill("carla-first-password");
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("row", { name: /carla@example\.com/ })).toBeVisible();

    const carla = await (await browser.newContext()).newPage();
    const carlaLogin = new LoginPage(carla);
    await carlaLogin.goto();
    await carlaLogin.signIn("carla", "carla-first-password");
    await expect(carla).toHaveURL(`/g/${DEFAULT_ADMIN.groupSlug}`);

    await carla.goto("/user/profile");
    await carla.getByRole("button", { name: "Change password" }).click();
    const passwordDialog = carla.getByRole("dialog", { name: "Change password" });
    await passwordDialog.getByLabel("Current password").fill("carla-first-password");
    await passwordDialog.getByRole("textbox", { name: "New password", exact: true }).fill("Carla's new Passw0rd!");
    await passwordDialog.getByLabel("Confirm new password").fill("Carla's new Passw0rd!");
    await passwordDialog.getByRole("button", { name: "Change password" }).click();
    await expect(carla.getByText("Your password has been changed.")).toBeVisible();

    expect(
      (
        await request.post("/api/auth/token", { form: { username: "carla", password: "carla-first-password" } })
      ).status(),
    ).toBe(401);
    await apiSignIn(request, "carla", "Carla's new Passw0rd!");
  });

  test("a manager gives a member the right to invite", async ({ page, request }) => {
    const member = await createUser(request, "dora");
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    await page.goto("/group/members");

    const toggle = page.getByRole("switch", { name: `${member.fullName} can invite others` });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(page.getByText(`Permissions of ${member.fullName} saved`)).toBeVisible();
    await expect(toggle).toBeChecked();

    const self = await request.get("/api/users/self", {
      headers: await apiSignIn(request, member.username, member.password),
    });
    expect(await self.json()).toMatchObject({ canInvite: true, canManage: false });
  });

  test("someone joins the group through an invitation link", async ({ page, browser }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    await page.goto("/group/members");
    await page.getByRole("button", { name: "Invite" }).click();
    const dialog = page.getByRole("dialog", { name: "Invite to the group" });
    await dialog.getByLabel("Number of uses").fill("1");
    await dialog.getByRole("button", { name: "Generate" }).click();
    const link = await dialog.getByRole("textbox", { name: "Invitation link" }).inputValue();
    expect(link).toMatch(/\/register\?token=[\w-]+$/);

    const guest = await (await browser.newContext()).newPage();
    await guest.goto(link);
    await expect(guest.getByText("You have been invited to join a group")).toBeVisible();
    await guest.getByLabel("Username").fill("eli");
    await guest.getByLabel("Full name").fill("Eli Guest");
    await guest.getByLabel("Email").fill("eli@example.com");
    await guest.getByRole("textbox", { name: "Password", exact: true }).fill("Eli's Passw0rd!");
    await guest.getByLabel("Confirm password").fill("Eli's Passw0rd!");
    await guest.getByRole("button", { name: "Sign up" }).click();
    await expect(guest).toHaveURL(/\/login$/);

    const guestLogin = new LoginPage(guest);
    await guestLogin.signIn("eli", "Eli's Passw0rd!");
    await expect(guest).toHaveURL(`/g/${DEFAULT_ADMIN.groupSlug}`);

    await page.reload();
    await expect(page.getByRole("row", { name: /eli@example\.com/ })).toBeVisible();
  });

  test("a forgotten password is reset through the link in the mail", async ({ page, request }) => {
    const inbox = await openMailInbox();
    try {
      const user = await createUser(request, "fern");
      const login = new LoginPage(page);
      await login.goto();
      await page.getByRole("link", { name: "Forgot password?" }).click();
      // The sign-in page stays on screen while the next page's code loads, and its "Email or
      // username" field would match the label too.
      await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
      await page.getByLabel("Email").fill(user.email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByText("If an account uses that address, a reset link is on its way.")).toBeVisible();

      const mail = await inbox.waitForMail(user.email);
      expect(mail.subject).toBe("Reset your Larder password");
      const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
      expect(link).toBeDefined();

      await page.goto(link ?? "");
      await page.getByLabel("Email").fill(user.email);
      await page.getByRole("textbox", { name: "New password", exact: true }).fill("Fern's fresh Passw0rd");
      await page.getByLabel("Confirm new password").fill("Fern's fresh Passw0rd");
      await page.getByRole("button", { name: "Reset password" }).click();
      await expect(page).toHaveURL(/\/login$/);
      await login.signIn(user.username, "Fern's fresh Passw0rd");
      await expect(page).toHaveURL(`/g/${DEFAULT_ADMIN.groupSlug}`);
    } finally {
      await inbox.close();
    }
  });
});
