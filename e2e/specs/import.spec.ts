import { expect as baseExpect, test } from "@playwright/test";
import { DEFAULT_ADMIN } from "../fixtures";
import { ImportRecipePage } from "../pages/ImportRecipePage";
import { LoginPage } from "../pages/LoginPage";

// The import calls the server, which fetches or parses; on a busy shared machine that takes a while.
const expect = baseExpect.configure({ timeout: 15_000 });
const group = DEFAULT_ADMIN.groupSlug;
/** The e2e server keeps private networks closed, so this address is refused like an unreachable site. */
const REFUSED_ADDRESS = "http://127.0.0.1:9/recipes/soup";

const jsonLd = {
  "@context": "https://schema.org",
  "@type": "Recipe",
  name: "Pasted Plum Crumble",
  recipeIngredient: ["500 g plums", "100 g flour", "75 g butter"],
  recipeInstructions: [
    { "@type": "HowToStep", text: "Halve the plums." },
    { "@type": "HowToStep", text: "Rub in and bake." },
  ],
};

test.describe("importing recipes", () => {
  test.beforeEach(async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    await expect(page).toHaveURL(`/g/${group}`);
  });

  test("pasted JSON-LD becomes a recipe and opens", async ({ page }) => {
    const importer = new ImportRecipePage(page);
    await importer.goto(group);
    await importer.tab("Paste HTML or JSON-LD").click();
    await page.getByLabel("The page's HTML or its JSON-LD").fill(JSON.stringify(jsonLd));
    await page.getByLabel("Page address (optional)").fill("https://plums.example/crumble");
    await page.getByRole("button", { name: "Import" }).click();
    await expect(page).toHaveURL(`/g/${group}/r/pasted-plum-crumble`);
    await expect(page.getByRole("heading", { name: "Pasted Plum Crumble" })).toBeVisible();
    await expect(page.getByText("500 g plums").first()).toBeVisible();
  });

  test("an address the server may not fetch says why", async ({ page }) => {
    const importer = new ImportRecipePage(page);
    await importer.goto(group);
    await page.getByLabel("Recipe address").fill(REFUSED_ADDRESS);
    await page.getByRole("button", { name: "Import" }).click();
    await expect(
      page.getByText(/The page could not be fetched: .* is not an address Larder may fetch from/),
    ).toBeVisible();
    await expect(page).toHaveURL(`/g/${group}/r/create/url`);
  });

  test("a bulk import shows its progress and each address's outcome from the report", async ({ page }) => {
    const importer = new ImportRecipePage(page);
    await importer.goto(group);
    await importer.tab("Many addresses").click();
    await page.getByLabel("Recipe addresses, one per line").fill(`${REFUSED_ADDRESS}\n\n${REFUSED_ADDRESS}-2\n`);
    await page.getByRole("button", { name: "Import 2 recipes" }).click();
    await expect(importer.progress.getByRole("status")).toHaveText("No recipe could be imported");
    await expect(importer.progress.getByRole("listitem")).toHaveCount(2);
    await expect(importer.progress.getByText(`Failed to import ${REFUSED_ADDRESS}`, { exact: true })).toBeVisible();
  });

  test("a page sent by the bookmarklet waits in the paste form for the user's click", async ({ page }) => {
    const importer = new ImportRecipePage(page);
    await importer.goto(group);
    await importer.tab("Bookmarklet").click();
    const link = page.getByRole("link", { name: "Import to Larder" });
    await expect(link).toHaveAttribute("href", /^javascript:/);
    // What the bookmarklet posts from the recipe site's window.
    await page.evaluate(() =>
      window.postMessage(
        {
          type: "larder-bookmarklet-page",
          url: "https://soup.example/leek",
          html: '<script type="application/ld+json">{"@type":"Recipe","name":"Bookmarked Leek Soup","recipeIngredient":["2 leeks"]}</script>',
        },
        window.location.origin,
      ),
    );
    await expect(importer.tab("Paste HTML or JSON-LD")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Page address (optional)")).toHaveValue("https://soup.example/leek");
    await page.getByRole("button", { name: "Import" }).click();
    await expect(page).toHaveURL(`/g/${group}/r/bookmarked-leek-soup`);
  });
});
