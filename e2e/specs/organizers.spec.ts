import { expect as baseExpect, test } from "@playwright/test";
import { DEFAULT_ADMIN } from "../fixtures";
import { LoginPage } from "../pages/LoginPage";
import { OrganizersPage } from "../pages/OrganizersPage";
import { apiSignIn, seedRecipe } from "../support/api";

// Lists render after a few requests; on a busy shared machine that takes longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
const group = DEFAULT_ADMIN.groupSlug;

test.describe("organizer pages", () => {
  test.beforeAll(async ({ request }) => {
    const headers = await apiSignIn(request);
    if ((await request.get("/api/recipes/shakshuka", { headers })).ok()) return;
    await seedRecipe(
      request,
      {
        name: "Shakshuka",
        recipeCategory: [{ name: "Breakfast" }],
        tags: [{ name: "Vegetarian" }],
        tools: [{ name: "Skillet" }],
      },
      headers,
    );
    await seedRecipe(
      request,
      { name: "Porridge", recipeCategory: [{ name: "Breakfast" }], tools: [{ name: "Saucepan" }] },
      headers,
    );
    await seedRecipe(request, { name: "Beef Stew", recipeCategory: [{ name: "Dinner Party" }] }, headers);
  });

  test.beforeEach(async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    await expect(page).toHaveURL(`/g/${group}`);
  });

  test("the categories page lists each category by initial and leads to its recipes", async ({ page }) => {
    const categories = new OrganizersPage(page, "categories");
    await categories.goto(group);
    await expect(categories.heading).toHaveText("Categories");
    await expect(page.getByRole("region", { name: "B" }).getByRole("link", { name: "Breakfast" })).toBeVisible();
    await expect(page.getByRole("region", { name: "D" }).getByRole("link", { name: "Dinner Party" })).toBeVisible();

    await categories.search().fill("dinner");
    await expect(categories.organizerLink("Breakfast")).toBeHidden();
    await categories.organizerLink("Dinner Party").click();
    await expect(page).toHaveURL(`/g/${group}/recipes/categories/dinner-party`);
    await expect(categories.heading).toHaveText("Dinner Party");
    await expect.poll(() => categories.recipeNames()).toEqual(["Beef Stew"]);

    await page.getByRole("link", { name: "Categories" }).first().click();
    await categories.organizerLink("Breakfast").click();
    await expect.poll(() => categories.recipeNames()).toEqual(["Porridge", "Shakshuka"]);
  });

  test("the tags and tools pages lead to their recipes", async ({ page }) => {
    const tags = new OrganizersPage(page, "tags");
    await tags.goto(group);
    await expect(tags.heading).toHaveText("Tags");
    await tags.organizerLink("Vegetarian").click();
    await expect.poll(() => tags.recipeNames()).toEqual(["Shakshuka"]);

    const tools = new OrganizersPage(page, "tools");
    await tools.goto(group);
    await expect(tools.heading).toHaveText("Tools");
    await tools.organizerLink("Saucepan").click();
    await expect(tools.heading).toHaveText("Saucepan");
    await expect.poll(() => tools.recipeNames()).toEqual(["Porridge"]);
  });

  test("an unknown organizer says so", async ({ page }) => {
    const tags = new OrganizersPage(page, "tags");
    await page.goto(`/g/${group}/recipes/tags/no-such-tag`);
    await expect(page.getByText("There is no such tag in this group.")).toBeVisible();
    await expect(tags.results).toHaveCount(0);
  });
});
