import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildUser } from "../../test/builders";
import type { FakeRoutes } from "../../test/fakeFetch";
import { buildGroup, buildGroupPreferences } from "../../test/groupBuilders";
import { currentPath, renderApp } from "../../test/renderApp";

const preferences = buildGroupPreferences();

const groupRoutes: FakeRoutes = {
  "GET /api/groups/self": { body: buildGroup() },
  "GET /api/groups/preferences": { body: preferences },
  "GET /api/groups/statistics": {
    body: { totalRecipes: 1234, totalUsers: 3, totalCategories: 7, totalTags: 12, totalTools: 4 },
  },
  "GET /api/groups/storage": {
    body: {
      usedStorageBytes: 125_000_000,
      usedStorageStr: "125 MB",
      totalStorageBytes: 500_000_000,
      totalStorageStr: "500 MB",
    },
  },
};

async function openPreferences() {
  return screen.findByRole("form", { name: "Preferences" });
}

describe("group settings", () => {
  it("lets a manager change the preferences and save them", async () => {
    const { requests } = renderApp("/group", {
      user: buildUser({ canManage: true }),
      routes: {
        ...groupRoutes,
        "PUT /api/groups/preferences": { body: preferences },
      },
    });
    const form = await openPreferences();
    expect(screen.getByText("Home")).toBeTruthy();

    fireEvent.mouseDown(within(form).getByRole("combobox", { name: "First day of the week" }));
    fireEvent.click(await screen.findByRole("option", { name: "Monday" }));
    fireEvent.click(within(form).getByRole("switch", { name: "Show nutrition facts" }));
    const privateGroup = within(form).getByRole("switch", { name: "Private group (hidden from visitors)" });
    // Visitors need both settings, which sit apart on the form: the switch says so.
    const description = document.getElementById(privateGroup.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toMatch(/while it is not private and "Recipes are public" is on/);
    fireEvent.click(privateGroup);
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Group settings saved")).toBeTruthy();
    const saved = requests.find((request) => request.method === "PUT");
    expect(await saved?.json()).toEqual({
      privateGroup: false,
      firstDayOfWeek: 1,
      recipePublic: true,
      recipeShowNutrition: true,
      recipeShowAssets: false,
      recipeLandscapeView: false,
      recipeDisableComments: false,
      recipeDisableAmount: true,
    });
  });

  it("shows the preferences read-only to a member who does not manage the group", async () => {
    renderApp("/group", { user: buildUser({ canManage: false }), routes: groupRoutes });
    const form = await openPreferences();
    expect(screen.getByText("Only group managers can change these settings.")).toBeTruthy();
    expect(within(form).getByRole("switch", { name: "Disable ingredient amounts" })).toHaveProperty("disabled", true);
    expect(within(form).queryByRole("button", { name: "Save" })).toBeNull();
  });

  it("summarises what the group holds and its storage", async () => {
    renderApp("/group", { user: buildUser(), routes: groupRoutes });
    expect(await screen.findByText("1,234")).toBeTruthy();
    expect(screen.getByText("Storage: 125 MB of 500 MB used")).toBeTruthy();
    const storage = screen.getByRole("progressbar", { name: "Storage: 125 MB of 500 MB used" });
    expect(storage.getAttribute("aria-valuenow")).toBe("25");
  });

  it("is linked from the drawer for a signed-in user", async () => {
    renderApp("/g/home", { user: buildUser(), routes: groupRoutes });
    fireEvent.click(await screen.findByRole("button", { name: "Toggle navigation menu" }));
    const drawer = await screen.findByRole("navigation", { name: "Main navigation" });
    expect(within(drawer).getByRole("link", { name: "Group settings" }).getAttribute("href")).toBe("/group");
    expect(within(drawer).getByRole("link", { name: "Members" }).getAttribute("href")).toBe("/group/members");
  });

  it("sends a visitor to sign in", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { router } = renderApp("/group", { user: null, routes: groupRoutes });
    await waitFor(() => expect(currentPath(router)).toBe("/login"));
  });
});
