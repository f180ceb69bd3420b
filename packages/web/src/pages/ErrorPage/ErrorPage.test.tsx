import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser } from "../../test/builders";
import { currentPath, renderApp } from "../../test/renderApp";

describe("error page", () => {
  it("follows an old recipe address into the user's group", async () => {
    const { router } = renderApp("/recipe/pancakes?edit=true", { user: buildUser({ groupSlug: "home" }) });
    await waitFor(() => expect(currentPath(router)).toBe("/g/home/r/pancakes?edit=true"));
  });

  it("shows page-not-found with a way home for an unknown address", async () => {
    const { router } = renderApp("/no/such/page", { user: buildUser() });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go home" }).getAttribute("href")).toBe("/");
    expect(currentPath(router)).toBe("/no/such/page");
  });
});
