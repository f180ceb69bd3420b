import { operation } from "../http/operations.js";
import { requestLocale } from "../http/request-locale.js";
import type { Services } from "../services.js";

/** The caller's own group: every route works on the signed-in user's group and no other. */
export function groupsRoutes({ groups, invitations }: Services) {
  return [
    operation("getLoggedInUserGroup", "group", ({ actor }) => groups.self(actor)),
    operation("getGroupMembers", "group", ({ actor }) => groups.listMembers(actor)),
    operation("getGroupPreferences", "group", ({ actor }) => groups.preferences(actor)),
    operation("updateGroupPreferences", "group", ({ actor, body }) => groups.updatePreferences(actor, body)),
    operation("setMemberPermissions", "group", ({ actor, body }) => groups.setPermissions(actor, body)),
    operation("getGroupStatistics", "group", ({ actor }) => groups.statistics(actor)),
    operation("getGroupStorage", "group", ({ actor }) => groups.storage(actor)),
    operation("getInviteTokens", "group", ({ actor }) => invitations.list(actor)),
    operation("createInviteToken", "group", ({ actor, body }) => invitations.create(actor, body.uses)),
    operation("emailInvitation", "group", ({ actor, body, request }) =>
      invitations.email(actor, body.email, body.token, requestLocale(request)),
    ),
  ];
}
