import type { CheckAppConfig } from "@larder/shared";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser } from "../../test/builders";
import type { FakeRoutes } from "../../test/fakeFetch";
import { buildAdminAbout } from "../../test/groupBuilders";
import { renderApp } from "../../test/renderApp";

const admin = buildUser({ admin: true });

function siteRoutes(checks: Partial<CheckAppConfig> = {}, extra: FakeRoutes = {}): FakeRoutes {
  return {
    "GET /api/admin/about": { body: buildAdminAbout({ dbType: "postgres", defaultGroup: "Home", allowSignup: true }) },
    "GET /api/admin/about/statistics": {
      body: { totalRecipes: 1500, totalUsers: 4, totalGroups: 2, uncategorizedRecipes: 30, untaggedRecipes: 12 },
    },
    "GET /api/admin/about/check": {
      body: {
        emailReady: true,
        ldapReady: false,
        oidcReady: false,
        enableOpenai: false,
        baseUrlSet: true,
        isSiteSecure: false,
        isUpToDate: true,
        ...checks,
      },
    },
    ...extra,
  };
}

/** The list item of a check, and whether its icon says it passed. */
async function findCheck(title: string) {
  const checks = await screen.findByRole("list", { name: "Configuration checks" });
  const item = within(checks).getByText(title).closest("li");
  if (!item) throw new Error(`No check named ${title}`);
  return { item, passed: within(item).queryByRole("img", { name: "Passed" }) !== null };
}

describe("site settings", () => {
  it("shows each configuration check with its verdict and what it means", async () => {
    renderApp("/admin/site-settings", { user: admin, routes: siteRoutes() });

    const secure = await findCheck("Secure site");
    expect(secure.passed).toBe(false);
    expect(within(secure.item).getByRole("img", { name: "Needs attention" })).toBeTruthy();
    expect(within(secure.item).getByText(/BASE_URL does not use https/)).toBeTruthy();

    const baseUrl = await findCheck("Server address");
    expect(baseUrl.passed).toBe(true);
    expect(within(baseUrl.item).getByText(/BASE_URL is set/)).toBeTruthy();

    expect((await findCheck("Email")).passed).toBe(true);
    expect((await findCheck("LDAP")).passed).toBe(false);
    expect((await findCheck("OpenID Connect")).passed).toBe(false);
  });

  it("shows the server facts and statistics", async () => {
    renderApp("/admin/site-settings", { user: admin, routes: siteRoutes() });
    const server = await screen.findByRole("list", { name: "Server" });
    const fact = (label: string) => within(server).getByText(label).closest("li")?.textContent;
    expect(fact("Version")).toContain("1.2.3");
    expect(fact("Database")).toContain("postgres");
    expect(fact("Default group")).toContain("Home");
    expect(fact("Sign-up allowed")).toContain("Yes");

    const statistics = await screen.findByRole("list", { name: "Statistics" });
    expect(within(statistics).getByText("Recipes").closest("li")?.textContent).toContain("1,500");
    expect(within(statistics).getByText("Groups").closest("li")?.textContent).toContain("2");
  });

  it("sends a test email and reports success", async () => {
    const { requests } = renderApp("/admin/site-settings", {
      user: admin,
      routes: siteRoutes({}, { "POST /api/admin/email": { body: { success: true, error: null } } }),
    });
    const form = await screen.findByRole("form", { name: "Send a test email" });
    fireEvent.change(within(form).getByLabelText("Email address"), { target: { value: "nope" } });
    fireEvent.click(within(form).getByRole("button", { name: "Send" }));
    expect(await within(form).findByText("Email Must Be Valid")).toBeTruthy();

    fireEvent.change(within(form).getByLabelText("Email address"), { target: { value: "me@example.com" } });
    fireEvent.click(within(form).getByRole("button", { name: "Send" }));
    expect((await within(form).findByRole("status")).textContent).toBe("Test email sent to me@example.com");
    const sent = requests.find((request) => request.method === "POST");
    expect(await sent?.json()).toEqual({ email: "me@example.com" });
  });

  it("shows why the test email failed", async () => {
    renderApp("/admin/site-settings", {
      user: admin,
      routes: siteRoutes({}, { "POST /api/admin/email": { body: { success: false, error: "Connection refused" } } }),
    });
    const form = await screen.findByRole("form", { name: "Send a test email" });
    fireEvent.change(within(form).getByLabelText("Email address"), { target: { value: "me@example.com" } });
    fireEvent.click(within(form).getByRole("button", { name: "Send" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("Connection refused");
  });

  it("offers no test email while email is not set up", async () => {
    renderApp("/admin/site-settings", { user: admin, routes: siteRoutes({ emailReady: false }) });
    expect((await findCheck("Email")).passed).toBe(false);
    expect(screen.queryByRole("form", { name: "Send a test email" })).toBeNull();
  });
});
