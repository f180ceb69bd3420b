import { expect as baseExpect, test } from "@playwright/test";
import { DEFAULT_ADMIN } from "../fixtures";
import { createUser, signInPage } from "../support/api";

const expect = baseExpect.configure({ timeout: 15_000 });

test("a chosen language applies at once, stays after a reload and follows the user to another browser", async ({
  browser,
  request,
  baseURL,
}) => {
  const user = await createUser(request, `polyglot${Date.now()}`);
  const first = await browser.newContext({ baseURL, locale: "en-US" });
  const page = await first.newPage();
  await signInPage(page, user.email, user.password);
  await page.goto(`/g/${DEFAULT_ADMIN.groupSlug}`);
  const sidebar = page.locator(".MuiDrawer-paper").first();
  await expect(sidebar.getByText("Meal planner", { exact: true })).toBeVisible();

  // No reload: the page's document stays the same one (a marker set on it survives the change).
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await sidebar.getByText("Language", { exact: true }).click();
  await page.getByRole("dialog").getByLabel("Language").click();
  // Each language shows its share of texts translated, counted by the build.
  await page.getByRole("option", { name: "Deutsch (German) (100% translated)" }).click();
  await expect(sidebar.getByText("Essensplaner", { exact: true })).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Sprache wählen" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
  // Kept with the account on the server.
  await expect
    .poll(async () => (await request.get("/api/users/self", { headers: await headersOf(page) })).json())
    .toMatchObject({ locale: "de-DE" });

  await page.reload();
  await expect(sidebar.getByText("Essensplaner", { exact: true })).toBeVisible();

  // Another browser, whose own language is English, starts in English and takes the user's
  // choice once signed in.
  const second = await browser.newContext({ baseURL, locale: "en-US" });
  const elsewhere = await second.newPage();
  await signInPage(elsewhere, user.email, user.password);
  await elsewhere.goto(`/g/${DEFAULT_ADMIN.groupSlug}`);
  await expect(elsewhere.locator(".MuiDrawer-paper").first().getByText("Essensplaner", { exact: true })).toBeVisible();
  await first.close();
  await second.close();
});

/** The page's own session, for asking the API as the same user. */
async function headersOf(page: import("@playwright/test").Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  return { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ") };
}
