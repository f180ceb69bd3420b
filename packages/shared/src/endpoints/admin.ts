import { AdminAboutInfo, AppStatistics, CheckAppConfig } from "../contracts/about.js";
import {
  EmailReady,
  EmailSendResult,
  EmailTest,
  GroupAdminUpdate,
  GroupBase,
  GroupInDB,
  GroupPagination,
} from "../contracts/groups.js";
import { PaginationQuery } from "../contracts/pagination.js";
import {
  AdminUserOut,
  AdminUserPagination,
  ForgotPassword,
  PasswordResetToken,
  SessionsEnded,
  UnlockQuery,
  UnlockResults,
  UserIn,
  UserPatch,
  UserUpdate,
} from "../contracts/users.js";
import { defineEndpoints } from "./define.js";
import { IdParam } from "./params.js";
import { UserIdParam } from "./users.js";

const userTags = ["Admin: Manage Users"];
const legacyUserTags = ["Users: Admin CRUD (Mealie v1 paths)"];
const groupTags = ["Admin: Manage Groups"];
const aboutTags = ["Admin: About"];
const emailTags = ["Admin: Email"];

/** `/api/admin`: server administration: users, groups, e-mail and the site settings checks. */
export const adminEndpoints = defineEndpoints({
  getAllUsers: {
    method: "GET",
    path: "/api/admin/users",
    tags: userTags,
    query: PaginationQuery,
    response: AdminUserPagination,
  },
  createUser: {
    method: "POST",
    path: "/api/admin/users",
    tags: userTags,
    body: UserIn,
    response: AdminUserOut,
    status: 201,
  },
  unlockUsers: {
    method: "POST",
    path: "/api/admin/users/unlock",
    tags: userTags,
    query: UnlockQuery,
    response: UnlockResults,
  },
  generatePasswordResetToken: {
    method: "POST",
    path: "/api/admin/users/password-reset-token",
    tags: userTags,
    body: ForgotPassword,
    response: PasswordResetToken,
    status: 201,
  },
  getUser: {
    method: "GET",
    path: "/api/admin/users/:item_id",
    tags: userTags,
    params: IdParam,
    response: AdminUserOut,
  },
  updateUserAsAdmin: {
    method: "PUT",
    path: "/api/admin/users/:item_id",
    tags: userTags,
    params: IdParam,
    body: UserUpdate,
    response: AdminUserOut,
  },
  patchUser: {
    method: "PATCH",
    path: "/api/admin/users/:item_id",
    tags: userTags,
    params: IdParam,
    body: UserPatch,
    response: AdminUserOut,
  },
  deleteUser: {
    method: "DELETE",
    path: "/api/admin/users/:item_id",
    tags: userTags,
    params: IdParam,
    response: AdminUserOut,
  },
  endUserSessions: {
    method: "DELETE",
    path: "/api/admin/users/:item_id/sessions",
    tags: userTags,
    summary: "Sign the user out everywhere: end every session (API tokens stay)",
    params: IdParam,
    response: SessionsEnded,
  },

  getAllGroups: {
    method: "GET",
    path: "/api/admin/groups",
    tags: groupTags,
    query: PaginationQuery,
    response: GroupPagination,
  },
  createGroup: {
    method: "POST",
    path: "/api/admin/groups",
    tags: groupTags,
    body: GroupBase,
    response: GroupInDB,
    status: 201,
  },
  getGroup: {
    method: "GET",
    path: "/api/admin/groups/:item_id",
    tags: groupTags,
    params: IdParam,
    response: GroupInDB,
  },
  updateGroup: {
    method: "PUT",
    path: "/api/admin/groups/:item_id",
    tags: groupTags,
    params: IdParam,
    body: GroupAdminUpdate,
    response: GroupInDB,
  },
  deleteGroup: {
    method: "DELETE",
    path: "/api/admin/groups/:item_id",
    tags: groupTags,
    params: IdParam,
    response: GroupInDB,
  },

  getAdminAppInfo: {
    method: "GET",
    path: "/api/admin/about",
    tags: aboutTags,
    response: AdminAboutInfo,
  },
  getAppStatistics: {
    method: "GET",
    path: "/api/admin/about/statistics",
    tags: aboutTags,
    response: AppStatistics,
  },
  checkAppConfig: {
    method: "GET",
    path: "/api/admin/about/check",
    tags: aboutTags,
    response: CheckAppConfig,
  },

  checkEmailConfig: {
    method: "GET",
    path: "/api/admin/email",
    tags: emailTags,
    response: EmailReady,
  },
  sendTestEmail: {
    method: "POST",
    path: "/api/admin/email",
    tags: emailTags,
    body: EmailTest,
    response: EmailSendResult,
  },
});

/**
 * The administrator's user calls at the paths Mealie v1 also serves them under `/api/users`: the
 * same answers as their `/api/admin/users` twins, under operation ids of their own.
 */
export const legacyAdminUserEndpoints = defineEndpoints({
  getAllUsersLegacy: {
    method: "GET",
    path: "/api/users",
    tags: legacyUserTags,
    query: PaginationQuery,
    response: AdminUserPagination,
  },
  createUserLegacy: {
    method: "POST",
    path: "/api/users",
    tags: legacyUserTags,
    body: UserIn,
    response: AdminUserOut,
    status: 201,
  },
  getUserLegacy: {
    method: "GET",
    path: "/api/users/:id",
    tags: legacyUserTags,
    params: UserIdParam,
    response: AdminUserOut,
  },
  deleteUserLegacy: {
    method: "DELETE",
    path: "/api/users/:id",
    tags: legacyUserTags,
    params: UserIdParam,
    response: AdminUserOut,
  },
});
