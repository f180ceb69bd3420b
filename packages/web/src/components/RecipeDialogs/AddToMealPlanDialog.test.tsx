import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildUser } from "../../test/builders";
import { errorBody, type FakeResponse } from "../../test/fakeFetch";
import { pageOf } from "../../test/groupBuilders";
import { buildPlanEntry } from "../../test/mealPlanBuilders";
import { buildRecipe } from "../../test/recipeBuilders";
import { renderApp } from "../../test/renderApp";

const PAGE_LOAD = { timeout: 10_000 };
const recipe = buildRecipe();

function recipeRoutes(answer: FakeResponse) {
  return {
    "GET /api/recipes/pancakes": { body: recipe },
    "GET /api/recipes/pancakes/comments": { body: [] },
    "GET /api/users/self/ratings": { body: { ratings: [] } },
    "GET /api/groups/recipe-actions": { body: pageOf([]) },
    "POST /api/groups/mealplans": answer,
  };
}

async function openDialog(answer: FakeResponse) {
  const rendered = renderApp("/g/home/r/pancakes", { user: buildUser(), routes: recipeRoutes(answer) });
  fireEvent.click(await screen.findByRole("button", { name: "Actions for Pancakes" }, PAGE_LOAD));
  fireEvent.click(await screen.findByRole("menuitem", { name: "Add to meal plan" }, PAGE_LOAD));
  const dialog = await screen.findByRole("dialog", { name: "Add to meal plan" });
  return { ...rendered, dialog };
}

describe("add to meal plan", { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 2, 4, 21, 30));
  });
  afterEach(() => vi.useRealTimers());

  it("adds the recipe as today's dinner unless told otherwise, and says so", async () => {
    const { dialog, requests } = await openDialog({ status: 201, body: buildPlanEntry(1, "2026-03-04") });
    expect(within(dialog).getByLabelText(/^Date/)).toHaveProperty("value", "2026-03-04");
    expect(within(dialog).getByRole("combobox", { name: "Meal" }).textContent).toBe("Dinner");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));

    expect(await screen.findByText("Recipe added to meal plan")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const sent = requests.find((request) => request.method === "POST");
    expect(await sent?.json()).toEqual({ date: "2026-03-04", entryType: "dinner", recipeId: recipe.id });
  });

  it("sends the day and meal chosen", async () => {
    const { dialog, requests } = await openDialog({ status: 201, body: buildPlanEntry(1, "2026-03-09") });
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: "2026-03-09" } });
    fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: "Meal" }));
    fireEvent.click(await screen.findByRole("option", { name: "Breakfast" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));

    expect(await screen.findByText("Recipe added to meal plan")).toBeTruthy();
    const sent = requests.find((request) => request.method === "POST");
    expect(await sent?.json()).toEqual({ date: "2026-03-09", entryType: "breakfast", recipeId: recipe.id });
  });

  it.each([
    { answer: { status: 400, body: errorBody("Recipe not found") }, what: "a refusal" },
    { answer: { status: 200, body: buildPlanEntry(1, "2026-03-04") }, what: "an answer other than 201" },
  ])("says it failed on $what, without the server's message", async ({ answer }) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { dialog } = await openDialog(answer);
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));

    expect(await screen.findByText("Failed to add recipe to meal plan")).toBeTruthy();
    expect(screen.queryByText("Recipe not found")).toBeNull();
    expect(screen.getByRole("dialog", { name: "Add to meal plan" })).toBeTruthy();
  });

  it("is offered only in one's own group", async () => {
    renderApp("/g/elsewhere/r/pancakes", {
      user: buildUser(),
      routes: { "GET /api/explore/recipes/elsewhere/pancakes": { body: buildRecipe({ groupId: "other-group" }) } },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Actions for Pancakes" }, PAGE_LOAD));
    const menu = await screen.findByRole("menu", {}, PAGE_LOAD);
    expect(within(menu).queryByRole("menuitem", { name: "Add to meal plan" })).toBeNull();
  });
});
