import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser } from "../../test/builders";
import type { FakeRoutes } from "../../test/fakeFetch";
import { renderApp } from "../../test/renderApp";

const admin = buildUser({ admin: true });
const backup = { name: "larder_2026.01.02.03.04.05.zip", date: "2026-01-02T03:04:05Z", size: "1.2 MB" };

function routes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    "GET /api/admin/backups": { body: { imports: [backup], templates: [] } },
    ...extra,
  };
}

describe("admin backups", () => {
  it("answers at /admin/backups, where the admin sidebar's Backups link leads, and lists each backup with its size", async () => {
    renderApp("/admin/backups", { user: admin, routes: routes() });
    const table = await screen.findByRole("table", { name: "Backups" });
    const row = within(table).getByText(backup.name).closest("tr") as HTMLElement;
    expect(within(row).getByText("1.2 MB")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Backups", level: 1 })).toBeTruthy();
  });

  it("creates a backup", async () => {
    const { requests } = renderApp("/admin/backups", {
      user: admin,
      routes: routes({ "POST /api/admin/backups": { status: 201, body: { message: "ok", error: false } } }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Create backup" }));
    await waitFor(() =>
      expect(requests.some((request) => request.method === "POST" && request.url.endsWith("/api/admin/backups"))).toBe(
        true,
      ),
    );
  });

  it("restores only once the backup's name is typed", async () => {
    const { requests } = renderApp("/admin/backups", {
      user: admin,
      routes: routes({
        [`POST /api/admin/backups/${backup.name}/restore`]: {
          body: { message: "Restored", error: false, restored: [], leftOut: [], reportIds: [] },
        },
      }),
    });
    fireEvent.click(await screen.findByRole("button", { name: `Restore ${backup.name}` }));
    const dialog = await screen.findByRole("dialog", { name: "Restore backup?" });
    const confirm = within(dialog).getByRole("button", { name: "Restore" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText("Backup name"), { target: { value: backup.name } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(requests.some((request) => request.url.endsWith("/restore"))).toBe(true));
  });

  it("shows what a restore brought in per kind and what it left out", async () => {
    renderApp("/admin/backups", {
      user: admin,
      routes: routes({
        [`POST /api/admin/backups/${backup.name}/restore`]: {
          body: {
            message: "Restored",
            error: false,
            restored: [
              { kind: "recipes", count: 12 },
              { kind: "users", count: 2 },
              { kind: "cookbooks", count: 0 },
              { kind: "files", count: 30 },
            ],
            leftOut: [{ kind: "API tokens", count: 3, reason: "signed with Mealie's secret" }],
            reportIds: ["r1"],
          },
        },
      }),
    });
    fireEvent.click(await screen.findByRole("button", { name: `Restore ${backup.name}` }));
    const dialog = await screen.findByRole("dialog", { name: "Restore backup?" });
    fireEvent.change(within(dialog).getByLabelText("Backup name"), { target: { value: backup.name } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Restore" }));

    const report = await screen.findByRole("dialog", { name: "Backup restored" });
    const table = within(report).getByRole("table", { name: "Backup restored" });
    const recipes = within(table).getByText("Recipes").closest("tr") as HTMLElement;
    expect(within(recipes).getByText("12")).toBeTruthy();
    expect(within(table).getByText("Stored files")).toBeTruthy();
    expect(within(table).queryByText("Cookbooks")).toBeNull();
    expect(within(report).getByText("3 API tokens: signed with Mealie's secret")).toBeTruthy();
    expect(within(report).getByText("This report is also kept among the reports of your group.")).toBeTruthy();
  });
});
