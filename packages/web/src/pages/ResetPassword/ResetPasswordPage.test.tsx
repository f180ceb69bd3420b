import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorBody } from "../../test/fakeFetch";
import { currentPath, renderApp } from "../../test/renderApp";

function fillIn(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: "input" }), { target: { value } });
}

async function resetWith(password: string, passwordConfirm = password) {
  await screen.findByLabelText(/^Email/);
  fillIn(/^Email/, "julia@example.com");
  fillIn(/^New password/, password);
  fillIn(/^Confirm new password/, passwordConfirm);
  fireEvent.click(screen.getByRole("button", { name: "Reset password" }));
}

describe("reset password", () => {
  it("sets the new password with the link's token and sends the user to sign in", async () => {
    const { router, requests } = renderApp("/reset-password?token=reset-abc", {
      user: null,
      routes: { "POST /api/users/reset-password": { body: { message: "Password reset" } } },
    });
    await resetWith("Souffle-rises-42");
    await waitFor(() => expect(currentPath(router)).toBe("/login"));
    expect(await screen.findByText("Your password has been reset. Sign in with your new password.")).toBeTruthy();
    const request = requests.find((each) => each.url.endsWith("/api/users/reset-password"));
    expect(await request?.json()).toEqual({
      token: "reset-abc",
      email: "julia@example.com",
      password: "Souffle-rises-42",
      passwordConfirm: "Souffle-rises-42",
    });
  });

  it("rates the new password and insists on a matching confirmation", async () => {
    const { requests } = renderApp("/reset-password?token=reset-abc", { user: null });
    await resetWith("Souffle-rises-42", "Souffle-rises-43");
    expect(screen.getByRole("progressbar", { name: "Password strength" }).getAttribute("aria-valuetext")).toBe(
      "Strong",
    );
    expect(await screen.findByText("password must match")).toBeTruthy();
    expect(requests.some((request) => request.url.endsWith("/api/users/reset-password"))).toBe(false);
  });

  it("shows an expired link's refusal with a way to ask for a new one", async () => {
    const { router } = renderApp("/reset-password?token=old", {
      user: null,
      routes: {
        "POST /api/users/reset-password": { status: 400, body: errorBody("Invalid or expired password reset link") },
      },
    });
    await resetWith("Souffle-rises-42");
    expect(await screen.findByText("Invalid or expired password reset link")).toBeTruthy();
    expect(currentPath(router)).toBe("/reset-password?token=old");
    expect(screen.getByRole("link", { name: "Request a new reset link" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
  });

  it("explains a missing token and links to the forgot-password page", async () => {
    renderApp("/reset-password", { user: null });
    expect(await screen.findByText(/This page needs the link from a password reset email/)).toBeTruthy();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.getByRole("link", { name: "Request a new reset link" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
  });
});
