import type { RecipeSummary } from "@larder/shared";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser } from "../../../test/builders";
import type { FakeRoutes } from "../../../test/fakeFetch";
import { pageOf } from "../../../test/groupBuilders";
import { buildRecipeSummary } from "../../../test/organizeBuilders";
import { renderApp } from "../../../test/renderApp";

const PAGE_LOAD = { timeout: 10_000 };
const RECIPES = "/group/data/recipes";
const member = buildUser({ advanced: true });
const quick = { id: "tag-quick", name: "Quick", slug: "quick" };
const names = ["Apple Pie", "Borscht", "Crumpets", "Dal"];
const recipes = names.map((name) => buildRecipeSummary(name));

/** Recipes a page answered, fewer than the table asks for: "all found" then reaches past the page shown. */
const PAGE_SIZE = 2;

/** The recipe list as the server pages it: `perPage=-1` answers all of them. */
function recipeList(request: Request) {
  const query = new URL(request.url).searchParams;
  const perPage = Number(query.get("perPage"));
  const page = Number(query.get("page"));
  const items: RecipeSummary[] = perPage === -1 ? recipes : recipes.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return {
    body: {
      ...pageOf(items),
      page,
      per_page: perPage,
      total: recipes.length,
      total_pages: perPage === -1 ? 1 : Math.ceil(recipes.length / PAGE_SIZE),
    },
  };
}

function routes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    "GET /api/recipes": recipeList,
    "GET /api/recipes/bulk-actions/export": { body: [] },
    "GET /api/organizers/tags": { body: pageOf([quick]) },
    ...extra,
  };
}

function sent(requests: Request[], method: string, path: string) {
  return requests.filter((each) => each.method === method && new URL(each.url).pathname === path);
}

async function bodyOf(request: Request | undefined): Promise<unknown> {
  return request ? JSON.parse(await request.clone().text()) : undefined;
}

async function openRecipes(extra: FakeRoutes = {}) {
  const rendered = renderApp(RECIPES, { user: member, routes: routes(extra) });
  await screen.findByRole("link", { name: "Apple Pie" }, PAGE_LOAD);
  return rendered;
}

describe("recipes in bulk", { timeout: 30_000 }, () => {
  it("tags the picked recipes with one call", async () => {
    const done = { message: "Tagged 2 recipes", error: false };
    const { requests } = await openRecipes({ "POST /api/recipes/bulk-actions/tag": { body: done } });
    const tagButton = screen.getByRole("button", { name: "Tag" });
    expect(tagButton).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("checkbox", { name: "Pick Apple Pie" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Pick Borscht" }));
    expect(screen.getByText("2 recipes picked")).toBeTruthy();
    fireEvent.click(tagButton);

    const form = await screen.findByRole("form", { name: "Tag 2 recipes" }, PAGE_LOAD);
    const tags = within(form).getByRole("combobox", { name: "Tags" });
    act(() => tags.focus());
    fireEvent.change(tags, { target: { value: "qui" } });
    fireEvent.click(await screen.findByRole("option", { name: "Quick" }));
    fireEvent.click(within(form).getByRole("button", { name: "Tag" }));

    // The server's answer is the toast.
    expect(await screen.findByText("Tagged 2 recipes")).toBeTruthy();
    expect(await bodyOf(sent(requests, "POST", "/api/recipes/bulk-actions/tag")[0])).toEqual({
      recipes: ["apple-pie", "borscht"],
      tags: [quick],
    });
    await waitFor(() => expect(screen.getByText("0 recipes picked")).toBeTruthy());
  });

  it("picks every recipe found, across pages, and deletes them once confirmed", async () => {
    const { requests } = await openRecipes({
      "POST /api/recipes/bulk-actions/delete": { body: { message: "Deleted 4 recipes", error: false } },
    });
    expect(screen.queryByRole("link", { name: "Dal" })).toBeNull();
    fireEvent.click(screen.getByRole("checkbox", { name: "Pick the recipes of this page" }));
    expect(screen.getByText("All 2 recipes of this page are picked.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Pick all 4 recipes found" }));
    expect(screen.getByText("4 recipes picked")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));

    const confirm = await screen.findByRole("dialog", { name: "Delete 4 recipes?" }, PAGE_LOAD);
    expect(sent(requests, "POST", "/api/recipes/bulk-actions/delete")).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete 4 recipes" }));
    expect(await screen.findByText("Deleted 4 recipes")).toBeTruthy();
    expect(await bodyOf(sent(requests, "POST", "/api/recipes/bulk-actions/delete")[0])).toEqual({
      recipes: ["apple-pie", "borscht", "crumpets", "dal"],
    });
  });

  it("sends the settings chosen for the picked recipes, starting from Mealie's defaults", async () => {
    const { requests } = await openRecipes({
      "POST /api/recipes/bulk-actions/settings": {
        body: { message: "Updated the settings of 1 recipe", error: false },
      },
    });
    fireEvent.click(screen.getByRole("checkbox", { name: "Pick Apple Pie" }));
    fireEvent.click(screen.getByRole("button", { name: "Settings" }));
    const form = await screen.findByRole("form", { name: "Settings of 1 recipe" }, PAGE_LOAD);
    fireEvent.click(within(form).getByRole("switch", { name: "Public" }));
    fireEvent.click(within(form).getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Updated the settings of 1 recipe")).toBeTruthy();
    expect(await bodyOf(sent(requests, "POST", "/api/recipes/bulk-actions/settings")[0])).toEqual({
      recipes: ["apple-pie"],
      settings: {
        public: true,
        showNutrition: false,
        showAssets: false,
        landscapeView: false,
        disableComments: true,
        disableAmount: true,
        locked: false,
      },
    });
  });

  it("exports the picked recipes and lists the export for download", async () => {
    const exports: unknown[] = [];
    const { requests } = await openRecipes({
      "GET /api/recipes/bulk-actions/export": () => ({ body: exports }),
      "POST /api/recipes/bulk-actions/export": () => {
        exports.push({
          id: "export-1",
          groupId: member.groupId,
          name: "Recipe export (1 recipe)",
          filename: "recipes-2026.zip",
          path: "groups/g/exports/recipes-2026.zip",
          size: "2.5 KB",
          expires: "2026-03-02T10:00:00Z",
        });
        return { status: 202, body: { message: "Exported 1 recipe", error: false } };
      },
    });
    expect(await screen.findByText("No exports. An export is kept for a day.")).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "Pick Borscht" }));
    fireEvent.click(screen.getByRole("button", { name: "Export" }));
    expect(await screen.findByRole("button", { name: "Download Recipe export (1 recipe)" })).toBeTruthy();
    expect(await bodyOf(sent(requests, "POST", "/api/recipes/bulk-actions/export")[0])).toEqual({
      recipes: ["borscht"],
      exportType: "json",
    });
  });
});
