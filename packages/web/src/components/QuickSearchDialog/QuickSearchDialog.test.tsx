/**
 * @vitest-environment jsdom
 * DOMPurify runs on jsdom as in browsers; on happy-dom it misreads node names and skips nodes it moves,
 * keeping what it must drop (its authors do not support happy-dom): a description's script would stay.
 */
import type { RecipeSummary } from "@larder/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildUser } from "../../test/builders";
import type { FakeRoutes } from "../../test/fakeFetch";
import { currentPath, renderApp } from "../../test/renderApp";

/** The fields of a listed recipe that the quick search shows. */
type ShownRecipe = Pick<RecipeSummary, "id" | "slug" | "name" | "description" | "image" | "rating">;

function buildRecipe(name: string): ShownRecipe {
  const slug = name.toLowerCase().replaceAll(" ", "-");
  return { id: `id-${slug}`, slug, name, description: `All about ${name}`, image: null, rating: null };
}

const pancakeRecipes = ["Pancakes", "Pandan cake", "Panzanella"].map(buildRecipe);

function recipesRoute(recipes: ShownRecipe[], path = "/api/recipes"): FakeRoutes {
  return {
    [`GET ${path}`]: (request) => {
      const search = new URL(request.url).searchParams.get("search") ?? "";
      const items = recipes.filter((recipe) => recipe.name.toLowerCase().includes(search.toLowerCase()));
      return { body: { page: 1, per_page: 20, total: items.length, total_pages: 1, items } };
    },
  };
}

async function openWithSlash() {
  // The group home is a lazy page: its first import can take a while on a busy machine.
  await screen.findByRole("heading", { name: "Home", level: 1 }, { timeout: 10_000 });
  fireEvent.keyDown(document.body, { key: "/" });
  return screen.findByRole("dialog", { name: "Search recipes" });
}

function typeSearch(dialog: HTMLElement, text: string) {
  const input = within(dialog).getByRole("combobox", { name: /Recipe name/ });
  fireEvent.change(input, { target: { value: text } });
  return input;
}

describe("quick search", () => {
  it("opens with '/' and asks the server for the first 20 recipes by name", async () => {
    const { requests } = renderApp("/g/home", { user: buildUser(), routes: recipesRoute(pancakeRecipes) });
    const dialog = await openWithSlash();
    typeSearch(dialog, "pan");
    expect(await within(dialog).findAllByRole("option")).toHaveLength(3);
    // The group home behind the dialog lists recipes too (30 a page); the dialog's searches ask for 20.
    const searches = requests.filter((request) => {
      const url = new URL(request.url);
      return url.pathname === "/api/recipes" && url.searchParams.get("perPage") === "20";
    });
    expect(searches).toHaveLength(1);
    const query = new URL(searches[0]?.url ?? "").searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      search: "pan",
      page: "1",
      perPage: "20",
      orderBy: "name",
      orderDirection: "asc",
    });
    expect(query.get("paginationSeed")).toBeTruthy();
  });

  it("does not open when '/' is typed into a text field", async () => {
    renderApp("/user/profile", { user: buildUser({ advanced: true }) });
    const tokenName = await screen.findByLabelText("Token name", {}, { timeout: 10_000 });
    fireEvent.keyDown(tokenName, { key: "/" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("moves through results with the arrow keys and opens one with Enter", async () => {
    const { router } = renderApp("/g/home", { user: buildUser(), routes: recipesRoute(pancakeRecipes) });
    const dialog = await openWithSlash();
    const input = typeSearch(dialog, "pan");
    await within(dialog).findAllByRole("option");
    const selectedName = () => within(dialog).getByRole("option", { selected: true }).textContent;

    expect(selectedName()).toContain("Pancakes");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(selectedName()).toContain("Panzanella");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(selectedName()).toContain("Panzanella");
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(selectedName()).toContain("Pandan cake");
    expect(input.getAttribute("aria-activedescendant")).toBe(within(dialog).getByRole("option", { selected: true }).id);

    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(currentPath(router)).toBe("/g/home/r/pandan-cake"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("empties the results when the search fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let failing = false;
    const search = recipesRoute(pancakeRecipes)["GET /api/recipes"];
    renderApp("/g/home", {
      user: buildUser(),
      routes: {
        "GET /api/recipes": (request) =>
          failing || typeof search !== "function" ? { status: 404, body: null } : search(request),
      },
    });
    const dialog = await openWithSlash();
    typeSearch(dialog, "pan");
    await within(dialog).findAllByRole("option");
    failing = true;
    typeSearch(dialog, "panz");
    expect(await within(dialog).findByText("No recipes found.")).toBeTruthy();
    expect(within(dialog).queryAllByRole("option")).toHaveLength(0);
  });

  it("leads to the group home's full search, starting from what was typed", async () => {
    const { router } = renderApp("/user/profile", { user: buildUser(), routes: recipesRoute(pancakeRecipes) });
    await screen.findByRole("heading", { level: 1 });
    fireEvent.click(screen.getByRole("textbox", { name: "Search recipes" }));
    const dialog = await screen.findByRole("dialog", { name: "Search recipes" });
    typeSearch(dialog, "pan");
    await within(dialog).findAllByRole("option");
    fireEvent.click(within(dialog).getByRole("link", { name: "Advanced search" }));
    await waitFor(() => expect(currentPath(router)).toBe("/g/home?search=pan"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const field = await screen.findByRole("searchbox", { name: "Search by name, ingredient or description" });
    expect(field).toHaveProperty("value", "pan");
  });

  it("on another group's page searches that group's public recipes, and opens them there", async () => {
    const { router, requests } = renderApp("/g/other", {
      user: buildUser(),
      routes: recipesRoute(pancakeRecipes, "/api/explore/recipes/other"),
    });
    fireEvent.click(await screen.findByRole("textbox", { name: "Search recipes" }));
    const dialog = await screen.findByRole("dialog", { name: "Search recipes" });
    const input = typeSearch(dialog, "pan");
    expect(await within(dialog).findAllByRole("option")).toHaveLength(3);
    expect(requests.some((request) => new URL(request.url).pathname === "/api/recipes")).toBe(false);
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(currentPath(router)).toBe("/g/other/r/pancakes"));
  });

  it("is there for a visitor of a public group, over its public recipes", async () => {
    const { requests } = renderApp("/g/home", {
      user: null,
      routes: recipesRoute(pancakeRecipes, "/api/explore/recipes/home"),
    });
    fireEvent.click(await screen.findByRole("textbox", { name: "Search recipes" }));
    const dialog = await screen.findByRole("dialog", { name: "Search recipes" });
    typeSearch(dialog, "pan");
    expect(await within(dialog).findAllByRole("option")).toHaveLength(3);
    const searches = requests.filter((request) => new URL(request.url).searchParams.get("perPage") === "20");
    expect(searches.map((request) => new URL(request.url).pathname)).toEqual(["/api/explore/recipes/home"]);
  });

  it("shows a result's Markdown description rendered, never its markup", async () => {
    const recipe = { ...buildRecipe("Pancakes"), description: "**Fluffy** and <script>alert(1)</script>quick" };
    renderApp("/g/home", { user: buildUser(), routes: recipesRoute([recipe]) });
    const dialog = await openWithSlash();
    typeSearch(dialog, "pan");
    const [option] = await within(dialog).findAllByRole("option");
    await waitFor(() => expect(option?.querySelector("strong")?.textContent).toBe("Fluffy"));
    expect(option?.textContent).not.toContain("**");
    expect(option?.querySelector("script")).toBeNull();
  });

  it("forgets the query when closed", async () => {
    renderApp("/g/home", { user: buildUser(), routes: recipesRoute(pancakeRecipes) });
    let dialog = await openWithSlash();
    typeSearch(dialog, "pan");
    await within(dialog).findAllByRole("option");
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.click(screen.getByRole("textbox", { name: "Search recipes" }));
    dialog = await screen.findByRole("dialog", { name: "Search recipes" });
    expect(within(dialog).getByRole("combobox", { name: /Recipe name/ })).toHaveProperty("value", "");
    expect(within(dialog).queryAllByRole("option")).toHaveLength(0);
  });
});
