import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { buildUser } from "../../test/builders";
import { buildAdminAbout } from "../../test/groupBuilders";
import { currentPath, renderApp } from "../../test/renderApp";
import { passesGuard } from "./guards";

describe("route guards", () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  });

  it("lets an admin into the admin area", async () => {
    // Only the server facts are faked: the page's other panels fail quietly.
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderApp("/admin/site-settings", {
      user: buildUser({ admin: true }),
      routes: { "GET /api/admin/about": { body: buildAdminAbout() } },
    });
    expect(await screen.findByRole("heading", { name: "Site settings" })).toBeTruthy();
    expect(await screen.findByText("1.2.3")).toBeTruthy();
    expect(warn).not.toHaveBeenCalled();
  });

  it("sends a member who is not an admin home, with a warning", async () => {
    const { router } = renderApp("/admin/site-settings", { user: buildUser({ admin: false }) });
    await waitFor(() => expect(currentPath(router)).toBe("/g/home"));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("admin"));
    expect(screen.queryByRole("heading", { name: "Site settings" })).toBeNull();
  });

  it("sends a visitor from the profile to sign in", async () => {
    const { router } = renderApp("/user/profile", { user: null });
    await waitFor(() => expect(currentPath(router)).toBe("/login"));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("signedIn"));
  });
});

describe("passesGuard", () => {
  const member = buildUser({ groupSlug: "home" });

  it("checks each permission flag", () => {
    expect(passesGuard("advanced", member, undefined)).toBe(false);
    expect(passesGuard("advanced", { ...member, advanced: true }, undefined)).toBe(true);
    expect(passesGuard("manage", member, undefined)).toBe(false);
    expect(passesGuard("manage", { ...member, canManage: true }, undefined)).toBe(true);
    // Administrators may manage any group's notifiers and webhooks on the server too.
    expect(passesGuard("manage", { ...member, admin: true }, undefined)).toBe(true);
    expect(passesGuard("organize", member, undefined)).toBe(false);
  });

  it("allows only the user's own group", () => {
    expect(passesGuard("ownGroup", member, "home")).toBe(true);
    expect(passesGuard("ownGroup", member, "neighbours")).toBe(false);
  });

  it("refuses every guard to a visitor", () => {
    expect(passesGuard("signedIn", null, "home")).toBe(false);
  });
});
