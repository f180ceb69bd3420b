import type { PlanRulesOut } from "@larder/shared";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser } from "../../../test/builders";
import type { FakeRoutes } from "../../../test/fakeFetch";
import { buildGroupPreferences, pageOf } from "../../../test/groupBuilders";
import { buildPlanRule } from "../../../test/mealPlanBuilders";
import { renderApp } from "../../../test/renderApp";

const RULES = "/group/mealplan/settings";
const PAGE_LOAD = { timeout: 10_000 };

const quick = { id: "tag-quick", name: "Quick", slug: "quick" };
const vegan = { id: "tag-vegan", name: "Vegan", slug: "vegan" };
const soups = { id: "cat-soups", name: "Soups", slug: "soups" };

function rulesRoutes(rules: PlanRulesOut[], firstDayOfWeek = 1): FakeRoutes {
  return {
    "GET /api/groups/preferences": { body: buildGroupPreferences({ firstDayOfWeek }) },
    // Read at each request, so that a test's changes to the list show as the server's would.
    "GET /api/groups/mealplans/rules": () => ({ body: pageOf(rules) }),
    "GET /api/organizers/categories": { body: pageOf([soups]) },
    "GET /api/organizers/tags": { body: pageOf([quick, vegan]) },
  };
}

async function bodyOf(requests: Request[], method: string, path: string): Promise<unknown> {
  const request = requests.find((each) => each.method === method && new URL(each.url).pathname === path);
  return request ? JSON.parse(await request.clone().text()) : undefined;
}

async function openRules(routes: FakeRoutes) {
  const rendered = renderApp(RULES, { user: buildUser(), routes });
  await screen.findByRole("heading", { level: 1, name: "Meal plan rules" }, PAGE_LOAD);
  return rendered;
}

describe("meal plan rules", { timeout: 30_000 }, () => {
  it("lists the rules by day and meal with what recipes must have", async () => {
    await openRules(
      rulesRoutes([
        buildPlanRule("r1", { day: "friday", entryType: "dinner", tags: [{ ...quick }] }),
        buildPlanRule("r2"),
      ]),
    );
    const list = await screen.findByRole("list", { name: "Rules" });
    const [friday, any] = within(list).getAllByRole("listitem");
    expect(within(friday as HTMLElement).getByRole("heading", { name: "Friday · Dinner" })).toBeTruthy();
    expect(within(friday as HTMLElement).getByText("Quick")).toBeTruthy();
    expect(within(any as HTMLElement).getByRole("heading", { name: "Any day · Any meal" })).toBeTruthy();
    expect(within(any as HTMLElement).getByText("Any recipe")).toBeTruthy();
  });

  it("creates a rule for a weekday and meal from the group's tags only", async () => {
    const { requests } = await openRules({
      ...rulesRoutes([]),
      "POST /api/groups/mealplans/rules": {
        status: 201,
        body: buildPlanRule("r1", { day: "monday", entryType: "dinner" }),
      },
    });
    expect(await screen.findByText(/No rules yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "New rule" }));
    const form = await screen.findByRole("form", { name: "Rule" });

    // The week begins on the group's first day (Monday here), after "any day".
    fireEvent.mouseDown(within(form).getByRole("combobox", { name: "Day" }));
    const days = within(await screen.findByRole("listbox")).getAllByRole("option");
    expect(days.map((option) => option.textContent)).toEqual([
      "Any day",
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    fireEvent.click(days[1] as HTMLElement);
    fireEvent.mouseDown(within(form).getByRole("combobox", { name: "Meal" }));
    fireEvent.click(await screen.findByRole("option", { name: "Dinner" }));

    const tags = within(form).getByRole("combobox", { name: "Tags" });
    // A picker offers only the group's own tags: a rule cannot name one that does not exist.
    act(() => tags.focus());
    fireEvent.change(tags, { target: { value: "Spicy" } });
    expect(await screen.findByText("Nothing to choose")).toBeTruthy();
    fireEvent.change(tags, { target: { value: "qui" } });
    fireEvent.click(await screen.findByRole("option", { name: "Quick" }));
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Rule saved")).toBeTruthy();
    expect(await bodyOf(requests, "POST", "/api/groups/mealplans/rules")).toEqual({
      day: "monday",
      entryType: "dinner",
      categories: [],
      tags: [quick],
    });
  });

  it("changes a rule, starting from what it holds", async () => {
    const rule = buildPlanRule("r1", { day: "sunday", entryType: "lunch", categories: [{ ...soups }] });
    const { requests } = await openRules({
      ...rulesRoutes([rule]),
      "PUT /api/groups/mealplans/rules/r1": { body: rule },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Edit the rule Sunday · Lunch" }));
    const form = await screen.findByRole("form", { name: "Rule" });
    expect(within(form).getByRole("combobox", { name: "Day" }).textContent).toBe("Sunday");
    fireEvent.mouseDown(within(form).getByRole("combobox", { name: "Meal" }));
    fireEvent.click(await screen.findByRole("option", { name: "Any meal" }));
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Rule saved")).toBeTruthy();
    expect(await bodyOf(requests, "PUT", "/api/groups/mealplans/rules/r1")).toEqual({
      day: "sunday",
      entryType: "unset",
      categories: [soups],
      tags: [],
    });
  });

  it("deletes a rule once confirmed, the keyboard carrying on from the new rule button", async () => {
    const rule = buildPlanRule("r1");
    const rules = [rule];
    const { requests } = await openRules({
      ...rulesRoutes(rules),
      "DELETE /api/groups/mealplans/rules/r1": () => ({ body: rules.pop() }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Delete the rule Any day · Any meal" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete this rule?" });
    expect(requests.some((request) => request.method === "DELETE")).toBe(false);
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Rule deleted")).toBeTruthy();
    await waitFor(() => expect(requests.filter((request) => request.method === "DELETE")).toHaveLength(1));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "New rule" })));
    expect(screen.queryByRole("heading", { name: "Any day · Any meal" })).toBeNull();
  });
});
