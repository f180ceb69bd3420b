import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorBody } from "../../test/fakeFetch";
import { renderApp } from "../../test/renderApp";

const NEUTRAL_CONFIRMATION = "If an account uses that address, a reset link is on its way.";

async function requestLinkFor(email: string) {
  fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: email } });
  fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
}

describe("forgot password", () => {
  it("asks for a link and confirms in words that do not tell whether the account exists", async () => {
    const { requests } = renderApp("/forgot-password", {
      user: null,
      routes: { "POST /api/users/forgot-password": { body: { message: "If the address is known, a link was sent" } } },
    });
    await requestLinkFor(" julia@example.com ");
    expect(await screen.findByText(NEUTRAL_CONFIRMATION)).toBeTruthy();
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    // The page's own confirmation replaces the server's message, which is not toasted on top.
    expect(screen.queryByText("If the address is known, a link was sent")).toBeNull();
    const request = requests.find((each) => each.url.endsWith("/api/users/forgot-password"));
    expect(await request?.json()).toEqual({ email: "julia@example.com" });
  });

  it("shows the server's message when it cannot send e-mail", async () => {
    renderApp("/forgot-password", {
      user: null,
      routes: { "POST /api/users/forgot-password": { status: 503, body: errorBody("Email is not configured") } },
    });
    await requestLinkFor("julia@example.com");
    expect(await screen.findByText("Email is not configured")).toBeTruthy();
    expect(screen.queryByText(NEUTRAL_CONFIRMATION)).toBeNull();
  });

  it("checks the address before sending it", async () => {
    const { requests } = renderApp("/forgot-password", { user: null });
    await requestLinkFor("julia");
    expect(await screen.findByText("Email Must Be Valid")).toBeTruthy();
    expect(requests.some((request) => request.url.endsWith("/api/users/forgot-password"))).toBe(false);
  });
});
