import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildUser } from "../test/builders";
import { errorBody } from "../test/fakeFetch";
import { currentPath, renderApp } from "../test/renderApp";

/** Lets pending requests and redirects run, so that a test sees where the user ends up. */
function settle() {
  return new Promise((resolve) => setTimeout(resolve, 100));
}

describe("signing in and losing the session", () => {
  it("keeps a visitor on the sign-in page although 'am I signed in' answers 401", async () => {
    const { router } = renderApp("/login", { user: null });
    expect(await screen.findByRole("heading", { name: "Sign in to Larder" })).toBeTruthy();
    await settle();
    expect(currentPath(router)).toBe("/login");
  });

  it("sends a visitor from / to the sign-in page", async () => {
    const { router } = renderApp("/", { user: null });
    await waitFor(() => expect(currentPath(router)).toBe("/login"));
  });

  it("shows a wrong password on the form instead of redirecting", async () => {
    const { router, requests } = renderApp("/login", {
      user: null,
      routes: { "POST /api/auth/token": { status: 401, body: errorBody("Invalid Credentials") } },
    });
    fireEvent.change(await screen.findByLabelText(/Email or username/), { target: { value: "admin" } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: "wrong" } });
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Invalid credentials")).toBeTruthy();
    expect(currentPath(router)).toBe("/login");
    const tokenRequest = requests.find((request) => request.url.endsWith("/api/auth/token"));
    expect(await tokenRequest?.json()).toEqual({ username: "admin", password: "wrong", remember_me: false });
  });

  it("tells a locked-out user so", async () => {
    renderApp("/login", {
      user: null,
      routes: {
        "POST /api/auth/token": { status: 423, body: errorBody("Account Locked. Please try again later") },
      },
    });
    fireEvent.change(await screen.findByLabelText(/Email or username/), { target: { value: "admin" } });
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Account locked. Please try again later.")).toBeTruthy();
  });

  it("lands on the group home after signing in", async () => {
    let signedIn = false;
    const { router } = renderApp("/login", {
      user: null,
      routes: {
        "GET /api/users/self": () => (signedIn ? { body: buildUser() } : { status: 401 }),
        "POST /api/auth/token": () => {
          signedIn = true;
          return { body: { access_token: "jwt", token_type: "bearer" } };
        },
      },
    });
    fireEvent.change(await screen.findByLabelText(/Email or username/), {
      target: { value: "changeme@example.com" },
    });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: "MyPassword" } });
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(currentPath(router)).toBe("/g/home"));
    expect(await screen.findByRole("heading", { name: "Home", level: 1 })).toBeTruthy();
  });

  it("sends the user to sign in directly when a call answers 401", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const warn = vi.spyOn(console, "warn");
    const { router } = renderApp("/user/profile", {
      user: buildUser({ advanced: true }),
      routes: { "POST /api/users/api-tokens": { status: 401, body: errorBody("Not authenticated") } },
    });
    fireEvent.change(await screen.findByLabelText("Token name"), { target: { value: "ci" } });
    fireEvent.click(screen.getByRole("button", { name: "Generate" }));
    expect(await screen.findByRole("heading", { name: "Sign in to Larder" })).toBeTruthy();
    await settle();
    // Straight there: the profile's guard must not have bounced the user via / first.
    expect(currentPath(router)).toBe("/login?direct=1");
    expect(warn).not.toHaveBeenCalled();
  });

  it("returns to the sign-in page on logout", async () => {
    const warn = vi.spyOn(console, "warn");
    const { router } = renderApp("/user/profile", {
      user: buildUser(),
      routes: { "POST /api/auth/logout": { body: { message: "Logged out" } } },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Log out" }));
    expect(await screen.findByRole("heading", { name: "Sign in to Larder" })).toBeTruthy();
    await settle();
    expect(currentPath(router)).toBe("/login");
    expect(screen.queryByRole("button", { name: "Log out" })).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
