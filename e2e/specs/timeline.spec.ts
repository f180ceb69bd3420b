import { expect as baseExpect, test } from "@playwright/test";
import { DEFAULT_ADMIN } from "../fixtures";
import { LoginPage } from "../pages/LoginPage";
import { TimelinePage } from "../pages/TimelinePage";
import { apiSignIn, createUser, seedRecipe } from "../support/api";

// Lists render after a few requests; on a busy shared machine that takes longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
const group = DEFAULT_ADMIN.groupSlug;

test.describe("timeline", () => {
  test.beforeAll(async ({ request }) => {
    const headers = await apiSignIn(request);
    if ((await request.get("/api/recipes/timeline-tart", { headers })).ok()) return;
    const recipe = await seedRecipe(request, { name: "Timeline Tart" }, headers);
    const events = [
      { subject: "Baked for the neighbours", eventType: "info", timestamp: "2031-01-01T10:00:00Z" },
      { subject: "Needs more lemon", eventType: "comment", timestamp: "2031-01-02T10:00:00Z" },
      { subject: "Made it again", eventType: "info", timestamp: "2031-01-03T10:00:00Z" },
    ];
    for (const event of events) {
      const response = await request.post("/api/recipes/timeline/events", {
        headers,
        data: { ...event, recipeId: recipe.id, eventMessage: "**Great** result" },
      });
      expect(response.status(), await response.text()).toBe(201);
    }
  });

  test.beforeEach(async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    await expect(page).toHaveURL(`/g/${group}`);
  });

  test("lists the group's events with their recipe, filtered by type, in the order kept in the browser", async ({
    page,
  }) => {
    const timeline = new TimelinePage(page);
    await timeline.goto(group);
    await expect(timeline.heading).toBeVisible();
    // Oldest first by default (SPEC §3); this spec's events are dated after any other, so they come
    // last, maybe after more pages: scrolling loads them.
    await expect(timeline.orderButton).toHaveText("Oldest first");
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 20_000);
        return (await timeline.subjects()).slice(-3);
      })
      .toEqual(["Baked for the neighbours", "Needs more lemon", "Made it again"]);
    const entry = timeline.events.filter({ hasText: "Needs more lemon" });
    await expect(entry.getByRole("link", { name: "Timeline Tart" })).toBeVisible();
    await expect(entry.locator("strong")).toHaveText("Great");

    await timeline.orderButton.click();
    await expect(timeline.orderButton).toHaveText("Newest first");
    await expect.poll(async () => (await timeline.subjects())[0]).toBe("Made it again");

    await timeline.typeToggle("Info").click();
    await expect(timeline.typeToggle("Info")).toHaveAttribute("aria-pressed", "false");
    await expect.poll(async () => (await timeline.subjects()).includes("Made it again")).toBe(false);
    await expect.poll(async () => (await timeline.subjects())[0]).toBe("Needs more lemon");

    await page.reload();
    await expect(timeline.orderButton).toHaveText("Newest first");
    await expect(timeline.typeToggle("Info")).toHaveAttribute("aria-pressed", "false");
    await expect.poll(async () => (await timeline.subjects())[0]).toBe("Needs more lemon");
  });
});

test.describe("changing timeline events", () => {
  test("the author edits an event's subject and message, an administrator deletes it after confirming, others only read", async ({
    page,
    request,
  }) => {
    const admin = await apiSignIn(request);
    const recipe = await seedRecipe(request, { name: "Timeline Trifle" }, admin);
    const cook = await createUser(request, "trifle");
    const cookHeaders = await apiSignIn(request, cook.email, cook.password);
    // Dated before any other event, so that both lead the list, oldest first.
    const post = async (headers: { authorization: string }, subject: string, timestamp: string) => {
      const response = await request.post("/api/recipes/timeline/events", {
        headers,
        data: { recipeId: recipe.id, subject, eventType: "info", eventMessage: "Layered the night before", timestamp },
      });
      expect(response.status(), await response.text()).toBe(201);
    };
    await post(admin, "Served at the party", "1999-01-01T10:00:00Z");
    await post(cookHeaders, "Tried it at home", "1999-01-02T10:00:00Z");

    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(cook.email, cook.password);
    await expect(page).toHaveURL(`/g/${group}`);
    const timeline = new TimelinePage(page);
    await timeline.goto(group);
    const othersEvent = timeline.event("Served at the party");
    const ownEvent = timeline.event("Tried it at home");
    await expect(othersEvent).toBeVisible();
    await expect(othersEvent.getByRole("button", { name: "Edit the event" })).toBeHidden();
    await expect(othersEvent.getByRole("button", { name: "Delete the event" })).toBeHidden();

    await ownEvent.getByRole("button", { name: "Edit the event" }).click();
    await ownEvent.getByRole("textbox", { name: "Subject" }).fill("Tried it twice at home");
    await ownEvent.getByRole("textbox", { name: "Message" }).fill("Even **better** the next day");
    await ownEvent.getByRole("button", { name: "Save" }).click();
    const editedEvent = timeline.event("Tried it twice at home");
    await expect(editedEvent.locator("strong")).toHaveText("better");
    await expect(editedEvent.getByRole("link", { name: "Timeline Trifle" })).toBeVisible();
    await page.reload();
    await expect(timeline.event("Tried it twice at home").getByText("Even better the next day")).toBeVisible();

    await page.context().clearCookies();
    await login.goto();
    await login.signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    await expect(page).toHaveURL(`/g/${group}`);
    await timeline.goto(group);
    await timeline.event("Tried it twice at home").getByRole("button", { name: "Delete the event" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete event" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(timeline.event("Tried it twice at home")).toBeVisible();
    await timeline.event("Tried it twice at home").getByRole("button", { name: "Delete the event" }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(timeline.event("Tried it twice at home")).toBeHidden();
    await expect(timeline.event("Served at the party")).toBeVisible();
    const events = await request.get(
      `/api/recipes/timeline/events?queryFilter=${encodeURIComponent(`recipeId = "${recipe.id}"`)}`,
      {
        headers: admin,
      },
    );
    expect((await events.json()).items.map((event: { subject: string }) => event.subject)).not.toContain(
      "Tried it twice at home",
    );
  });
});
