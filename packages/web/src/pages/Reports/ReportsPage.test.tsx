import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser } from "../../test/builders";
import { buildReport } from "../../test/organizeBuilders";
import { currentPath, renderApp } from "../../test/renderApp";

const PAGE_LOAD = { timeout: 10_000 };
const imported = buildReport("Bulk import of 2 addresses", {
  id: "7f0c5f57-5a34-4a43-9b52-7c0f9d5b0a01",
  entries: [
    {
      id: "e1",
      reportId: "r",
      timestamp: "2026-03-01T10:00:01Z",
      success: true,
      message: "Imported https://soup.example/leek",
      exception: "",
    },
    {
      id: "e2",
      reportId: "r",
      timestamp: "2026-03-01T10:00:02Z",
      success: false,
      message: "Failed to import https://soup.example/pea",
      exception: "The page could not be fetched",
    },
  ],
});
const migrated = buildReport("Paprika migration", {
  id: "7f0c5f57-5a34-4a43-9b52-7c0f9d5b0a02",
  category: "migration",
  status: "success",
  timestamp: "2026-03-02T10:00:00Z",
});
const summary = ({ entries: _entries, ...rest }: typeof imported) => rest;

describe("reports", { timeout: 30_000 }, () => {
  it("lists the group's reports newest first, filtered by type through the address", async () => {
    const { router, requests } = renderApp("/group/reports", {
      user: buildUser(),
      routes: {
        "GET /api/groups/reports": (request) => {
          const type = new URL(request.url).searchParams.get("report_type");
          const all = [summary(imported), summary(migrated)];
          return { body: type ? all.filter((report) => report.category === type) : all };
        },
      },
    });
    await screen.findByRole("table", { name: "Reports" }, PAGE_LOAD);
    const links = () =>
      within(screen.getByRole("table", { name: "Reports" }))
        .getAllByRole("link")
        .map((link) => link.textContent);
    expect(links()).toEqual(["Paprika migration", "Bulk import of 2 addresses"]);

    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Type" }));
    fireEvent.click(await screen.findByRole("option", { name: "Bulk import" }));
    await waitFor(() => expect(links()).toEqual(["Bulk import of 2 addresses"]));
    expect(currentPath(router)).toBe("/group/reports?type=bulk_import");
    expect(requests.some((request) => request.url.endsWith("report_type=bulk_import"))).toBe(true);
  });

  it("opens a report with each entry's outcome, and deletes it once confirmed", async () => {
    const { router, requests } = renderApp(`/group/reports/${imported.id}`, {
      user: buildUser(),
      routes: {
        [`GET /api/groups/reports/${imported.id}`]: { body: imported },
        [`DELETE /api/groups/reports/${imported.id}`]: { body: imported },
        "GET /api/groups/reports": { body: [] },
      },
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Bulk import of 2 addresses" }, PAGE_LOAD),
    ).toBeTruthy();
    expect(screen.getByText("Partly succeeded")).toBeTruthy();
    const rows = within(screen.getByRole("table", { name: "Entries" }))
      .getAllByRole("row")
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual(["Succeeded", "Failed"]);
    expect(within(rows[1] as HTMLElement).getByText("The page could not be fetched")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Delete report" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete Bulk import of 2 addresses?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(currentPath(router)).toBe("/group/reports"));
    expect(requests.filter((request) => request.method === "DELETE")).toHaveLength(1);
  });
});
