import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { DEFAULT_ADMIN } from "../fixtures";
import { RecipePage } from "../pages/RecipePage";
import { apiSignIn, seedRecipe, signInPage } from "../support/api";
import { expectNothingInjected, watchForHarm } from "../support/hostile-text";
import { hostileRecipe, lemonCake } from "../support/recipe-fixtures";

const group = DEFAULT_ADMIN.groupSlug;
// Pages load slowly while several suites share the machine's two cores.
const expect = baseExpect.configure({ timeout: 15_000 });

/** A 1×1 PNG, the smallest photo a timeline entry can carry. */
const PHOTO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** Counts the calls to the browser's print dialog instead of opening it. */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    Object.assign(window, { printCalls: 0 });
    window.print = () => {
      (window as unknown as { printCalls: number }).printCalls += 1;
    };
  });
}

const printCalls = (page: Page) => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);

/** A local receiver for post actions: it keeps each body it is sent. */
async function startReceiver() {
  const bodies: string[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      bodies.push(body);
      response.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, bodies, close: () => new Promise((resolve) => server.close(resolve)) };
}

test.describe("recipe dialogs", () => {
  test.beforeEach(async ({ page }) => {
    await signInPage(page);
  });

  test("print preferences preview live, are kept in the browser, and printing shows only the recipe", async ({
    page,
    request,
  }) => {
    await countPrints(page);
    const recipe = await seedRecipe(request, lemonCake("Printed Lemon Cake"));
    const recipePage = new RecipePage(page);
    await recipePage.goto(group, recipe.slug);

    await recipePage.chooseFromMenu("Printed Lemon Cake", "Print preferences");
    const dialog = recipePage.dialog("Print preferences");
    const preview = dialog.getByRole("region", { name: "Preview" });
    await expect(preview.getByRole("heading", { name: "Printed Lemon Cake" })).toBeVisible();
    await expect(preview.getByText("zesty")).toBeVisible();
    await expect(preview.getByText("Keeps for three days in a tin.")).toBeVisible();
    // Steps are numbered; ingredient sections keep their titles.
    await expect(preview.getByText("3.", { exact: true })).toBeVisible();
    await expect(preview.getByRole("heading", { name: "Drizzle" })).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "Left" })).toBeChecked();

    await dialog
      .getByRole("switch", { name: "Description" })
      .or(dialog.getByRole("checkbox", { name: "Description" }))
      .uncheck();
    await expect(preview.getByText("zesty")).toBeHidden();
    await dialog
      .getByRole("switch", { name: "Notes" })
      .or(dialog.getByRole("checkbox", { name: "Notes" }))
      .uncheck();
    await expect(preview.getByText("Keeps for three days in a tin.")).toBeHidden();
    await dialog.getByRole("radio", { name: "Hidden" }).check();
    await dialog.getByRole("button", { name: "Close" }).click();

    await page.reload();
    await recipePage.chooseFromMenu("Printed Lemon Cake", "Print preferences");
    await expect(dialog.getByRole("radio", { name: "Hidden" })).toBeChecked();
    await expect(preview.getByText("zesty")).toBeHidden();
    await dialog.getByRole("button", { name: "Print" }).click();
    await expect.poll(() => printCalls(page)).toBe(1);

    // On paper: the recipe's print view alone, without the app's bars or the page's own layout.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("heading", { level: 2, name: "Printed Lemon Cake" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Printed Lemon Cake" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Search recipes" })).toBeHidden();
    await expect(page.getByText("Keeps for three days in a tin.")).toBeHidden();
    await page.emulateMedia({ media: "screen" });

    await recipePage.printButton.click();
    await expect.poll(() => printCalls(page)).toBe(2);
  });

  test("the print view and its preview run nothing of hostile text in any field", async ({ page, request }) => {
    const harm = watchForHarm(page);
    await countPrints(page);
    const soup = hostileRecipe("Printed Hostile Soup");
    const recipe = await seedRecipe(request, soup);
    const recipePage = new RecipePage(page);
    await recipePage.goto(group, recipe.slug);
    await expect(recipePage.heading).toHaveText(soup.name);

    await recipePage.chooseFromMenu(soup.name, "Print preferences");
    const dialog = recipePage.dialog("Print preferences");
    const preview = dialog.getByRole("region", { name: "Preview" });
    await expect(preview.getByRole("heading", { name: soup.name })).toBeVisible();
    await expect(preview.getByText("Printed Hostile Soup step text")).toBeVisible();
    await expect(preview.getByText("Printed Hostile Soup note text")).toBeVisible();
    // A private recipe's page has no link preview: no JSON-LD in its head.
    await expectNothingInjected(page, []);
    await dialog.getByRole("button", { name: "Print" }).click();
    await expect.poll(() => printCalls(page)).toBe(1);

    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("heading", { level: 2, name: soup.name })).toBeVisible();
    await expect(page.getByText("Printed Hostile Soup ingredient note").last()).toBeVisible();
    await expectNothingInjected(page, []);
    expect(harm).toEqual([]);
  });

  test.describe("share", () => {
    test.use({ permissions: ["clipboard-read", "clipboard-write"] });

    test("creates a link expiring in 30 days, copies it, lists it and deletes it", async ({
      page,
      request,
      browser,
    }) => {
      const recipe = await seedRecipe(request, lemonCake("Shared Lemon Cake"));
      const recipePage = new RecipePage(page);
      await recipePage.goto(group, recipe.slug);

      await recipePage.chooseFromMenu("Shared Lemon Cake", "Share");
      const dialog = recipePage.dialog("Share Shared Lemon Cake");
      const inThirtyDays = await page.evaluate(() => {
        const day = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
        return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
      });
      await expect(dialog.getByLabel("Link expires on")).toHaveValue(inThirtyDays);
      await expect(dialog.getByText("No share links yet.")).toBeVisible();

      await dialog.getByRole("button", { name: "Create link" }).click();
      await expect(recipePage.toast("Recipe link copied to clipboard")).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(new RegExp(`/g/${group}/shared/r/[\\w-]+$`));
      const links = dialog.getByRole("list", { name: "Share links" }).getByRole("listitem");
      await expect(links).toHaveCount(1);
      await expect(links.first()).toContainText(link);

      const visitor = await browser.newContext();
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(link);
      await expect(visitorPage.getByRole("heading", { level: 1, name: "Shared Lemon Cake" })).toBeVisible();

      await links
        .first()
        .getByRole("button", { name: /^Delete the link/ })
        .click();
      await expect(dialog.getByText("No share links yet.")).toBeVisible();
      await visitorPage.reload();
      await expect(visitorPage.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
      await visitor.close();
    });

    test("refuses an expiry in the past", async ({ page, request }) => {
      const recipe = await seedRecipe(request, lemonCake("Stale Lemon Cake"));
      const recipePage = new RecipePage(page);
      await recipePage.goto(group, recipe.slug);
      await recipePage.chooseFromMenu("Stale Lemon Cake", "Share");
      const dialog = recipePage.dialog("Share Stale Lemon Cake");
      await dialog.getByLabel("Link expires on").fill("2020-01-01");
      await dialog.getByRole("button", { name: "Create link" }).click();
      await expect(dialog.getByText("Choose a day in the future")).toBeVisible();
      await expect(dialog.getByText("No share links yet.")).toBeVisible();
    });
  });

  test("duplicate prefills the name and opens the copy", async ({ page, request }) => {
    const recipe = await seedRecipe(request, lemonCake("Original Lemon Cake"));
    const recipePage = new RecipePage(page);
    await recipePage.goto(group, recipe.slug);

    await recipePage.chooseFromMenu("Original Lemon Cake", "Duplicate");
    const dialog = recipePage.dialog("Duplicate recipe");
    const name = dialog.getByRole("textbox", { name: "Name of the copy" });
    await expect(name).toHaveValue("Original Lemon Cake");
    await name.fill("");
    await name.press("Enter");
    await expect(dialog.getByText("This Field is Required")).toBeVisible();
    await name.fill("Copied Lemon Cake");
    await name.press("Enter");

    await expect(page).toHaveURL(`/g/${group}/r/copied-lemon-cake`);
    await expect(recipePage.heading).toHaveText("Copied Lemon Cake");
    expect(await recipePage.ingredientLines()).toEqual([
      "1 1/2 cups flour",
      "2 eggs",
      "1/2 cup sugar caster",
      "1 lemon juiced",
    ]);
  });

  test("delete asks first, then removes the recipe and returns to the group", async ({ page, request }) => {
    const recipe = await seedRecipe(request, lemonCake("Doomed Lemon Cake"));
    const recipePage = new RecipePage(page);
    await recipePage.goto(group, recipe.slug);

    await recipePage.chooseFromMenu("Doomed Lemon Cake", "Delete");
    const dialog = recipePage.dialog("Delete recipe");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(recipePage.heading).toHaveText("Doomed Lemon Cake");

    await recipePage.chooseFromMenu("Doomed Lemon Cake", "Delete");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(`/g/${group}`);
    const gone = await request.get(`/api/recipes/${recipe.slug}`, { headers: await apiSignIn(request) });
    expect(gone.status()).toBe(404);
  });

  test("download saves the recipe as a zip", async ({ page, request }) => {
    const recipe = await seedRecipe(request, lemonCake("Zipped Lemon Cake"));
    const recipePage = new RecipePage(page);
    await recipePage.goto(group, recipe.slug);

    const download = page.waitForEvent("download");
    await recipePage.chooseFromMenu("Zipped Lemon Cake", "Download");
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${recipe.slug}.zip`);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const zip = Buffer.concat(chunks);
    expect(zip.subarray(0, 2).toString()).toBe("PK");
    expect(zip.includes(Buffer.from(`${recipe.slug}.json`))).toBe(true);
  });

  test("recipe actions: a link opens in a new tab, a post sends the recipe and says how it went", async ({
    page,
    request,
    context,
  }) => {
    const receiver = await startReceiver();
    try {
      const headers = await apiSignIn(request);
      const actions = [
        { actionType: "link", title: "Open in planner", url: `${receiver.url}/plan?recipe=\${slug}&id=\${id}` },
        { actionType: "post", title: "Send to kitchen display", url: `${receiver.url}/display` },
        // Nothing listens on port 9 (discard) here: the post fails.
        { actionType: "post", title: "Send to nowhere", url: "http://127.0.0.1:9/nowhere" },
      ];
      for (const action of actions) {
        const created = await request.post("/api/groups/recipe-actions", { headers, data: action });
        expect(created.status(), await created.text()).toBe(201);
      }
      const recipe = await seedRecipe(request, lemonCake("Actioned Lemon Cake"));
      const recipePage = new RecipePage(page);
      await recipePage.goto(group, recipe.slug);

      const popup = context.waitForEvent("page");
      await recipePage.chooseFromMenu("Actioned Lemon Cake", "Open in planner");
      const opened = await popup;
      await opened.waitForLoadState();
      expect(opened.url()).toBe(`${receiver.url}/plan?recipe=${recipe.slug}&id=${recipe.id}`);
      await opened.close();

      await recipePage.chooseFromMenu("Actioned Lemon Cake", "Send to kitchen display");
      await expect(recipePage.toast("Message sent")).toBeVisible();
      await expect.poll(() => receiver.bodies.length).toBeGreaterThan(0);
      const sent = JSON.parse(receiver.bodies.at(-1) ?? "{}");
      expect(sent.name).toBe("Actioned Lemon Cake");
      expect(sent.recipeIngredient).toHaveLength(4);

      await recipePage.chooseFromMenu("Actioned Lemon Cake", "Send to nowhere");
      await expect(recipePage.toast("Something went wrong")).toBeVisible();
    } finally {
      await receiver.close();
    }
  });

  test("comments: write, edit and delete", async ({ page, request }) => {
    const recipe = await seedRecipe(request, lemonCake("Discussed Lemon Cake"));
    const recipePage = new RecipePage(page);
    await recipePage.goto(group, recipe.slug);

    const comments = page.getByRole("region", { name: "Comments" });
    await expect(comments.getByText("No comments yet.")).toBeVisible();
    await comments.getByRole("textbox", { name: "Write a comment" }).fill("Lovely with cream.");
    await comments.getByRole("button", { name: "Comment", exact: true }).click();
    const list = comments.getByRole("list", { name: "Comments" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list.getByText("Lovely with cream.")).toBeVisible();
    await expect(comments.getByRole("textbox", { name: "Write a comment" })).toHaveValue("");

    await list.getByRole("button", { name: "Edit the comment" }).click();
    await list.getByRole("textbox", { name: "Comment" }).fill("Lovely with yoghurt.");
    await list.getByRole("button", { name: "Save" }).click();
    await expect(list.getByText("Lovely with yoghurt.")).toBeVisible();

    await page.reload();
    await expect(page.getByRole("region", { name: "Comments" }).getByText("Lovely with yoghurt.")).toBeVisible();
    await list.getByRole("button", { name: "Delete the comment" }).click();
    await recipePage.dialog("Delete comment").getByRole("button", { name: "Delete" }).click();
    await expect(comments.getByText("No comments yet.")).toBeVisible();
  });

  test("I made this adds a timeline entry with its photo and updates last made", async ({ page, request }) => {
    const recipe = await seedRecipe(request, lemonCake("Baked Lemon Cake"));
    const recipePage = new RecipePage(page);
    await recipePage.goto(group, recipe.slug);
    await expect(page.getByText("Not made yet")).toBeVisible();

    await recipePage.madeThisButton.click();
    const dialog = recipePage.dialog("I made this");
    await dialog.getByRole("textbox", { name: "How did it go?" }).fill("Gone in an hour.");
    await dialog.getByLabel("Photo").setInputFiles({ name: "cake.png", mimeType: "image/png", buffer: PHOTO });
    await expect(dialog.getByRole("img", { name: "The chosen photo" })).toBeVisible();
    await dialog.getByRole("button", { name: "Save" }).click();

    await expect(recipePage.toast("Added to the timeline")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/^Last made /)).toBeVisible();

    const headers = await apiSignIn(request);
    const events = await request.get("/api/recipes/timeline/events", { headers, params: { perPage: -1 } });
    const items = ((await events.json()) as { items: Array<Record<string, string>> }).items.filter(
      (event) => event.recipeId === recipe.id && event.eventType === "info",
    );
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ eventMessage: "Gone in an hour.", image: "has image" });
    const saved = await request.get(`/api/recipes/${recipe.slug}`, { headers });
    expect((await saved.json()).lastMade).not.toBeNull();
  });
});

test.describe("recipe context menu from elsewhere", () => {
  test("Print on a card opens the recipe page and prints it", async ({ page, request }) => {
    await countPrints(page);
    const recipe = await seedRecipe(request, lemonCake("Carded Lemon Cake"));
    await signInPage(page);
    // The group home lists the recipe as a card with its menu.
    await page.goto(`/g/${group}`);
    await page.getByRole("button", { name: "Actions for Carded Lemon Cake" }).first().click();
    await page.getByRole("menuitem", { name: "Print", exact: true }).click();
    await expect(page).toHaveURL(`/g/${group}/r/${recipe.slug}`);
    await expect.poll(() => printCalls(page)).toBe(1);
  });
});
