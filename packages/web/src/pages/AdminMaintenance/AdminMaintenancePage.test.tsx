import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser } from "../../test/builders";
import type { FakeRoutes } from "../../test/fakeFetch";
import { renderApp } from "../../test/renderApp";

const admin = buildUser({ admin: true });

function maintenanceRoutes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    "GET /api/admin/maintenance": { body: { dataDirSize: "12.4 MiB", cleanableImages: 3, cleanableDirs: 1 } },
    "GET /api/admin/maintenance/storage": {
      body: {
        tempDirSize: "0 bytes",
        backupsDirSize: "2.0 MiB",
        groupsDirSize: "10.1 MiB",
        recipesDirSize: "10.0 MiB",
        userDirSize: "40.0 KiB",
      },
    },
    "GET /api/admin/maintenance/logs": {
      body: { logs: [JSON.stringify({ level: 40, time: Date.UTC(2025, 0, 2, 3, 4, 5), msg: "disk nearly full" })] },
    },
    "POST /api/admin/maintenance/clean/images": { body: { message: "Removed 3 files (1.2 MiB)", error: false } },
    ...extra,
  };
}

describe("maintenance", () => {
  it("shows the data folder and its parts", async () => {
    renderApp("/admin/maintenance", { user: admin, routes: maintenanceRoutes() });
    const folder = await screen.findByRole("list", { name: "Data folder" });
    expect(within(folder).getByText("12.4 MiB")).toBeTruthy();
    expect(within(folder).getByText("Images nothing shows").nextSibling?.textContent).toBe("3");
    const storage = await screen.findByRole("list", { name: "Storage" });
    expect(within(storage).getByText("Backups").nextSibling?.textContent).toBe("2.0 MiB");
  });

  it("asks before cleaning and says what was removed", async () => {
    const routes = maintenanceRoutes();
    renderApp("/admin/maintenance", { user: admin, routes });
    fireEvent.click(await screen.findByRole("button", { name: "Clean images" }));
    const dialog = await screen.findByRole("dialog", { name: "Clean images" });
    expect(within(dialog).getByText(/no recipe or timeline event shows/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Clean images" }));
    expect((await screen.findByRole("status")).textContent).toContain("Removed 3 files (1.2 MiB)");
  });

  it("cancelling a clean action runs nothing", async () => {
    renderApp("/admin/maintenance", { user: admin, routes: maintenanceRoutes() });
    fireEvent.click(await screen.findByRole("button", { name: "Clean recipe folders" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows the server log as lines a person reads", async () => {
    renderApp("/admin/maintenance", { user: admin, routes: maintenanceRoutes() });
    const log = await screen.findByLabelText("Last lines of the server log");
    expect(log.textContent).toBe("2025-01-02T03:04:05.000Z WARN disk nearly full");
    expect(screen.getByRole("button", { name: "Refresh" })).toBeTruthy();
  });

  it("is reached from the admin sidebar", async () => {
    renderApp("/admin/site-settings", {
      user: admin,
      routes: maintenanceRoutes({
        "GET /api/admin/about": { status: 500, body: {} },
        "GET /api/admin/about/statistics": { status: 500, body: {} },
        "GET /api/admin/about/check": { status: 500, body: {} },
      }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Toggle navigation menu" }));
    fireEvent.click(await screen.findByRole("link", { name: "Maintenance" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Maintenance" })).toBeTruthy();
  });
});
