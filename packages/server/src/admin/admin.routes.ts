import { operation } from "../http/operations.js";
import { requestLocale } from "../http/request-locale.js";
import type { Services } from "../services.js";

/** Server administration: users, groups, e-mail and the site settings checks. */
export function adminRoutes({ adminUsers, adminGroups, adminAbout, passwordReset }: Services) {
  return [
    operation("getAllUsers", "admin", ({ query }) => adminUsers.list(query)),
    operation("createUser", "admin", ({ body }) => adminUsers.create(body)),
    operation("unlockUsers", "admin", ({ query }) => adminUsers.unlock(query.force)),
    operation("generatePasswordResetToken", "admin", ({ body }) => passwordReset.tokenFor(body.email)),
    operation("getUser", "admin", ({ params }) => adminUsers.get(params.item_id)),
    operation("updateUserAsAdmin", "admin", ({ actor, params, body }) =>
      adminUsers.update(actor, params.item_id, body),
    ),
    operation("patchUser", "admin", ({ actor, params, body }) => adminUsers.patch(actor, params.item_id, body)),
    operation("deleteUser", "admin", ({ actor, params }) => adminUsers.delete(actor, params.item_id)),
    operation("endUserSessions", "admin", ({ params }) => adminUsers.endSessions(params.item_id)),

    operation("getAllGroups", "admin", ({ query }) => adminGroups.list(query)),
    operation("createGroup", "admin", ({ body }) => adminGroups.create(body.name)),
    operation("getGroup", "admin", ({ params }) => adminGroups.get(params.item_id)),
    operation("updateGroup", "admin", ({ params, body }) => adminGroups.update(params.item_id, body)),
    operation("deleteGroup", "admin", ({ params }) => adminGroups.delete(params.item_id)),

    operation("getAdminAppInfo", "admin", () => adminAbout.info()),
    operation("getAppStatistics", "admin", () => adminAbout.statistics()),
    operation("checkAppConfig", "admin", () => adminAbout.check()),

    operation("checkEmailConfig", "admin", () => adminAbout.emailReady()),
    operation("sendTestEmail", "admin", ({ body, request }) =>
      adminAbout.sendTestEmail(body.email, requestLocale(request)),
    ),
  ];
}

/** The administrator's user calls at the `/api/users` paths Mealie v1 also serves them under. */
export function legacyAdminUserRoutes({ adminUsers }: Services) {
  return [
    operation("getAllUsersLegacy", "admin", ({ query }) => adminUsers.list(query)),
    operation("createUserLegacy", "admin", ({ body }) => adminUsers.create(body)),
    operation("getUserLegacy", "admin", ({ params }) => adminUsers.get(params.id)),
    operation("deleteUserLegacy", "admin", ({ actor, params }) => adminUsers.delete(actor, params.id)),
  ];
}
