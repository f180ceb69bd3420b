import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildAppInfo } from "../../test/builders";
import { renderApp } from "../../test/renderApp";

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
