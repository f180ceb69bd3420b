import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser } from "../../test/builders";
import { pageOf } from "../../test/groupBuilders";
import { buildRecipe } from "../../test/recipeBuilders";
import { currentPath, renderApp } from "../../test/renderApp";

const member = buildUser({ advanced: true });
/** The page is a lazy chunk: its first load in the test environment takes a while on a busy machine. */
const PAGE_LOAD = { timeout: 10_000 };

const memberRoutes = {
  "GET /api/recipes/pancakes": { body: buildRecipe() },
  "GET /api/recipes/pancakes/comments": { body: [] },
  "GET /api/users/self/ratings": { body: { ratings: [] } },
  "GET /api/groups/recipe-actions": { body: pageOf([]) },
};

describe("RecipePage", { timeout: 30_000 }, () => {
  it("shows a member the recipe with scaling and the members' actions", async () => {
    renderApp("/g/home/r/pancakes", { user: member, routes: memberRoutes });
    expect(await screen.findByRole("heading", { level: 1, name: "Pancakes" }, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "2 eggs" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Increase the scale" }));
    expect(screen.getByRole("checkbox", { name: "4 eggs" })).toBeTruthy();
    expect(screen.getByText("Yield: 8 pancakes")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Edit" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "I made this" })).toBeTruthy();
  });

  it("keeps scaling from members without the advanced setting (SPEC §6)", async () => {
    renderApp("/g/home/r/pancakes", { user: buildUser({ advanced: false }), routes: memberRoutes });
    await screen.findByRole("heading", { level: 1, name: "Pancakes" }, PAGE_LOAD);
    expect(screen.queryByRole("button", { name: "Increase the scale" })).toBeNull();
  });

  it("reads another group's recipe through the explore API, without the members' actions", async () => {
    const { requests } = renderApp("/g/elsewhere/r/pancakes", {
      user: null,
      routes: { "GET /api/explore/recipes/elsewhere/pancakes": { body: buildRecipe({ groupId: "other-group" }) } },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Pancakes" }, PAGE_LOAD)).toBeTruthy();
    expect(requests.some((request) => new URL(request.url).pathname === "/api/recipes/pancakes")).toBe(false);
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Comments" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Actions for Pancakes" }));
    const items = within(await screen.findByRole("menu", {}, PAGE_LOAD)).getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["Print", "Print preferences"]);
  });

  it("says so when the recipe does not exist", async () => {
    renderApp("/g/home/r/missing", { user: member, routes: memberRoutes });
    expect(await screen.findByRole("heading", { name: "Recipe not found" }, PAGE_LOAD)).toBeTruthy();
  });

  it("cooks one step at a time, offers the step's timer and goes back to VIEW", async () => {
    const { router } = renderApp("/g/home/r/pancakes", { user: member, routes: memberRoutes });
    fireEvent.click(await screen.findByRole("button", { name: "Cook" }, PAGE_LOAD));
    const cook = await screen.findByRole("region", { name: "Cook mode" }, PAGE_LOAD);
    expect(within(cook).getByText("Whisk the eggs.")).toBeTruthy();
    expect(within(cook).queryByText("Fry for 2 minutes a side.")).toBeNull();
    fireEvent.click(within(cook).getByRole("button", { name: "Next step" }));
    expect(within(cook).getByRole("button", { name: "Start timer: 2 minutes" })).toBeTruthy();
    fireEvent.click(within(cook).getByRole("button", { name: "Finish cooking" }));
    expect(screen.queryByRole("region", { name: "Cook mode" })).toBeNull();
    expect(currentPath(router)).toBe("/g/home/r/pancakes");
  });

  it("opens EDIT from ?edit=true only for members", async () => {
    renderApp("/g/elsewhere/r/pancakes?edit=true", {
      user: null,
      routes: { "GET /api/explore/recipes/elsewhere/pancakes": { body: buildRecipe({ groupId: "other-group" }) } },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Pancakes" }, PAGE_LOAD)).toBeTruthy();
    expect(screen.queryByRole("heading", { name: /^Editing/ })).toBeNull();
  });
});
