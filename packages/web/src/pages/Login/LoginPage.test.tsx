import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { buildAppInfo } from "../../test/builders";
import { renderApp } from "../../test/renderApp";
import { goToProviderSignIn } from "./providerSignIn";

describe("sign-in page links", () => {
  it("offers a password reset and, when the server allows it, sign-up", async () => {
    renderApp("/login", {
      user: null,
      routes: { "GET /api/app/about": { body: buildAppInfo({ allowSignup: true }) } },
    });
    expect((await screen.findByRole("link", { name: "Forgot password?" })).getAttribute("href")).toBe(
      "/forgot-password",
    );
    expect((await screen.findByRole("link", { name: "Sign up" })).getAttribute("href")).toBe("/register");
  });

  it("offers no sign-up when the server does not allow it", async () => {
    renderApp("/login", { user: null });
    expect(await screen.findByRole("link", { name: "Forgot password?" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Sign up" })).toBeNull();
  });
});

vi.mock("./providerSignIn", () => ({ PROVIDER_SIGN_IN_URL: "/api/auth/oauth", goToProviderSignIn: vi.fn() }));

describe("signing in with the OpenID Connect provider", () => {
  const withProvider = (oidcRedirect: boolean) => ({
    "GET /api/app/about": {
      body: buildAppInfo({ enableOidc: true, oidcProviderName: "Authelia", oidcRedirect }),
    },
  });

  beforeEach(() => vi.mocked(goToProviderSignIn).mockClear());

  it("offers the provider's button beside the password form", async () => {
    renderApp("/login", { user: null, routes: withProvider(false) });
    const button = await screen.findByRole("link", { name: "Sign in with Authelia" });
    expect(button.getAttribute("href")).toBe("/api/auth/oauth");
    expect(screen.getByLabelText(/Password/)).toBeTruthy();
    expect(goToProviderSignIn).not.toHaveBeenCalled();
  });

  it("shows no provider button when the server has none", async () => {
    renderApp("/login", { user: null });
    expect(await screen.findByRole("link", { name: "Forgot password?" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Sign in with/ })).toBeNull();
  });

  it("goes to the provider on its own with auto-redirect, but not with ?direct=1", async () => {
    renderApp("/login", { user: null, routes: withProvider(true) });
    expect(await screen.findByText("Taking you to Authelia to sign in…")).toBeTruthy();
    await waitFor(() => expect(goToProviderSignIn).toHaveBeenCalledTimes(1));
  });

  it("stays on the page with ?direct=1", async () => {
    renderApp("/login?direct=1", { user: null, routes: withProvider(true) });
    expect(await screen.findByRole("link", { name: "Sign in with Authelia" })).toBeTruthy();
    expect(goToProviderSignIn).not.toHaveBeenCalled();
  });

  it("names why the provider sign-in was refused, and does not redirect again", async () => {
    renderApp("/login?direct=1&oidc_error=not-in-user-group", { user: null, routes: withProvider(true) });
    expect(
      await screen.findByText(
        "Your account at Authelia is not in the group allowed to use this server. Ask an administrator to add you.",
      ),
    ).toBeTruthy();
    expect(goToProviderSignIn).not.toHaveBeenCalled();
  });
});
