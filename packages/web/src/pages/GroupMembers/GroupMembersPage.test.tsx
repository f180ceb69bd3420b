import type { SetPermissions } from "@larder/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildUser } from "../../test/builders";
import type { FakeRoutes } from "../../test/fakeFetch";
import { buildMember } from "../../test/groupBuilders";
import { renderApp } from "../../test/renderApp";

const manager = buildUser({ fullName: "Maria Manager", username: "maria", canManage: true, canInvite: true });
const ann = buildMember("Ann Baker");

function membersRoutes(viewer = manager): FakeRoutes {
  return { "GET /api/groups/members": { body: [viewer, ann] } };
}

async function findMembersTable() {
  return screen.findByRole("table", { name: "Group members" });
}

describe("group members", () => {
  it("lets a manager change another member's permissions", async () => {
    const { requests } = renderApp("/group/members", {
      user: manager,
      routes: {
        ...membersRoutes(),
        "PUT /api/groups/permissions": { body: { ...ann, canOrganize: true } },
      },
    });
    const table = await findMembersTable();
    expect(within(table).getByText("ann.baker@example.com")).toBeTruthy();

    const organize = within(table).getByRole("switch", { name: "Ann Baker can organize group data" });
    expect(organize).toHaveProperty("checked", false);
    fireEvent.click(organize);

    expect(await screen.findByText("Permissions of Ann Baker saved")).toBeTruthy();
    await waitFor(() => expect(organize).toHaveProperty("checked", true));
    const update = requests.find((request) => request.method === "PUT");
    expect(await update?.json()).toEqual({
      userId: ann.id,
      canManage: false,
      canInvite: false,
      canOrganize: true,
    } satisfies SetPermissions);
  });

  it("does not let a manager change their own permissions", async () => {
    renderApp("/group/members", { user: manager, routes: membersRoutes() });
    const table = await findMembersTable();
    for (const name of [
      "Maria Manager can manage the group",
      "Maria Manager can invite others",
      "Maria Manager can organize group data",
    ]) {
      expect(within(table).getByRole("switch", { name })).toHaveProperty("disabled", true);
    }
    expect(within(table).getByRole("switch", { name: "Ann Baker can manage the group" })).toHaveProperty(
      "disabled",
      false,
    );
    expect(screen.getByText("Group owners cannot change their own permissions.")).toBeTruthy();
  });

  it("shows a plain member the list without permission switches or invitations", async () => {
    const member = buildUser({ fullName: "Maria Member", canManage: false, canInvite: false });
    renderApp("/group/members", { user: member, routes: membersRoutes(member) });
    const table = await findMembersTable();
    expect(within(table).getByText("Ann Baker")).toBeTruthy();
    expect(within(table).queryAllByRole("switch")).toHaveLength(0);
    expect(screen.queryByRole("button", { name: "Invite" })).toBeNull();
  });

  it("offers invitations to an administrator", async () => {
    const admin = buildUser({ admin: true, canInvite: false, canManage: false });
    renderApp("/group/members", {
      user: admin,
      routes: {
        ...membersRoutes(admin),
        "GET /api/admin/about/check": { body: { defaultPasswordInUse: false } },
      },
    });
    expect(await screen.findByRole("button", { name: "Invite" })).toBeTruthy();
  });

  it("generates an invitation link to copy and to send by email", async () => {
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    const { requests } = renderApp("/group/members", {
      user: manager,
      routes: {
        ...membersRoutes(),
        "POST /api/groups/invitations": { status: 201, body: { token: "abc123", usesLeft: 3, groupId: "g" } },
        "POST /api/groups/invitations/email": { body: { success: true, error: null } },
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Invite" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite to the group" });

    fireEvent.change(within(dialog).getByLabelText("Number of uses"), { target: { value: "0" } });
    expect(within(dialog).getByText("Enter a whole number from 1 to 100")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Generate" })).toHaveProperty("disabled", true);
    fireEvent.change(within(dialog).getByLabelText("Number of uses"), { target: { value: "3" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Generate" }));

    const link = await within(dialog).findByLabelText("Invitation link");
    expect(link).toHaveProperty("value", `${window.location.origin}/register?token=abc123`);
    const created = requests.find((request) => request.url.endsWith("/api/groups/invitations"));
    expect(await created?.json()).toEqual({ uses: 3 });

    fireEvent.click(within(dialog).getByRole("button", { name: "Copy invitation link" }));
    expect(await screen.findByText("Invitation link copied to clipboard")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/register?token=abc123`);

    const email = within(dialog).getByLabelText("Email address");
    fireEvent.change(email, { target: { value: "friend@" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText("Email Must Be Valid")).toBeTruthy();

    fireEvent.change(email, { target: { value: "friend@example.com" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Invitation sent to friend@example.com")).toBeTruthy();
    const mailed = requests.find((request) => request.url.endsWith("/api/groups/invitations/email"));
    expect(await mailed?.json()).toEqual({ email: "friend@example.com", token: "abc123" });
  });

  it("says why an invitation e-mail could not be sent", async () => {
    renderApp("/group/members", {
      user: manager,
      routes: {
        ...membersRoutes(),
        "POST /api/groups/invitations": { status: 201, body: { token: "abc123", usesLeft: 1, groupId: "g" } },
        "POST /api/groups/invitations/email": { body: { success: false, error: "SMTP server refused the login" } },
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Invite" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite to the group" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Generate" }));
    fireEvent.change(await within(dialog).findByLabelText("Email address"), {
      target: { value: "friend@example.com" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    // An error toast; the open dialog hides the rest of the page from role queries.
    const toast = await screen.findByText("SMTP server refused the login");
    expect(toast.closest('[role="alert"]')).not.toBeNull();
  });
});
