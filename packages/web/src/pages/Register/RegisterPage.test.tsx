import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildAppInfo, buildUser } from "../../test/builders";
import { errorBody, type FakeRoutes } from "../../test/fakeFetch";
import { currentPath, renderApp } from "../../test/renderApp";

const signupAllowed: FakeRoutes = { "GET /api/app/about": { body: buildAppInfo({ allowSignup: true }) } };

function valid(free = true) {
  return { body: { valid: free } };
}

function fillIn(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: "input" }), { target: { value } });
}

function fillAccount() {
  fillIn(/^Username/, "julia");
  fillIn(/^Full name/, "Julia Child");
  fillIn(/^Email/, "julia@example.com");
  fillIn(/^Password/, "Bon-appetit-1961");
  fillIn(/^Confirm password/, "Bon-appetit-1961");
}

function requestTo(requests: Request[], path: string) {
  return requests.find((request) => new URL(request.url).pathname === path);
}

describe("sign-up", () => {
  it("creates a new group and sends the user to sign in", async () => {
    const { router, requests } = renderApp("/register", {
      user: null,
      routes: {
        ...signupAllowed,
        "GET /api/validators/user/name": valid(),
        "GET /api/validators/user/email": valid(),
        "GET /api/validators/group": valid(),
        "POST /api/users/register": { status: 201, body: buildUser() },
      },
    });
    await screen.findByLabelText(/^Username/);
    fillAccount();
    fillIn(/^Group name/, "Child Kitchen");
    fireEvent.click(screen.getByRole("switch", { name: "Private group" }));
    fireEvent.click(screen.getByRole("switch", { name: "Enable advanced features" }));
    fireEvent.click(screen.getByRole("button", { name: "Sign up" }));

    await waitFor(() => expect(currentPath(router)).toBe("/login"));
    expect(await screen.findByText("Your account is ready. Sign in to start cooking.")).toBeTruthy();
    expect(await requestTo(requests, "/api/users/register")?.json()).toEqual({
      username: "julia",
      fullName: "Julia Child",
      email: "julia@example.com",
      password: "Bon-appetit-1961",
      passwordConfirm: "Bon-appetit-1961",
      advanced: true,
      locale: "en-US",
      group: "Child Kitchen",
      private: true,
    });
  });

  it("joins the inviting group without asking for one", async () => {
    const { router, requests } = renderApp("/register?token=invite-123", {
      user: null,
      routes: { "POST /api/users/register": { status: 201, body: buildUser() } },
    });
    expect(await screen.findByText(/You have been invited to join a group/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Group name/)).toBeNull();
    expect(screen.queryByRole("switch", { name: "Private group" })).toBeNull();
    fillAccount();
    fireEvent.click(screen.getByRole("button", { name: "Sign up" }));

    await waitFor(() => expect(currentPath(router)).toBe("/login"));
    const body = await requestTo(requests, "/api/users/register")?.json();
    expect(body).toMatchObject({ username: "julia", groupToken: "invite-123", advanced: false });
    expect(body).not.toHaveProperty("group");
  });

  it("says so instead of showing the form when sign-up is off and there is no invitation", async () => {
    renderApp("/register", { user: null });
    expect(await screen.findByText(/Sign-up is turned off on this server/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign up" })).toBeNull();
    expect(screen.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toBe("/login");
  });

  it("shows the shared rule messages on submit and sends nothing", async () => {
    const { requests } = renderApp("/register", { user: null, routes: signupAllowed });
    await screen.findByLabelText(/^Username/);
    fillIn(/^Email/, "julia@");
    fillIn(/^Password/, "short");
    fillIn(/^Confirm password/, "shorter");
    fireEvent.click(screen.getByRole("button", { name: "Sign up" }));

    expect(await screen.findAllByText("This Field is Required")).toHaveLength(3);
    expect(screen.getByText("Email Must Be Valid")).toBeTruthy();
    expect(screen.getByText("Must Be At Least 8 Characters")).toBeTruthy();
    expect(screen.getByText("password must match")).toBeTruthy();
    expect(screen.getByLabelText(/^Username/).getAttribute("aria-invalid")).toBe("true");
    expect(requestTo(requests, "/api/users/register")).toBeUndefined();
  });

  it("reports a taken username, e-mail address and group name while the user types", async () => {
    const { requests } = renderApp("/register", {
      user: null,
      routes: {
        ...signupAllowed,
        "GET /api/validators/user/name": valid(false),
        "GET /api/validators/user/email": valid(false),
        "GET /api/validators/group": valid(false),
      },
    });
    await screen.findByLabelText(/^Username/);
    fillAccount();
    fillIn(/^Group name/, "Home");

    expect(await screen.findByText("Username is already taken")).toBeTruthy();
    expect(await screen.findByText("Email is already taken")).toBeTruthy();
    expect(await screen.findByText("Group name is already taken")).toBeTruthy();
    const nameCheck = new URL(requestTo(requests, "/api/validators/user/name")?.url ?? "");
    expect(nameCheck.searchParams.get("name")).toBe("julia");

    fireEvent.click(screen.getByRole("button", { name: "Sign up" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestTo(requests, "/api/users/register")).toBeUndefined();
  });

  it("asks once the user stops typing, and forgets the verdict as soon as the value changes", async () => {
    const { requests } = renderApp("/register", {
      user: null,
      routes: {
        ...signupAllowed,
        "GET /api/validators/user/name": (request) => valid(new URL(request.url).searchParams.get("name") !== "jul"),
      },
    });
    await screen.findByLabelText(/^Username/);
    fillIn(/^Username/, "j");
    fillIn(/^Username/, "ju");
    fillIn(/^Username/, "jul");
    expect(await screen.findByText("Username is already taken")).toBeTruthy();
    const checks = requests.filter((request) => new URL(request.url).pathname === "/api/validators/user/name");
    expect(checks).toHaveLength(1);

    fillIn(/^Username/, "julia");
    expect(screen.queryByText("Username is already taken")).toBeNull();
  });

  it("rates the password as it is typed", async () => {
    renderApp("/register", { user: null, routes: signupAllowed });
    await screen.findByLabelText(/^Username/);
    expect(screen.queryByRole("progressbar", { name: "Password strength" })).toBeNull();

    fillIn(/^Password/, "abcdef");
    const meter = screen.getByRole("progressbar", { name: "Password strength" });
    expect(meter.getAttribute("aria-valuenow")).toBe("30");
    expect(meter.getAttribute("aria-valuetext")).toBe("Weak");

    fillIn(/^Password/, "abcdefghijKLM12!");
    expect(meter.getAttribute("aria-valuetext")).toBe("Very strong");
    expect(screen.getByText("Password strength: Very strong")).toBeTruthy();
  });

  it("shows the server's refusal as an error toast and stays on the form", async () => {
    const { router } = renderApp("/register?token=expired", {
      user: null,
      routes: { "POST /api/users/register": { status: 400, body: errorBody("Invalid or expired invitation") } },
    });
    await screen.findByLabelText(/^Username/);
    fillAccount();
    fireEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(await screen.findByText("Invalid or expired invitation")).toBeTruthy();
    expect(currentPath(router)).toBe("/register?token=expired");
  });
});
