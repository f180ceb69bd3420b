import type { Recipe } from "@larder/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser } from "../../test/builders";
import { errorBody, type FakeRoutes } from "../../test/fakeFetch";
import { pageOf } from "../../test/groupBuilders";
import { buildRecipe } from "../../test/recipeBuilders";
import { renderApp } from "../../test/renderApp";
import { buildFood, buildList, summaryOf } from "../../test/shoppingBuilders";

// Scaling is offered to members with the advanced setting (SPEC §6).
const member = buildUser({ advanced: true });
const PAGE_LOAD = { timeout: 10_000 };

const baseIngredient = buildRecipe().recipeIngredient[0] as Recipe["recipeIngredient"][number];
const recipe = buildRecipe({
  recipeIngredient: [
    baseIngredient,
    {
      ...baseIngredient,
      quantity: 0.5,
      food: buildFood("salt", { pluralName: "salt", onHand: true }),
      display: "1/2 salt",
      referenceId: "r2",
    },
    { ...baseIngredient, quantity: 100, food: buildFood("flour"), display: "100 flour", referenceId: "r3" },
  ],
});
const ownList = buildList({ id: "0a000000-0000-4000-8000-000000000001", name: "Corner shop" });
const othersList = buildList({
  id: "0a000000-0000-4000-8000-000000000002",
  name: "Ann's list",
  userId: "someone-else",
});

function routes(addAnswer: FakeRoutes[string] = { body: ownList }): FakeRoutes {
  return {
    "GET /api/recipes/pancakes": { body: recipe },
    "GET /api/recipes/pancakes/comments": { body: [] },
    "GET /api/users/self/ratings": { body: { ratings: [] } },
    "GET /api/groups/recipe-actions": { body: pageOf([]) },
    "GET /api/groups/shopping/lists": { body: pageOf([summaryOf(othersList), summaryOf(ownList)]) },
    [`POST /api/groups/shopping/lists/${ownList.id}/recipe/${recipe.id}`]: addAnswer,
  };
}

/** Opens the dialog from the recipe page's menu at twice the recipe. */
async function openAtDoubleScale() {
  fireEvent.click(await screen.findByRole("button", { name: "Increase the scale" }, PAGE_LOAD));
  fireEvent.click(screen.getByRole("button", { name: "Actions for Pancakes" }));
  fireEvent.click(await screen.findByRole("menuitem", { name: "Add to shopping list" }, PAGE_LOAD));
  return screen.findByRole("dialog", { name: "Add to shopping list" });
}

function addRequests(requests: Request[]) {
  return Promise.all(
    requests
      .filter((request) => request.method === "POST" && new URL(request.url).pathname.includes("/recipe/"))
      .map((request) => request.clone().json()),
  );
}

describe("add to shopping list", { timeout: 30_000 }, () => {
  it("chooses one of one's own lists, then adds the ticked ingredients at the page's scale", async () => {
    const { requests } = renderApp("/g/home/r/pancakes", { user: member, routes: routes() });
    const dialog = await openAtDoubleScale();

    // Step one: one's own lists only ("view all lists" is off).
    const lists = await within(dialog).findByRole("list", { name: "Shopping lists" });
    expect(
      within(lists)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Corner shop"]);
    fireEvent.click(within(lists).getByRole("button", { name: "Corner shop" }));

    // Step two: at twice the recipe; salt is on hand, so it waits behind "show all".
    expect(within(dialog).getByRole("checkbox", { name: "4 eggs" })).toHaveProperty("checked", true);
    expect(within(dialog).getByRole("checkbox", { name: "200 flour" })).toHaveProperty("checked", true);
    expect(within(dialog).queryByRole("checkbox", { name: "1 salt" })).toBeNull();
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "200 flour" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));

    expect(await screen.findByText("Successfully added to list")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add to shopping list" })).toBeNull());
    expect(await addRequests(requests)).toEqual([
      {
        recipeIngredients: [
          expect.objectContaining({ quantity: 4, food: { id: "f1", name: "egg" }, referenceId: "r1" }),
        ],
      },
    ]);
  });

  it("with everything ticked, lets the server add the whole recipe at the scale", async () => {
    const { requests } = renderApp("/g/home/r/pancakes", { user: member, routes: routes() });
    const dialog = await openAtDoubleScale();
    fireEvent.click(await within(dialog).findByRole("button", { name: "Corner shop" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Uncheck all" }));
    expect(within(dialog).getByRole("button", { name: "Add" })).toHaveProperty("disabled", true);
    fireEvent.click(within(dialog).getByRole("switch", { name: "Show all" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Check all" }));
    expect(within(dialog).getByRole("checkbox", { name: "1 salt" })).toHaveProperty("checked", true);
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));

    await waitFor(async () => expect(await addRequests(requests)).toEqual([{ recipeScale: 2 }]));
  });

  it("offers the whole group's lists with view all, and says when adding failed, closing either way", async () => {
    localStorage.setItem("larder.shoppingList.preferences", JSON.stringify({ viewAllLists: true }));
    renderApp("/g/home/r/pancakes", {
      user: member,
      routes: routes({ status: 404, body: errorBody("Recipe not found") }),
    });
    const dialog = await openAtDoubleScale();
    const lists = await within(dialog).findByRole("list", { name: "Shopping lists" });
    expect(
      within(lists)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Ann's list", "Corner shop"]);
    fireEvent.click(within(lists).getByRole("button", { name: "Corner shop" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));

    expect(await screen.findByText("Failed to add recipe to list or mealplan")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add to shopping list" })).toBeNull());
  });
});
