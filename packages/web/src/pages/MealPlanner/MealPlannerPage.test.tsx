import type { ReadPlanEntry } from "@larder/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildUser } from "../../test/builders";
import { errorBody, type FakeRoutes } from "../../test/fakeFetch";
import { buildGroupPreferences, pageOf } from "../../test/groupBuilders";
import { buildPlanEntry, buildRecipeSummary } from "../../test/mealPlanBuilders";
import { currentPath, renderApp } from "../../test/renderApp";

const PLANNER = "/group/mealplan/planner/view";
/** The page is a lazy chunk: its first load in the test environment takes a while on a busy machine. */
const PAGE_LOAD = { timeout: 10_000 };

const pancakes = buildRecipeSummary("Pancakes");
const porridge = buildRecipeSummary("Porridge");

/** A fake meal plan API over a list of entries that its PUT and DELETE change, as the server would. */
function planRoutes(entries: ReadPlanEntry[], { firstDayOfWeek = 0 } = {}): FakeRoutes {
  const routes: FakeRoutes = {
    "GET /api/groups/preferences": { body: buildGroupPreferences({ firstDayOfWeek }) },
    "GET /api/groups/mealplans": (request) => {
      const query = new URL(request.url).searchParams;
      const [start, end] = [query.get("start_date") ?? "", query.get("end_date") ?? ""];
      return { body: pageOf(entries.filter((entry) => entry.date >= start && entry.date <= end)) };
    },
  };
  for (const entry of entries) {
    routes[`PUT /api/groups/mealplans/${entry.id}`] = async (request) => ({
      body: Object.assign(entry, await request.json()),
    });
    routes[`DELETE /api/groups/mealplans/${entry.id}`] = () => {
      entries.splice(entries.indexOf(entry), 1);
      return { body: entry };
    };
  }
  return routes;
}

async function bodyOf(requests: Request[], method: string, path: string): Promise<unknown> {
  const request = requests.find((each) => each.method === method && new URL(each.url).pathname === path);
  return request ? JSON.parse(await request.clone().text()) : undefined;
}

function requestsTo(requests: Request[], method: string, path: string): Request[] {
  return requests.filter((each) => each.method === method && new URL(each.url).pathname === path);
}

async function openPlanner(path: string, routes: FakeRoutes) {
  const rendered = renderApp(path, { user: buildUser(), routes });
  await screen.findByRole("heading", { level: 1, name: "Meal planner" }, PAGE_LOAD);
  return rendered;
}

function day(name: string) {
  return screen.getByRole("region", { name });
}

/** Edit mode's code loads on first use: done once its buttons show. */
async function switchToEdit() {
  fireEvent.click(screen.getByRole("button", { name: "Edit" }));
  await screen.findAllByRole("button", { name: /^Add to / }, PAGE_LOAD);
}

describe("meal planner", { timeout: 30_000 }, () => {
  beforeEach(() => {
    // Only the clock is fake: today is Wednesday 4 March 2026, at noon.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 2, 4, 12));
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    { first: "Sunday", firstDayOfWeek: 0, weeks: { "Week of Sunday, March 1": 4, "Week of Sunday, March 8": 3 } },
    { first: "Monday", firstDayOfWeek: 1, weeks: { "Week of Monday, March 2": 5, "Week of Monday, March 9": 2 } },
  ])(
    "shows today and the next six days in weeks that begin on the group's first day ($first)",
    async ({ firstDayOfWeek, weeks }) => {
      const { requests } = await openPlanner(PLANNER, planRoutes([], { firstDayOfWeek }));
      const shown = Object.fromEntries(
        screen
          .getAllByRole("list", { name: /^Week of/ })
          .map((week) => [week.getAttribute("aria-label"), within(week).getAllByRole("region").length]),
      );
      expect(shown).toEqual(weeks);
      expect(within(day("Wednesday, March 4")).getByText("Today")).toBeTruthy();
      expect(screen.getByLabelText("From")).toHaveProperty("value", "2026-03-04");
      expect(screen.getByLabelText("To")).toHaveProperty("value", "2026-03-10");
      const asked = new URL(requestsTo(requests, "GET", "/api/groups/mealplans")[0]?.url ?? "").searchParams;
      expect([asked.get("start_date"), asked.get("end_date")]).toEqual(["2026-03-04", "2026-03-10"]);
    },
  );

  it("shows each day's recipes and notes under their meal types", async () => {
    await openPlanner(
      PLANNER,
      planRoutes([
        buildPlanEntry(1, "2026-03-05", { entryType: "dinner", recipe: pancakes }),
        buildPlanEntry(2, "2026-03-05", { entryType: "breakfast", title: "Leftovers", text: "From Tuesday" }),
        buildPlanEntry(3, "2026-03-06", { entryType: "side", recipe: porridge }),
      ]),
    );
    const thursday = day("Thursday, March 5");
    await within(thursday).findByRole("link", { name: "Pancakes" });
    expect(
      within(thursday)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Breakfast", "Dinner"]);
    const dinner = within(thursday).getByRole("list", { name: "Dinner on Thursday, March 5" });
    expect(within(dinner).getByRole("link", { name: "Pancakes" }).getAttribute("href")).toBe("/g/home/r/pancakes");
    const breakfast = within(thursday).getByRole("list", { name: "Breakfast on Thursday, March 5" });
    expect(within(breakfast).getByText("Leftovers")).toBeTruthy();
    expect(within(breakfast).getByText("From Tuesday")).toBeTruthy();
    expect(within(breakfast).queryByRole("link")).toBeNull();
    expect(within(day("Wednesday, March 4")).getByText("Nothing planned")).toBeTruthy();
  });

  it("keeps the range in the address and moves it a week on", async () => {
    const { router, requests } = await openPlanner(`${PLANNER}?start=2026-03-09&end=2026-03-11`, planRoutes([]));
    expect(
      screen.getAllByRole("region", { name: /March/ }).map((region) => region.getAttribute("aria-labelledby")),
    ).toHaveLength(3);
    expect(day("Monday, March 9")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next week" }));
    await waitFor(() => expect(currentPath(router)).toBe(`${PLANNER}?start=2026-03-16&end=2026-03-18`));
    await waitFor(() =>
      expect(
        requestsTo(requests, "GET", "/api/groups/mealplans").map((request) =>
          new URL(request.url).searchParams.get("start_date"),
        ),
      ).toContain("2026-03-16"),
    );
    expect(day("Monday, March 16")).toBeTruthy();
  });

  it("adds a recipe found by searching to a day, as the meal chosen", async () => {
    const { requests } = await openPlanner(PLANNER, {
      ...planRoutes([]),
      "GET /api/recipes": (request) => ({
        body: pageOf(new URL(request.url).searchParams.get("search") === "pan" ? [pancakes] : []),
      }),
      "POST /api/groups/mealplans": { status: 201, body: buildPlanEntry(9, "2026-03-05", { recipe: pancakes }) },
    });
    await switchToEdit();
    fireEvent.click(screen.getByRole("button", { name: "Add to Thursday, March 5" }));
    const dialog = await screen.findByRole("dialog", { name: "Add to Thursday, March 5" }, PAGE_LOAD);
    fireEvent.change(within(dialog).getByRole("combobox", { name: "Search recipes" }), { target: { value: "pan" } });
    fireEvent.click(await screen.findByRole("option", { name: "Pancakes" }));
    fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: "Meal" }));
    fireEvent.click(await screen.findByRole("option", { name: "Lunch" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await bodyOf(requests, "POST", "/api/groups/mealplans")).toEqual({
      date: "2026-03-05",
      entryType: "lunch",
      recipeId: pancakes.id,
    });
  });

  it("adds a note as a dinner unless another meal is chosen", async () => {
    const { requests } = await openPlanner(PLANNER, {
      ...planRoutes([]),
      "POST /api/groups/mealplans": { status: 201, body: buildPlanEntry(9, "2026-03-04", { title: "Eat out" }) },
    });
    await switchToEdit();
    fireEvent.click(screen.getByRole("button", { name: "Add to Wednesday, March 4" }));
    const dialog = await screen.findByRole("dialog", { name: "Add to Wednesday, March 4" }, PAGE_LOAD);
    fireEvent.click(within(dialog).getByRole("button", { name: "Note" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("Write a title or a text")).toBeTruthy();
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Title" }), { target: { value: "Eat out" } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Text" }), { target: { value: "Table at 8" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await bodyOf(requests, "POST", "/api/groups/mealplans")).toEqual({
      date: "2026-03-04",
      entryType: "dinner",
      title: "Eat out",
      text: "Table at 8",
    });
  });

  it("asks for a random recipe for a day and meal, and shows why none came", async () => {
    const { requests } = await openPlanner(PLANNER, {
      ...planRoutes([]),
      "POST /api/groups/mealplans/random": { status: 404, body: errorBody("No recipe matches the rules") },
    });
    await switchToEdit();
    fireEvent.click(screen.getByRole("button", { name: "Random recipe for Friday, March 6" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Random Side" }));

    expect(await screen.findByText("No recipe matches the rules")).toBeTruthy();
    expect(await bodyOf(requests, "POST", "/api/groups/mealplans/random")).toEqual({
      date: "2026-03-06",
      entryType: "side",
    });
  });

  it("moves an entry to another day without a mouse, and says where it went", async () => {
    const entries = [buildPlanEntry(7, "2026-03-05", { entryType: "dinner", recipe: pancakes })];
    const { requests } = await openPlanner(PLANNER, planRoutes(entries));
    await within(day("Thursday, March 5")).findByRole("link", { name: "Pancakes" });
    await switchToEdit();
    fireEvent.click(screen.getByRole("button", { name: "Options for Pancakes" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Move…" }));
    const dialog = await screen.findByRole("dialog", { name: "Move Pancakes" }, PAGE_LOAD);
    fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: "Day" }));
    fireEvent.click(await screen.findByRole("option", { name: "Saturday, March 7" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Move" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    const saturday = day("Saturday, March 7");
    await within(saturday).findByRole("link", { name: "Pancakes" });
    expect(within(day("Thursday, March 5")).queryByRole("link", { name: "Pancakes" })).toBeNull();
    expect(await bodyOf(requests, "PUT", "/api/groups/mealplans/7")).toEqual({
      date: "2026-03-07",
      entryType: "dinner",
      title: "",
      text: "",
      recipeId: pancakes.id,
    });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(saturday).getByRole("button", { name: "Options for Pancakes" })),
    );
    expect(screen.getByText("Pancakes moved to Saturday, March 7, Dinner")).toBeTruthy();
  });

  it("deletes an entry, the keyboard carrying on from its day", async () => {
    const entries = [buildPlanEntry(7, "2026-03-05", { title: "Eat out" })];
    const { requests } = await openPlanner(PLANNER, planRoutes(entries));
    await within(day("Thursday, March 5")).findByText("Eat out");
    await switchToEdit();
    fireEvent.click(screen.getByRole("button", { name: "Options for Eat out" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Delete" }));

    expect(await screen.findByText("Eat out removed from the meal plan")).toBeTruthy();
    expect(requestsTo(requests, "DELETE", "/api/groups/mealplans/7")).toHaveLength(1);
    await waitFor(() => expect(within(day("Thursday, March 5")).queryByText("Eat out")).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add to Thursday, March 5" })),
    );
  });

  it("is linked from the drawer and links to the rules", async () => {
    const { router } = renderApp("/g/home", { user: buildUser(), routes: planRoutes([]) });
    fireEvent.click(await screen.findByRole("button", { name: "Toggle navigation menu" }));
    const drawer = await screen.findByRole("navigation", { name: "Main navigation" });
    fireEvent.click(within(drawer).getByRole("link", { name: "Meal planner" }));
    await screen.findByRole("heading", { level: 1, name: "Meal planner" }, PAGE_LOAD);
    expect(currentPath(router)).toBe(PLANNER);
    fireEvent.click(screen.getByRole("link", { name: "Rules" }));
    await waitFor(() => expect(currentPath(router)).toBe("/group/mealplan/settings"));
  });
});
