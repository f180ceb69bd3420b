import type { UserOut } from "@larder/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser } from "../../test/builders";
import { errorBody, type FakeRoutes } from "../../test/fakeFetch";
import { renderApp } from "../../test/renderApp";

const user = buildUser({ id: "user-1", username: "julia", fullName: "Julia Child", email: "julia@example.com" });

/** users/self answers with `before` until the PUT has run, then with `after`, as the real server would. */
function updatingServer(before: UserOut, after: UserOut): FakeRoutes {
  let current = before;
  return {
    "GET /api/users/self": () => ({ body: current }),
    [`PUT /api/users/${before.id}`]: () => {
      current = after;
      return { body: after };
    },
  };
}

function requestsTo(requests: Request[], method: string, path: string) {
  return requests.filter((request) => request.method === method && new URL(request.url).pathname === path);
}

function fillIn(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: "input" }), { target: { value } });
}

describe("profile", () => {
  it("saves edited details with the whole account in the PUT body", async () => {
    const renamed = { ...user, fullName: "Julia McWilliams Child", email: "julia@child.example" };
    const { requests } = renderApp("/user/profile", {
      user,
      routes: { ...updatingServer(user, renamed), "GET /api/validators/user/email": { body: { valid: true } } },
    });
    const fullName = await screen.findByLabelText(/^Full name/, { selector: "input" });
    expect(screen.getByRole("button", { name: "Save changes" })).toHaveProperty("disabled", true);
    fireEvent.change(fullName, { target: { value: " Julia McWilliams Child " } });
    fillIn(/^Email/, "julia@child.example");
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Your account has been updated.")).toBeTruthy();
    const [put] = requestsTo(requests, "PUT", "/api/users/user-1");
    expect(await put?.json()).toEqual({
      username: "julia",
      fullName: "Julia McWilliams Child",
      email: "julia@child.example",
      admin: false,
      advanced: false,
      canInvite: false,
      canManage: false,
      canOrganize: false,
    });
  });

  it("checks a changed username against the server, but not the user's own", async () => {
    const { requests } = renderApp("/user/profile", {
      user,
      routes: { "GET /api/validators/user/name": { body: { valid: false } } },
    });
    await screen.findByLabelText(/^Username/, { selector: "input" });
    fillIn(/^Username/, "JULIA");
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(requestsTo(requests, "GET", "/api/validators/user/name")).toHaveLength(0);

    fillIn(/^Username/, "paul");
    expect(await screen.findByText("Username is already taken")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo(requests, "PUT", "/api/users/user-1")).toHaveLength(0);
  });

  it("shows the rule messages of a cleared field on save", async () => {
    renderApp("/user/profile", { user });
    await screen.findByLabelText(/^Full name/, { selector: "input" });
    fillIn(/^Full name/, "  ");
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("This Field is Required")).toBeTruthy();
  });

  it("turns advanced features on, which brings the API tokens", async () => {
    const { requests } = renderApp("/user/profile", {
      user,
      routes: updatingServer(user, { ...user, advanced: true }),
    });
    const advanced = await screen.findByRole("switch", { name: "Enable advanced features" });
    expect(screen.queryByRole("heading", { name: "API tokens" })).toBeNull();
    fireEvent.click(advanced);

    expect(await screen.findByRole("heading", { name: "API tokens" })).toBeTruthy();
    expect(screen.getByRole("switch", { name: "Enable advanced features" })).toHaveProperty("checked", true);
    const [put] = requestsTo(requests, "PUT", "/api/users/user-1");
    expect(await put?.json()).toMatchObject({ username: "julia", advanced: true, canManage: false });
  });

  it("changes the password, showing a wrong current password in the dialog", async () => {
    let attempts = 0;
    const { requests } = renderApp("/user/profile", {
      user,
      routes: {
        "PUT /api/users/password": () =>
          ++attempts === 1
            ? { status: 400, body: errorBody("Existing password does not match") }
            : { body: { message: "Password updated" } },
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Change password" }));
    const dialog = await screen.findByRole("dialog", { name: "Change password" });
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label, { selector: "input" }), { target: { value } });

    fill(/^Current password/, "wrong");
    fill(/^New password/, "Mastering-the-Art-2");
    fill(/^Confirm new password/, "Mastering-the-Art-3");
    fireEvent.click(within(dialog).getByRole("button", { name: "Change password" }));
    expect(await within(dialog).findByText("password must match")).toBeTruthy();
    expect(within(dialog).getByRole("progressbar", { name: "Password strength" })).toBeTruthy();
    expect(requestsTo(requests, "PUT", "/api/users/password")).toHaveLength(0);

    fill(/^Confirm new password/, "Mastering-the-Art-2");
    fireEvent.click(within(dialog).getByRole("button", { name: "Change password" }));
    expect(await within(dialog).findByText("Existing password does not match")).toBeTruthy();

    fill(/^Current password/, "right");
    fireEvent.click(within(dialog).getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Your password has been changed.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const last = requestsTo(requests, "PUT", "/api/users/password").at(-1);
    expect(await last?.json()).toEqual({ currentPassword: "right", newPassword: "Mastering-the-Art-2" });
  });

  it("offers no password change to an account signed in through a directory", async () => {
    renderApp("/user/profile", { user: { ...user, authMethod: "LDAP" } });
    await screen.findByRole("button", { name: "Save changes" });
    expect(screen.queryByRole("button", { name: "Change password" })).toBeNull();
  });

  it("shows the avatar from the media path and uploads a new one", async () => {
    let current = user;
    const { requests } = renderApp("/user/profile", {
      user,
      routes: {
        "GET /api/users/self": () => ({ body: current }),
        "POST /api/users/user-1/image": () => {
          current = { ...user, cacheKey: "5678" };
          return { body: current };
        },
      },
    });
    const avatar = await screen.findByRole("img", { name: "Julia Child" });
    expect(avatar.getAttribute("src")).toBe("/api/media/users/user-1/profile.webp?cacheKey=1234");

    const image = new File(["fake image"], "julia.png", { type: "image/png" });
    fireEvent.change(screen.getByLabelText("Profile picture file"), { target: { files: [image] } });

    expect(await screen.findByText("Profile picture updated.")).toBeTruthy();
    const [upload] = requestsTo(requests, "POST", "/api/users/user-1/image");
    expect((await upload?.formData())?.get("profile")).toHaveProperty("name", "julia.png");
    // The refreshed user's new cache key makes the browser fetch the new picture.
    await waitFor(() =>
      expect(screen.getByRole("img", { name: "Julia Child" }).getAttribute("src")).toBe(
        "/api/media/users/user-1/profile.webp?cacheKey=5678",
      ),
    );
  });

  it("links a group manager to the group's settings, members, notifiers and webhooks", async () => {
    renderApp("/user/profile", { user: { ...user, canManage: true } });
    const links = await screen.findByRole("list", { name: "Group management" });
    const hrefs = within(links)
      .getAllByRole("link")
      .map((link) => [link.querySelector(".MuiListItemText-primary")?.textContent, link.getAttribute("href")]);
    expect(hrefs).toEqual([
      ["Group settings", "/group"],
      ["Members", "/group/members"],
      ["Notifiers", "/group/notifiers"],
      ["Webhooks", "/group/webhooks"],
    ]);
  });

  it("links a member who may invite to the members page only", async () => {
    renderApp("/user/profile", { user: { ...user, canInvite: true } });
    const links = await screen.findByRole("list", { name: "Group management" });
    expect(
      within(links)
        .getByRole("link", { name: /Members/ })
        .getAttribute("href"),
    ).toBe("/group/members");
    expect(within(links).queryByRole("link", { name: /Group settings/ })).toBeNull();
    expect(within(links).queryByRole("link", { name: /Notifiers|Webhooks/ })).toBeNull();
  });

  it("shows other members their group without the management links", async () => {
    renderApp("/user/profile", { user });
    expect(await screen.findByText("You are a member of Home.")).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Group management" })).toBeNull();
  });
});
