import type { ReportOut } from "@larder/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser } from "../../test/builders";
import { errorBody } from "../../test/fakeFetch";
import { buildReport } from "../../test/organizeBuilders";
import { currentPath, renderApp } from "../../test/renderApp";

const PAGE_LOAD = { timeout: 10_000 };
const REPORT_ID = "3c2b1a00-5a34-4a43-9b52-7c0f9d5b0a01";
const entry = (id: string, success: boolean, message: string) => ({
  id,
  reportId: REPORT_ID,
  timestamp: "2026-03-01T10:00:01Z",
  success,
  message,
  exception: success ? "" : "It has no name",
});
const earlier = buildReport("Nextcloud Cookbook Migration 2026-02-01 09:00", {
  id: "3c2b1a00-5a34-4a43-9b52-7c0f9d5b0a02",
  category: "migration",
  status: "success",
  timestamp: "2026-02-01T09:00:00Z",
});
const summary = ({ entries: _entries, ...rest }: ReportOut) => rest;

describe("migrations", { timeout: 30_000 }, () => {
  it("tells what to export from each of the nine apps, and lists the group's past migrations", async () => {
    renderApp("/group/migrations", {
      user: buildUser(),
      routes: { "GET /api/groups/reports": { body: [summary(earlier)] } },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Migrations" }, PAGE_LOAD)).toBeTruthy();
    const past = await screen.findByRole("list", { name: "Past migrations" });
    expect(within(past).getByRole("link", { name: earlier.name }).getAttribute("href")).toBe(
      `/group/reports/${earlier.id}`,
    );

    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Recipe app" }));
    const options = (await screen.findAllByRole("option")).map((option) => option.textContent);
    expect(options).toEqual([
      "Nextcloud Cookbook",
      "Chowdown",
      "Copy Me That",
      "Paprika",
      "Mealie (before v1)",
      "Tandoor",
      "Plan to Eat",
      "My Recipe Box",
      "Recipe Keeper",
    ]);
    fireEvent.click(screen.getByRole("option", { name: "My Recipe Box" }));
    const howTo = await screen.findByRole("region", { name: "What to export from My Recipe Box" });
    expect(within(howTo).getByText(/pick the CSV format/)).toBeTruthy();
    expect(within(howTo).getByText("Upload that .csv file.")).toBeTruthy();
    expect(screen.getByLabelText("My Recipe Box export file").getAttribute("accept")).toContain(".csv");
    expect(screen.getByRole("button", { name: "Start the migration" }).hasAttribute("disabled")).toBe(true);
  });

  it("uploads the export with the app and the tag switch, shows progress until done, then links the report and the recipes", async () => {
    let reads = 0;
    const { requests, router } = renderApp("/group/migrations", {
      user: buildUser(),
      routes: {
        "GET /api/groups/reports": { body: [] },
        "POST /api/groups/migrations": {
          body: summary(
            buildReport("Paprika Migration 2026-03-01 10:00", {
              id: REPORT_ID,
              category: "migration",
              status: "in-progress",
            }),
          ),
        },
        [`GET /api/groups/reports/${REPORT_ID}`]: () => {
          reads += 1;
          const running = reads < 3;
          return {
            body: buildReport("Paprika Migration 2026-03-01 10:00", {
              id: REPORT_ID,
              category: "migration",
              status: running ? "in-progress" : "partial",
              entries: running
                ? [entry("e1", true, "Imported Zucchinipuffer as zucchinipuffer")]
                : [
                    entry("e1", true, "Imported Zucchinipuffer as zucchinipuffer"),
                    entry("e2", true, "Imported Frittata as frittata"),
                    entry("e3", false, "Failed to import Broken"),
                  ],
            }),
          };
        },
      },
    });
    fireEvent.mouseDown(await screen.findByRole("combobox", { name: "Recipe app" }, PAGE_LOAD));
    fireEvent.click(await screen.findByRole("option", { name: "Paprika" }));
    expect(await screen.findByText(/select all recipes, then choose File → Export/)).toBeTruthy();
    fireEvent.click(screen.getByRole("switch", { name: 'Add a tag "Paprika" to every imported recipe' }));
    const archive = new File(["zip bytes"], "My Recipes.paprikarecipes", { type: "application/octet-stream" });
    fireEvent.change(screen.getByLabelText("Paprika export file"), { target: { files: [archive] } });
    expect(screen.getByText("My Recipes.paprikarecipes")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Start the migration" }));

    const progress = await screen.findByRole("region", { name: "Migration progress" });
    expect(await within(progress).findByText(/Importing… 1 imported, 0 failed so far\./)).toBeTruthy();
    await within(progress).findByText(
      "Done: some recipes could not be imported. 2 imported, 1 failed.",
      {},
      { timeout: 8_000 },
    );
    const upload = requests.find((request) => request.method === "POST");
    const form = await upload?.formData();
    expect(form?.get("migration_type")).toBe("paprika");
    expect(form?.get("add_migration_tag")).toBe("true");
    expect(form?.get("archive")).toHaveProperty("name", "My Recipes.paprikarecipes");

    expect(within(progress).getByRole("link", { name: "See the group's recipes" }).getAttribute("href")).toBe(
      `/g/${buildUser().groupSlug}`,
    );
    fireEvent.click(within(progress).getByRole("link", { name: "Open the report" }));
    await waitFor(() => expect(currentPath(router)).toBe(`/group/reports/${REPORT_ID}`));
  });

  it("shows the server's refusal and starts nothing", async () => {
    renderApp("/group/migrations", {
      user: buildUser(),
      routes: {
        "GET /api/groups/reports": { body: [] },
        "POST /api/groups/migrations": {
          status: 400,
          body: errorBody("This is not a Nextcloud Cookbook export: no recipe.json found"),
        },
      },
    });
    const file = new File(["not a zip"], "notes.zip", { type: "application/zip" });
    fireEvent.change(await screen.findByLabelText("Nextcloud Cookbook export file", {}, PAGE_LOAD), {
      target: { files: [file] },
    });
    fireEvent.click(screen.getByRole("button", { name: "Start the migration" }));
    expect(await screen.findByText("This is not a Nextcloud Cookbook export: no recipe.json found")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Migration progress" })).toBeNull();
  });
});
