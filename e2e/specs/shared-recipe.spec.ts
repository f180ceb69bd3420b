import { expect as baseExpect, test } from "@playwright/test";
import { DEFAULT_ADMIN } from "../fixtures";
import { RecipePage } from "../pages/RecipePage";
import { apiSignIn, seedRecipe } from "../support/api";
import { expectNothingInjected, watchForHarm } from "../support/hostile-text";
import { hostileRecipe, lemonCake } from "../support/recipe-fixtures";

const group = DEFAULT_ADMIN.groupSlug;
// Pages load slowly while several suites share the machine's two cores.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Gives the recipe a picture: a 1×1 PNG, enough for the server to make its WebP sizes from. */
async function uploadPicture(request: Parameters<typeof apiSignIn>[0], slug: string) {
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );
  const uploaded = await request.put(`/api/recipes/${slug}/image`, {
    headers: await apiSignIn(request),
    multipart: { image: { name: "cake.png", mimeType: "image/png", buffer: png }, extension: "png" },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
}

async function shareLink(request: Parameters<typeof apiSignIn>[0], recipeId: string) {
  const headers = await apiSignIn(request);
  const created = await request.post("/api/shared/recipes", { headers, data: { recipeId } });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: string };
}

test.describe("shared recipe page", () => {
  test("anyone with the link reads, cooks and prints a private group's recipe, without members' actions", async ({
    page,
    request,
  }) => {
    const recipe = await seedRecipe(request, lemonCake("Linked Lemon Cake"));
    await uploadPicture(request, recipe.slug);
    const token = await shareLink(request, recipe.id);

    const recipePage = new RecipePage(page);
    await page.goto(`/g/${group}/shared/r/${token.id}`);
    await expect(recipePage.heading).toHaveText("Linked Lemon Cake");
    expect(await recipePage.ingredientLines()).toEqual([
      "1 1/2 cups flour",
      "2 eggs",
      "1/2 cup sugar caster",
      "1 lemon juiced",
    ]);
    await expect(recipePage.instructions.getByText("Fold in the flour and bake for 45 minutes.")).toBeVisible();
    await expect(page.getByRole("link", { name: /log in/i }).first()).toBeVisible();
    // The group is private: the visitor's browser loads the picture because its URL carries the link.
    const picture = page.locator(`img[src*="/api/media/recipes/${recipe.id}/images/original.webp"]`);
    await expect(picture).toHaveAttribute("src", new RegExp(`[?&]token=${token.id}`));
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(recipePage.editButton).toBeHidden();
    await expect(recipePage.madeThisButton).toBeHidden();
    await expect(page.getByRole("region", { name: "Comments" })).toBeHidden();

    await recipePage.openMenu("Linked Lemon Cake");
    await expect(recipePage.menuItems).toHaveText(["Print", "Print preferences"]);
    await page.getByRole("menuitem", { name: "Print preferences" }).click();
    await expect(
      recipePage.dialog("Print preferences").getByRole("region", { name: "Preview" }).getByRole("heading", {
        name: "Linked Lemon Cake",
      }),
    ).toBeVisible();
    await recipePage.dialog("Print preferences").getByRole("button", { name: "Close" }).click();

    await recipePage.cookButton.click();
    await expect(recipePage.cookMode.getByText("Step 1 of 3")).toBeVisible();
    expect(await recipePage.seriousAccessibilityViolations()).toEqual([]);
  });

  test("hostile text in every field runs nothing on the page, on paper or in the print preview", async ({
    page,
    request,
  }) => {
    const harm = watchForHarm(page);
    const soup = hostileRecipe("Shared Hostile Soup");
    const recipe = await seedRecipe(request, soup);
    const token = await shareLink(request, recipe.id);

    const recipePage = new RecipePage(page);
    await page.goto(`/g/${group}/shared/r/${token.id}`);
    // Plain text shows exactly as written; Markdown and ingredient notes keep their words.
    await expect(recipePage.heading).toHaveText(soup.name);
    await expect(recipePage.instructions.getByText("Shared Hostile Soup step text")).toBeVisible();
    await expect(recipePage.ingredients.getByText("Shared Hostile Soup ingredient note")).toBeVisible();
    await expectNothingInjected(page, [soup.name]);

    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("heading", { level: 2, name: soup.name })).toBeVisible();
    await expectNothingInjected(page, [soup.name]);
    await page.emulateMedia({ media: "screen" });

    await recipePage.chooseFromMenu(soup.name, "Print preferences");
    const preview = recipePage.dialog("Print preferences").getByRole("region", { name: "Preview" });
    await expect(preview.getByRole("heading", { name: soup.name })).toBeVisible();
    await expect(preview.getByText("Shared Hostile Soup note text")).toBeVisible();
    await expectNothingInjected(page, [soup.name]);
    expect(harm).toEqual([]);
  });

  test("a deleted or unknown link says it no longer works", async ({ page, request }) => {
    const recipe = await seedRecipe(request, lemonCake("Unlinked Lemon Cake"));
    const token = await shareLink(request, recipe.id);
    const headers = await apiSignIn(request);
    const deleted = await request.delete(`/api/shared/recipes/${token.id}`, { headers });
    expect(deleted.status()).toBe(200);

    await page.goto(`/g/${group}/shared/r/${token.id}`);
    await expect(page.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
    await expect(page.getByText("Unlinked Lemon Cake")).toBeHidden();

    await page.goto(`/g/${group}/shared/r/not-a-token`);
    await expect(page.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  });
});
