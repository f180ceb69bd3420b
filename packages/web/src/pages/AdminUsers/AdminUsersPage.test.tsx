import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildUser } from "../../test/builders";
import { errorBody, type FakeRoutes } from "../../test/fakeFetch";
import { buildAdminAbout, buildAdminUser, buildGroup, pageOf } from "../../test/groupBuilders";
import { renderApp } from "../../test/renderApp";

const admin = buildUser({ admin: true });
const superUser = buildAdminUser("Change Me", { admin: true });
const ann = buildAdminUser("Ann Baker", { lockedAt: "2024-05-01T10:00:00Z", loginAttempts: 5 });
const olga = buildAdminUser("Olga Oidc", { authMethod: "OIDC" });
const takenUsernames = ["change.me", "ann.baker"];

function adminRoutes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    "GET /api/admin/users": { body: pageOf([superUser, ann]) },
    "GET /api/admin/groups": {
      body: pageOf([buildGroup(), buildGroup({ id: "id-neighbours", name: "Neighbours", slug: "neighbours" })]),
    },
    "GET /api/admin/about": { body: buildAdminAbout() },
    "GET /api/validators/user/name": (request) => ({
      body: { valid: !takenUsernames.includes(new URL(request.url).searchParams.get("name") ?? "") },
    }),
    "GET /api/validators/user/email": { body: { valid: true } },
    ...extra,
  };
}

async function findUsersTable() {
  return screen.findByRole("table", { name: "Users" });
}

function rowOf(table: HTMLElement, text: string): HTMLElement {
  const row = within(table).getByText(text).closest("tr");
  if (!row) throw new Error(`No row shows ${text}`);
  return row;
}

describe("admin users", () => {
  it("lists every user with their group, role and lock state", async () => {
    const { requests } = renderApp("/admin/manage/users", { user: admin, routes: adminRoutes() });
    const table = await findUsersTable();
    const annRow = rowOf(table, "ann.baker");
    expect(within(annRow).getByText("Ann Baker")).toBeTruthy();
    expect(within(annRow).getByText("ann.baker@example.com")).toBeTruthy();
    expect(within(annRow).getByText("Home")).toBeTruthy();
    expect(within(annRow).getByText("No")).toBeTruthy();
    expect(within(annRow).getByText("Locked")).toBeTruthy();
    const superRow = rowOf(table, "change.me");
    expect(within(superRow).getByText("Yes")).toBeTruthy();
    expect(within(superRow).getByText("Open")).toBeTruthy();
    const list = requests.find((request) => new URL(request.url).pathname === "/api/admin/users");
    expect(new URL(list?.url ?? "").searchParams.get("perPage")).toBe("-1");
  });

  it("shows how each user signs in, and makes no reset link for a provider's account", async () => {
    renderApp("/admin/manage/users", {
      user: admin,
      routes: adminRoutes({ "GET /api/admin/users": { body: pageOf([superUser, olga]) } }),
    });
    const table = await findUsersTable();
    expect(within(rowOf(table, "change.me")).getByText("Password")).toBeTruthy();
    const olgaRow = rowOf(table, "olga.oidc");
    expect(within(olgaRow).getByText("OpenID Connect")).toBeTruthy();
    expect(within(olgaRow).getByRole("button", { name: "Password reset link for olga.oidc" })).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("creates a user after checking the form and that the username is free", async () => {
    const { requests } = renderApp("/admin/manage/users", {
      user: admin,
      routes: adminRoutes({ "POST /api/admin/users": { status: 201, body: buildAdminUser("Bea Cook") } }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Create user" }));
    const dialog = await screen.findByRole("dialog", { name: "Create user" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findAllByText("This Field is Required")).toHaveLength(4);

    fireEvent.change(within(dialog).getByLabelText(/Username/), { target: { value: "ann.baker" } });
    fireEvent.change(within(dialog).getByLabelText(/Full name/), { target: { value: "Bea Cook" } });
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: "bea@example.com" } });
    fireEvent.change(within(dialog).getByLabelText(/Password/), { target: { value: "short" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Must Be At Least 8 Characters")).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/Password/), { target: { value: "long enough" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Username is already taken")).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/Username/), { target: { value: "bea" } });
    fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: "Group" }));
    fireEvent.click(await screen.findByRole("option", { name: "Neighbours" }));
    fireEvent.click(within(dialog).getByRole("switch", { name: "Can invite others to the group" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));

    expect(await screen.findByText("User bea created")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const created = requests.find((request) => request.method === "POST");
    expect(await created?.json()).toEqual({
      username: "bea",
      fullName: "Bea Cook",
      email: "bea@example.com",
      password: "long enough",
      group: "Neighbours",
      admin: false,
      advanced: false,
      canInvite: true,
      canManage: false,
      canOrganize: false,
    });
  });

  it("edits a user without a password, checking only what changed", async () => {
    const { requests } = renderApp("/admin/manage/users", {
      user: admin,
      routes: adminRoutes({ "PUT /api/admin/users/id-ann.baker": { body: ann } }),
    });
    const table = await findUsersTable();
    fireEvent.click(within(rowOf(table, "ann.baker")).getByRole("button", { name: "Edit ann.baker" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit user" });
    expect(within(dialog).queryByLabelText(/Password/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/Full name/), { target: { value: "Ann Baker-Cook" } });
    fireEvent.click(within(dialog).getByRole("switch", { name: "Advanced user" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("User ann.baker saved")).toBeTruthy();
    const updated = requests.find((request) => request.method === "PUT");
    expect(await updated?.json()).toEqual({
      username: "ann.baker",
      fullName: "Ann Baker-Cook",
      email: "ann.baker@example.com",
      group: "Home",
      admin: false,
      advanced: true,
      canInvite: false,
      canManage: false,
      canOrganize: false,
    });
    expect(requests.some((request) => request.url.includes("/api/validators/"))).toBe(false);
  });

  it("shows the server's refusal to delete the super user", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { requests } = renderApp("/admin/manage/users", {
      user: admin,
      routes: adminRoutes({
        "DELETE /api/admin/users/id-change.me": { status: 400, body: errorBody("Error! Cannot Delete Super User") },
      }),
    });
    const table = await findUsersTable();
    fireEvent.click(within(rowOf(table, "change.me")).getByRole("button", { name: "Delete change.me" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete user?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("Error! Cannot Delete Super User")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests.some((request) => request.method === "DELETE")).toBe(true);
  });

  it("signs a user out everywhere after asking, and says so", async () => {
    const { requests } = renderApp("/admin/manage/users", {
      user: admin,
      routes: adminRoutes({ "DELETE /api/admin/users/id-ann.baker/sessions": { body: { ended: 2 } } }),
    });
    const table = await findUsersTable();
    fireEvent.click(within(rowOf(table, "ann.baker")).getByRole("button", { name: "Sign out ann.baker everywhere" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign out everywhere?" });
    expect(within(dialog).getByText(/Every session of ann.baker ends/)).toBeTruthy();
    expect(requests.some((request) => request.method === "DELETE")).toBe(false);

    fireEvent.click(within(dialog).getByRole("button", { name: "Sign out everywhere" }));
    expect(await screen.findByText("ann.baker is signed out everywhere")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const ended = requests.filter((request) => request.method === "DELETE");
    expect(ended.map((request) => new URL(request.url).pathname)).toEqual(["/api/admin/users/id-ann.baker/sessions"]);
  });

  it("leaves the user signed in when the administrator cancels", async () => {
    const { requests } = renderApp("/admin/manage/users", { user: admin, routes: adminRoutes() });
    const table = await findUsersTable();
    fireEvent.click(within(rowOf(table, "ann.baker")).getByRole("button", { name: "Sign out ann.baker everywhere" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign out everywhere?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests.some((request) => request.method === "DELETE")).toBe(false);
  });

  it("unlocks every locked account and says how many", async () => {
    const { requests } = renderApp("/admin/manage/users", {
      user: admin,
      routes: adminRoutes({ "POST /api/admin/users/unlock": { body: { unlocked: 2 } } }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Unlock all" }));
    expect(await screen.findByText("2 accounts unlocked")).toBeTruthy();
    const unlock = requests.find((request) => request.method === "POST");
    expect(new URL(unlock?.url ?? "").searchParams.get("force")).toBe("true");
  });

  it("makes a password reset link to hand on", async () => {
    const { requests } = renderApp("/admin/manage/users", {
      user: admin,
      routes: adminRoutes({ "POST /api/admin/users/password-reset-token": { status: 201, body: { token: "r3set" } } }),
    });
    const table = await findUsersTable();
    fireEvent.click(
      within(rowOf(table, "ann.baker")).getByRole("button", { name: "Password reset link for ann.baker" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Password reset link" });
    expect(within(dialog).getByLabelText("Password reset link")).toHaveProperty(
      "value",
      `${window.location.origin}/reset-password?token=r3set`,
    );
    const tokenRequest = requests.find((request) => request.method === "POST");
    expect(await tokenRequest?.json()).toEqual({ email: "ann.baker@example.com" });
  });
});
