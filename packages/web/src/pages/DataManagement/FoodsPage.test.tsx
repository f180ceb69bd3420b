import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { foodBody } from "../../api/foods/manageMutations";
import { translatorFor } from "../../i18n";
import { buildUser } from "../../test/builders";
import type { FakeRoutes } from "../../test/fakeFetch";
import { pageOf } from "../../test/groupBuilders";
import { buildFood, buildLabel } from "../../test/organizeBuilders";
import { currentPath, renderApp } from "../../test/renderApp";
import { deleteUsageMessage } from "./usageMessage";

const PAGE_LOAD = { timeout: 10_000 };
const FOODS = "/group/data/foods";
const organizer = buildUser({ advanced: true, canOrganize: true });
const produce = buildLabel("Produce", { color: "#4CAF50" });
const dairy = buildLabel("Dairy", { color: "#2196F3" });
const basil = buildFood("Basil", { pluralName: "Basil" });
const butter = buildFood("Butter", { labelId: dairy.id, label: dairy });
const leek = buildFood("Leek", { pluralName: "Leeks", labelId: produce.id, label: produce });
const milk = buildFood("Milk");

function foodRoutes(foods = [basil, butter, leek, milk]): FakeRoutes {
  return {
    "GET /api/foods": () => ({ body: pageOf(foods) }),
    "GET /api/groups/labels": { body: pageOf([dairy, produce]) },
  };
}

function sent(requests: Request[], method: string, path: string) {
  return requests.filter((each) => each.method === method && new URL(each.url).pathname === path);
}

async function bodyOf(request: Request | undefined): Promise<unknown> {
  return request ? JSON.parse(await request.clone().text()) : undefined;
}

async function openFoods(routes: FakeRoutes, user = organizer) {
  const rendered = renderApp(FOODS, { user, routes });
  await screen.findByRole("heading", { level: 1, name: "Foods" }, PAGE_LOAD);
  await screen.findByRole("cell", { name: "Basil" }, PAGE_LOAD);
  return rendered;
}

describe("the foods screen", { timeout: 30_000 }, () => {
  it("searches and sorts the foods in the browser", async () => {
    await openFoods(foodRoutes());
    const table = screen.getByRole("table", { name: "Foods" });
    const names = () =>
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) => within(row).getAllByRole("cell")[1]?.textContent);
    expect(names()).toEqual(["Basil", "Butter", "Leek", "Milk"]);

    fireEvent.click(within(table).getByRole("button", { name: /^Label/ }));
    // By label name; foods without one last.
    expect(names()).toEqual(["Butter", "Leek", "Basil", "Milk"]);

    fireEvent.change(screen.getByRole("searchbox", { name: "Find a food" }), { target: { value: "produce" } });
    await waitFor(() => expect(names()).toEqual(["Leek"]));
    expect(screen.getByText("1 item")).toBeTruthy();
  });

  it("says how many recipes use a food before deleting it", async () => {
    const { requests } = await openFoods({
      ...foodRoutes(),
      "GET /api/recipes": (request) => {
        const query = new URL(request.url).searchParams;
        return { body: { ...pageOf([]), total: query.getAll("foods").includes(basil.id) ? 3 : 0 } };
      },
      "DELETE /api/foods/food-basil": { body: basil },
    });
    fireEvent.click(screen.getByRole("button", { name: "Delete Basil" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Basil?" });
    expect(
      await within(dialog).findByText(
        "3 recipes use Basil: their ingredient lines keep their text but lose the food. Deleting cannot be undone.",
      ),
    ).toBeTruthy();
    expect(sent(requests, "DELETE", "/api/foods/food-basil")).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Basil deleted")).toBeTruthy();
    expect(sent(requests, "DELETE", "/api/foods/food-basil")).toHaveLength(1);
  });

  it("gives the picked foods a label, saving only those that lack it", async () => {
    const { requests } = await openFoods({
      ...foodRoutes(),
      "PUT /api/foods/food-basil": { body: { ...basil, labelId: produce.id, label: produce } },
      "PUT /api/foods/food-milk": { body: { ...milk, labelId: produce.id, label: produce } },
    });
    const assign = screen.getByRole("button", { name: "Give a label" });
    expect(assign).toHaveProperty("disabled", true);
    for (const name of ["Basil", "Leek", "Milk"])
      fireEvent.click(screen.getByRole("checkbox", { name: `Pick ${name}` }));
    fireEvent.click(screen.getByRole("button", { name: "Give 3 foods a label" }));

    const form = await screen.findByRole("form", { name: "Label for the picked foods" }, PAGE_LOAD);
    fireEvent.mouseDown(within(form).getByRole("combobox", { name: "Label" }));
    fireEvent.click(await screen.findByRole("option", { name: "Produce" }));
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("2 foods now have the label Produce")).toBeTruthy();
    // Leek had the label already: nothing to save for it.
    expect(sent(requests, "PUT", "/api/foods/food-leek")).toHaveLength(0);
    expect(await bodyOf(sent(requests, "PUT", "/api/foods/food-basil")[0])).toEqual({
      ...foodBody(basil),
      labelId: produce.id,
    });
    expect(await bodyOf(sent(requests, "PUT", "/api/foods/food-milk")[0])).toMatchObject({ labelId: produce.id });
    // The picked rows are let go once labelled.
    await waitFor(() => expect(screen.getByRole("button", { name: "Give a label" })).toBeTruthy());
  });

  it("merges a food into the one chosen", async () => {
    const { requests } = await openFoods({
      ...foodRoutes(),
      "GET /api/recipes": { body: { ...pageOf([]), total: 1 } },
      "PUT /api/foods/merge": { body: { message: "Successfully merged foods", error: false } },
    });
    fireEvent.click(screen.getByRole("button", { name: "Merge Milk into another" }));
    const form = await screen.findByRole("form", { name: "Merge" }, PAGE_LOAD);
    expect(await within(form).findByText(/^1 recipe uses Milk/)).toBeTruthy();
    const into = within(form).getByRole("combobox", { name: "Merge into the food" });
    fireEvent.change(into, { target: { value: "butt" } });
    fireEvent.click(await screen.findByRole("option", { name: "Butter" }));
    fireEvent.click(within(form).getByRole("button", { name: "Merge" }));

    await waitFor(() => expect(sent(requests, "PUT", "/api/foods/merge")).toHaveLength(1));
    expect(await bodyOf(sent(requests, "PUT", "/api/foods/merge")[0])).toEqual({
      fromFood: milk.id,
      toFood: butter.id,
    });
  });

  it("seeds the common foods in the interface's language, once asked", async () => {
    const { requests } = await openFoods({
      ...foodRoutes(),
      "POST /api/groups/seeders/foods": { body: { message: "Added 212 foods", error: false } },
    });
    fireEvent.click(screen.getByRole("button", { name: "Add common foods" }));
    const dialog = await screen.findByRole("dialog", { name: "Add common foods?" }, PAGE_LOAD);
    expect(within(dialog).getByText(/named in American English/)).toBeTruthy();
    expect(sent(requests, "POST", "/api/groups/seeders/foods")).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    // The server says how many it added.
    expect(await screen.findByText("Added 212 foods")).toBeTruthy();
    expect(await bodyOf(sent(requests, "POST", "/api/groups/seeders/foods")[0])).toEqual({ locale: "en-US" });
  });

  it("shows the foods without ways to change them to a member who may not organize", async () => {
    await openFoods(foodRoutes(), buildUser({ advanced: true }));
    expect(screen.getByText(/changing them takes the permission to organize/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "New food" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add common foods" })).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete Basil" })).toBeNull();
  });

  it("is an advanced feature: other members are sent home", async () => {
    const { router } = renderApp(FOODS, { user: buildUser({ canOrganize: true }), routes: foodRoutes() });
    await waitFor(() => expect(currentPath(router)).not.toBe(FOODS), PAGE_LOAD);
    expect(screen.queryByRole("heading", { name: "Foods" })).toBeNull();
  });
});

describe("the message before a delete", () => {
  const t = translatorFor("en-US");
  it("counts the recipes (or, for a label, the foods) it takes something from", () => {
    expect(deleteUsageMessage(t, "tags", "Quick", 0)).toBe("No recipe is tagged Quick.");
    expect(deleteUsageMessage(t, "tags", "Quick", 1)).toBe("1 recipe is tagged Quick; it stays, without the tag.");
    expect(deleteUsageMessage(t, "units", "cup", 12)).toBe(
      "12 recipes use cup: their ingredient lines keep their text but lose the unit.",
    );
    expect(deleteUsageMessage(t, "labels", "Dairy", 2)).toBe("2 foods have the label Dairy; they will have none.");
  });
});
