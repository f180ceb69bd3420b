import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser } from "../../test/builders";
import { renderApp } from "../../test/renderApp";

const warning = "You are still using the default password. Change it in your profile.";

describe("the default password warning", () => {
  it("shows to an administrator while the site checks report the default password in use", async () => {
    renderApp("/group/members", {
      user: buildUser({ admin: true }),
      routes: {
        "GET /api/groups/members": { body: [] },
        "GET /api/admin/about/check": { body: { defaultPasswordInUse: true } },
      },
    });
    expect(await screen.findByText(warning)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open profile" })).toBeTruthy();
  });

  it("never shows to a member, who is not asked the site checks either", async () => {
    const { requests } = renderApp("/group/members", {
      user: buildUser({ admin: false }),
      routes: {
        "GET /api/groups/members": { body: [] },
        "GET /api/admin/about/check": { body: { defaultPasswordInUse: true } },
      },
    });
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.queryByText(warning)).toBeNull();
    expect(requests.some((request) => request.url.includes("/api/admin/about/check"))).toBe(false);
  });
});
