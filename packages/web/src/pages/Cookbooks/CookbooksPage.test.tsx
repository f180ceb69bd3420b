import type { UpdateCookBook } from "@larder/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cookbookBody, renumberCookbooks } from "../../api/cookbooks/mutations";
import { buildUser } from "../../test/builders";
import type { FakeRoutes } from "../../test/fakeFetch";
import { pageOf } from "../../test/groupBuilders";
import { buildCookbook } from "../../test/organizeBuilders";
import { renderApp } from "../../test/renderApp";

// A new cookbook opens on its own page, whose code the test run transforms on first use: once, in the
// full suite on two busy cores, that took longer than 10 s.
const PAGE_LOAD = { timeout: 20_000 };
const organizer = buildUser({ canOrganize: true });
const dinners = buildCookbook("Dinners", { position: 1 });
const baking = buildCookbook("Baking", { position: 2, public: true });

async function bodyOf(requests: Request[], method: string, path: string): Promise<unknown> {
  const request = requests.find((each) => each.method === method && new URL(each.url).pathname === path);
  return request ? JSON.parse(await request.clone().text()) : undefined;
}

function cookbookRoutes(cookbooks = [dinners, baking]): FakeRoutes {
  return {
    "GET /api/groups/cookbooks": () => ({ body: pageOf(cookbooks) }),
    "GET /api/organizers/categories": { body: pageOf([]) },
    "GET /api/organizers/tags": { body: pageOf([]) },
    "GET /api/organizers/tools": { body: pageOf([]) },
  };
}

describe("the cookbooks page", { timeout: 30_000 }, () => {
  it("names a new cookbook by the count of cookbooks plus one, placed last, and opens it for editing", async () => {
    const created = buildCookbook("Cookbook 3", { position: 3 });
    const { requests } = renderApp("/g/home/cookbooks", {
      user: organizer,
      routes: { ...cookbookRoutes(), "POST /api/groups/cookbooks": { status: 201, body: created } },
    });
    const list = await screen.findByRole("list", { name: "Cookbooks" }, PAGE_LOAD);
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Dinners", "Baking"]);

    fireEvent.click(screen.getByRole("button", { name: "New cookbook" }));
    const form = await screen.findByRole("form", { name: "Cookbook" }, PAGE_LOAD);
    expect(within(form).getByRole("textbox", { name: "Name" })).toHaveProperty("value", "Cookbook 3");
    expect(await bodyOf(requests, "POST", "/api/groups/cookbooks")).toEqual({ name: "Cookbook 3", position: 3 });
  });

  it("saves an edit whole, with the require-all flags as chosen", async () => {
    const { requests } = renderApp("/g/home/cookbooks", {
      user: organizer,
      routes: {
        ...cookbookRoutes(),
        "PUT /api/groups/cookbooks/cookbook-dinners": { body: { ...dinners, name: "Weeknight dinners" } },
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Edit Dinners" }, PAGE_LOAD));
    const form = await screen.findByRole("form", { name: "Cookbook" }, PAGE_LOAD);
    fireEvent.change(within(form).getByRole("textbox", { name: "Name" }), { target: { value: "Weeknight dinners" } });
    fireEvent.click(within(form).getByRole("switch", { name: "Public" }));
    fireEvent.click(within(form).getByRole("switch", { name: "Recipes need every tag" }));
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Weeknight dinners saved")).toBeTruthy();
    expect(await bodyOf(requests, "PUT", "/api/groups/cookbooks/cookbook-dinners")).toEqual({
      ...cookbookBody(dinners),
      name: "Weeknight dinners",
      public: true,
      requireAllTags: false,
    });
  });

  it("asks before deleting a cookbook", async () => {
    const { requests } = renderApp("/g/home/cookbooks", {
      user: organizer,
      routes: { ...cookbookRoutes(), "DELETE /api/groups/cookbooks/cookbook-baking": { body: baking } },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Delete Baking" }, PAGE_LOAD));
    const confirm = await screen.findByRole("dialog", { name: "Delete Baking?" });
    expect(requests.some((request) => request.method === "DELETE")).toBe(false);
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Baking deleted")).toBeTruthy();
    await waitFor(() => expect(requests.filter((request) => request.method === "DELETE")).toHaveLength(1));
  });

  it("shows a member without the organize permission the cookbooks, but no way to change them", async () => {
    renderApp("/g/home/cookbooks", { user: buildUser(), routes: cookbookRoutes() });
    await screen.findByRole("list", { name: "Cookbooks" }, PAGE_LOAD);
    expect(screen.getByRole("link", { name: "Baking" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "New cookbook" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^(Edit|Delete|Move) / })).toBeNull();
  });
});

describe("reordering cookbooks", () => {
  it("renumbers the positions 1..n in list order, whatever they were", () => {
    const ordered = [
      buildCookbook("C", { position: 7 }),
      buildCookbook("A", { position: 1 }),
      buildCookbook("B", { position: 1 }),
    ];
    expect(renumberCookbooks(ordered).map(({ name, position }) => [name, position])).toEqual([
      ["C", 1],
      ["A", 2],
      ["B", 3],
    ]);
  });

  it("sends every field back, so that the reorder keeps each cookbook's organizers", () => {
    const soups = { id: "cat-soups", name: "Soups", slug: "soups" };
    const cookbook = buildCookbook("Soups", { categories: [soups], requireAllTools: false });
    const body: UpdateCookBook = cookbookBody(cookbook);
    expect(body).toMatchObject({ id: cookbook.id, categories: [soups], requireAllTools: false, position: 1 });
  });
});
