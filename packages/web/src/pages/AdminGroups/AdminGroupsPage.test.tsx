import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildUser } from "../../test/builders";
import { errorBody, type FakeRoutes } from "../../test/fakeFetch";
import { buildGroup, buildGroupPreferences, pageOf } from "../../test/groupBuilders";
import { renderApp } from "../../test/renderApp";

const admin = buildUser({ admin: true });
const home = buildGroup({
  users: [
    { id: "1", fullName: "Change Me" },
    { id: "2", fullName: "Ann Baker" },
  ],
});
const empty = buildGroup({
  id: "id-empty",
  name: "Empty",
  slug: "empty",
  users: [],
  preferences: buildGroupPreferences({ id: "prefs-empty", groupId: "id-empty" }),
});

function adminRoutes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    "GET /api/admin/groups": { body: pageOf([home, empty]) },
    "GET /api/validators/group": (request) => ({
      body: { valid: new URL(request.url).searchParams.get("name")?.toLowerCase() !== "home" },
    }),
    ...extra,
  };
}

function rowOf(table: HTMLElement, name: string): HTMLElement {
  const row = within(table).getByText(name).closest("tr");
  if (!row) throw new Error(`No row shows ${name}`);
  return row;
}

async function findGroupsTable() {
  return screen.findByRole("table", { name: "Groups" });
}

describe("admin groups", () => {
  it("lists the groups with their slug and number of members", async () => {
    renderApp("/admin/manage/groups", { user: admin, routes: adminRoutes() });
    const table = await findGroupsTable();
    expect(within(rowOf(table, "Home")).getByText("home")).toBeTruthy();
    expect(within(rowOf(table, "Home")).getByText("2")).toBeTruthy();
    expect(within(rowOf(table, "Empty")).getByText("0")).toBeTruthy();
  });

  it("creates a group under a name that is still free", async () => {
    const { requests } = renderApp("/admin/manage/groups", {
      user: admin,
      routes: adminRoutes({ "POST /api/admin/groups": { status: 201, body: buildGroup({ name: "Cabin" }) } }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Create group" }));
    const dialog = await screen.findByRole("dialog", { name: "Create group" });
    const name = within(dialog).getByLabelText(/Name/);

    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("This Field is Required")).toBeTruthy();
    fireEvent.change(name, { target: { value: "home" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Group name is already taken")).toBeTruthy();
    fireEvent.change(name, { target: { value: " Cabin " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));

    expect(await screen.findByText("Group Cabin created")).toBeTruthy();
    const created = requests.find((request) => request.method === "POST");
    expect(await created?.json()).toEqual({ name: "Cabin" });
  });

  it("renames a group and saves its preferences", async () => {
    const { requests } = renderApp("/admin/manage/groups", {
      user: admin,
      routes: adminRoutes({ "PUT /api/admin/groups/id-empty": { body: empty } }),
    });
    const table = await findGroupsTable();
    fireEvent.click(within(rowOf(table, "Empty")).getByRole("button", { name: "Edit Empty" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit group" });
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: "Cabin" } });
    fireEvent.click(within(dialog).getByRole("switch", { name: "Disable comments" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Group Cabin saved")).toBeTruthy();
    const updated = requests.find((request) => request.method === "PUT");
    expect(await updated?.json()).toEqual({
      id: "id-empty",
      name: "Cabin",
      preferences: {
        privateGroup: true,
        firstDayOfWeek: 0,
        recipePublic: true,
        recipeShowNutrition: false,
        recipeShowAssets: false,
        recipeLandscapeView: false,
        recipeDisableComments: true,
        recipeDisableAmount: true,
      },
    });
  });

  it("keeps the name check quiet when a group keeps its own name", async () => {
    const { requests } = renderApp("/admin/manage/groups", {
      user: admin,
      routes: adminRoutes({ "PUT /api/admin/groups/id-empty": { body: empty } }),
    });
    const table = await findGroupsTable();
    fireEvent.click(within(rowOf(table, "Empty")).getByRole("button", { name: "Edit Empty" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit group" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Group Empty saved")).toBeTruthy();
    expect(requests.some((request) => request.url.includes("/api/validators/"))).toBe(false);
  });

  it("shows why a group with members cannot be deleted", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderApp("/admin/manage/groups", {
      user: admin,
      routes: adminRoutes({
        "DELETE /api/admin/groups/5202f881-64b9-4a1a-99c6-d1172a02474e": {
          status: 400,
          body: errorBody("Cannot delete group with users"),
        },
      }),
    });
    const table = await findGroupsTable();
    fireEvent.click(within(rowOf(table, "Home")).getByRole("button", { name: "Delete Home" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete group?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Cannot delete group with users")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("deletes an empty group", async () => {
    const { requests } = renderApp("/admin/manage/groups", {
      user: admin,
      routes: adminRoutes({ "DELETE /api/admin/groups/id-empty": { body: empty } }),
    });
    const table = await findGroupsTable();
    fireEvent.click(within(rowOf(table, "Empty")).getByRole("button", { name: "Delete Empty" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Delete group?" })).getByRole("button", { name: "Delete" }),
    );
    expect(await screen.findByText("Group Empty deleted")).toBeTruthy();
    expect(requests.filter((request) => request.method === "DELETE")).toHaveLength(1);
  });
});
