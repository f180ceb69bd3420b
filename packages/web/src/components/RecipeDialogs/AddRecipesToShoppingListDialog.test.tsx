import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildUser } from "../../test/builders";
import { buildGroupPreferences, pageOf } from "../../test/groupBuilders";
import { buildPlanEntry, buildRecipeSummary } from "../../test/mealPlanBuilders";
import { renderApp } from "../../test/renderApp";
import { buildList, summaryOf } from "../../test/shoppingBuilders";

const PAGE_LOAD = { timeout: 10_000 };
const pancakes = buildRecipeSummary("Pancakes");
const porridge = buildRecipeSummary("Porridge");
const list = buildList({ name: "Corner shop" });

describe("the meal plan's recipes to a shopping list", { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 2, 4, 12));
  });
  afterEach(() => vi.useRealTimers());

  it("adds every recipe of the days shown in one step, each as many times as it is planned", async () => {
    const { requests } = renderApp("/group/mealplan/planner/view", {
      user: buildUser(),
      routes: {
        "GET /api/groups/preferences": { body: buildGroupPreferences() },
        "GET /api/groups/mealplans": {
          body: pageOf([
            buildPlanEntry(1, "2026-03-04", { recipe: pancakes }),
            buildPlanEntry(2, "2026-03-05", { recipe: porridge, entryType: "breakfast" }),
            buildPlanEntry(3, "2026-03-06", { recipe: pancakes }),
            buildPlanEntry(4, "2026-03-06", { title: "Eat out", entryType: "lunch" }),
          ]),
        },
        "GET /api/groups/shopping/lists": { body: pageOf([summaryOf(list)]) },
        [`POST /api/groups/shopping/lists/${list.id}/recipe/${pancakes.id}`]: { body: list },
        [`POST /api/groups/shopping/lists/${list.id}/recipe/${porridge.id}`]: { body: list },
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Shop for these days" }, PAGE_LOAD));
    const dialog = await screen.findByRole("dialog", { name: "Add the plan to a shopping list" }, PAGE_LOAD);
    expect(within(dialog).getByRole("list", { name: "Recipes to add" }).textContent).toBe("Pancakes × 2Porridge");
    fireEvent.click(await within(dialog).findByRole("button", { name: "Corner shop" }));

    expect(await screen.findByText("Successfully added to list")).toBeTruthy();
    const added = await Promise.all(
      requests
        .filter((request) => request.method === "POST")
        .map(async (request) => [new URL(request.url).pathname.split("/").pop(), await request.clone().json()]),
    );
    expect(added).toEqual([
      [pancakes.id, { recipeIncrementQuantity: 2 }],
      [porridge.id, { recipeIncrementQuantity: 1 }],
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
