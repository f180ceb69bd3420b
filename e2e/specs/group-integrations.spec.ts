import { test as base, expect as baseExpect, type Page } from "@playwright/test";
import { EventTargetsPage } from "../pages/EventTargetsPage";
import { apiSignIn, createUser, seedRecipe, signInPage } from "../support/api";
import { seriousAccessibilityViolations } from "../support/axe";
import { startOpenServer } from "../support/open-server";
import { startReceiver } from "../support/receiver";

const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * These specs run against a server of their own whose deliveries may reach this machine: the
 * receivers standing in for ntfy, a chat or a kitchen display listen on loopback.
 */
// oxlint-disable no-empty-pattern -- the open server's fixture needs no other fixture (see below)
const test = base.extend<object, { openServer: { baseURL: string } }>({
  openServer: [
    // Playwright reads the fixtures a fixture needs from its first parameter's pattern: this one needs none.
    // biome-ignore lint/correctness/noEmptyPattern: see above
    async ({}, use) => {
      const server = await startOpenServer();
      await use(server);
      await server.stop();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ openServer }, use) => use(openServer.baseURL),
});
// oxlint-enable no-empty-pattern
test.describe.configure({ timeout: 120_000 });
// Tokyo keeps no summer time: a daily time of 19:30 there is always 10:30 UTC.
test.use({ timezoneId: "Asia/Tokyo", locale: "en-US" });

/** No serious or critical axe violation in the page's main content, in the light theme and the dark one. */
/** No serious or critical axe violation in the open dialog, once it has faded in (half-faded text fails contrast). */
async function expectAccessibleDialog(page: Page, name: string): Promise<void> {
  await expect(page.getByRole("dialog", { name })).toBeVisible();
  await expect(page.locator(".MuiDialog-container")).toHaveCSS("opacity", "1");
  expect(await seriousAccessibilityViolations(page, "[role=dialog]"), name).toEqual([]);
}

async function expectAccessibleInBothThemes(page: Page): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await page.getByRole("switch", { name: "Dark mode" }).setChecked(scheme === "dark");
    await expect(page.locator("html")).toHaveClass(scheme);
    expect(await seriousAccessibilityViolations(page), `${scheme} theme`).toEqual([]);
  }
  await page.getByRole("switch", { name: "Dark mode" }).setChecked(false);
}

test.describe("group notifiers and webhooks", () => {
  test.beforeEach(async ({ page }) => {
    await signInPage(page);
  });

  test("a notifier is created, tested, told of a new recipe, and each delivery listed", async ({ page, request }) => {
    const receiver = await startReceiver();
    const refusing = await startReceiver(503);
    try {
      const notifiers = new EventTargetsPage(page, "notifiers");
      await notifiers.goto();
      await notifiers.button("New notifier").click();
      const dialog = notifiers.dialog("New notifier");
      await dialog.getByRole("textbox", { name: "Name" }).fill("Kitchen receiver");
      await dialog
        .getByRole("textbox", { name: /Notification address/ })
        .fill(`json://${receiver.host}/notify?+X-Secret=kitchen-secret`);
      await dialog.getByRole("checkbox", { name: "All Recipes events" }).check();
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(dialog).toBeHidden();

      const card = notifiers.card("Kitchen receiver");
      await expect(card.getByText("3 events")).toBeVisible();
      // The saved address is shown with its secret hidden.
      await expect(card.getByText(`json://${receiver.host}/notify`, { exact: false })).toBeVisible();
      await expect(card.getByText("kitchen-secret", { exact: false })).toHaveCount(0);

      await card.getByRole("button", { name: "Test" }).click();
      await expect(card.getByText(/^Test delivered/)).toBeVisible();
      await expect(notifiers.deliveryRows("Kitchen receiver")).toHaveCount(1);
      await expect(notifiers.deliveryRows("Kitchen receiver").first()).toContainText("Test message");
      await expect(notifiers.deliveryRows("Kitchen receiver").first()).toContainText("Sent");
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]?.path).toBe("/notify");

      // A change the notifier wants reaches it in the background, and joins its list.
      // (The seeding creates the recipe and then saves its fields: an update follows the creation.)
      await seedRecipe(request, { name: "Announced Apple Pie" });
      const eventTypes = () => receiver.received.map((each) => JSON.parse(each.body).event_type as string);
      await expect.poll(eventTypes).toEqual(expect.arrayContaining(["recipe_created", "recipe_updated"]));
      await page.reload();
      await notifiers.card("Kitchen receiver").getByRole("button", { name: "Last deliveries" }).click();
      await expect(notifiers.deliveryRows("Kitchen receiver")).toHaveCount(3);
      await expect(notifiers.deliveryRows("Kitchen receiver").filter({ hasText: "Recipe created" })).toContainText(
        "Sent",
      );

      // A receiver that refuses: the test says why, and the delivery is listed as failed with it.
      await notifiers.button("New notifier").click();
      const second = notifiers.dialog("New notifier");
      await second.getByRole("textbox", { name: "Name" }).fill("Busy pager");
      await second.getByRole("textbox", { name: /Notification address/ }).fill(`json://${refusing.host}/page`);
      await second.getByRole("button", { name: "Save" }).click();
      await expect(second).toBeHidden();
      const busy = notifiers.card("Busy pager");
      await busy.getByRole("button", { name: "Test" }).click();
      await expect(busy.getByText(/The test could not be delivered/)).toBeVisible();
      await expect(notifiers.deliveryRows("Busy pager").first()).toContainText("Failed");
      await expect(notifiers.deliveryRows("Busy pager").first()).toContainText("HTTP 503");

      await expectAccessibleInBothThemes(page);
      await notifiers.card("Kitchen receiver").getByRole("button", { name: "Edit" }).click();
      await notifiers.dialog("Edit notifier").getByRole("button", { name: "Which addresses work?" }).click();
      await notifiers.dialog("Edit notifier").getByRole("switch", { name: "May reach my home network" }).check();
      await expectAccessibleDialog(page, "Edit notifier");
    } finally {
      await receiver.close();
      await refusing.close();
    }
  });

  test("a webhook is set in local time, tested, run again for today, and its deliveries listed", async ({
    page,
    request,
  }) => {
    const receiver = await startReceiver(204);
    try {
      const webhooks = new EventTargetsPage(page, "webhooks");
      await webhooks.goto();
      await webhooks.button("New webhook").click();
      const dialog = webhooks.dialog("New webhook");
      await dialog.getByRole("textbox", { name: "Name" }).fill("Kitchen display");
      await dialog.getByRole("textbox", { name: "Address" }).fill(`http://${receiver.host}/plan`);
      await dialog.getByLabel("Daily time").fill("19:30");
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(dialog).toBeHidden();

      const card = webhooks.card("Kitchen display");
      await expect(card.getByText("Every day at 7:30 PM (10:30 UTC)")).toBeVisible();
      const saved = await request.get("/api/groups/webhooks", { headers: await apiSignIn(request) });
      expect((await saved.json()).items).toMatchObject([{ name: "Kitchen display", scheduledTime: "10:30" }]);

      await card.getByRole("button", { name: "Test" }).click();
      await expect(card.getByText("Test delivered: the receiver answered 204.")).toBeVisible();
      await expect(webhooks.deliveryRows("Kitchen display")).toHaveCount(1);
      await expect(webhooks.deliveryRows("Kitchen display").first()).toContainText("Meal plan of the day");
      await expect(webhooks.deliveryRows("Kitchen display").first()).toContainText("Sent");
      expect(JSON.parse(receiver.received[0]?.body ?? "{}")).toMatchObject({
        eventType: "webhook_task",
        documentData: { documentType: "mealplan" },
      });

      // Run again: queued, then sent in the background; the open list follows it.
      await webhooks.button("Send today's plan again").click();
      await expect(page.getByText("Today's meal plan is on its way to 1 webhook.")).toBeVisible();
      await expect(webhooks.deliveryRows("Kitchen display")).toHaveCount(2);
      await expect(webhooks.deliveryRows("Kitchen display").first()).toContainText("Sent");
      expect(receiver.received).toHaveLength(2);

      await expectAccessibleInBothThemes(page);
      await card.getByRole("button", { name: "Edit" }).click();
      await expect(webhooks.dialog("Edit webhook").getByLabel("Daily time")).toHaveValue("19:30");
      await expectAccessibleDialog(page, "Edit webhook");
    } finally {
      await receiver.close();
    }
  });

  test("a member who may not manage the group sees no links and is sent home", async ({ page, request }) => {
    const member = await createUser(request, "plaincook");
    await page.context().clearCookies();
    await signInPage(page, member.email, member.password);
    await page.goto("/user/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Notifiers|Webhooks/ })).toHaveCount(0);
    for (const path of ["/group/notifiers", "/group/webhooks"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/g\/home$/);
    }
    // And the server refuses the calls themselves.
    const headers = await apiSignIn(request, member.email, member.password);
    expect((await request.get("/api/groups/events/notifications", { headers })).status()).toBe(403);
  });
});
