import {
  AdminAboutInfo,
  AdminUserOut,
  AdminUserPagination,
  AppStatistics,
  CheckAppConfig,
  EmailReady,
  EmailSendResult,
  EmailTest,
  ForgotPassword,
  GroupAdminUpdate,
  GroupBase,
  GroupInDB,
  GroupPagination,
  PaginationQuery,
  PasswordResetToken,
  UnlockQuery,
  UnlockResults,
  UserIn,
  UserPatch,
  UserUpdate,
} from "@larder/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../auth/authenticate.js";
import { IdParam } from "../http/params.js";
import { requestMailLocale } from "../http/request-locale.js";
import type { Services } from "../services.js";

const config = { access: "admin" } as const;
const UserIdParam = z.object({ id: z.guid("must be a user id") });

/** Server administration: users, groups, e-mail and the site settings checks. */
export function adminRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { adminUsers, adminGroups, adminAbout } = services;

    // Users, under /api/admin/users and (as Mealie v1 also serves them) /api/users.
    for (const base of ["/api/admin/users", "/api/users"]) {
      const legacy = base === "/api/users";
      const tags = [legacy ? "Users: Admin CRUD (Mealie v1 paths)" : "Admin: Manage Users"];
      const suffix = legacy ? "Legacy" : "";
      app.get(
        base,
        {
          config,
          schema: {
            operationId: `getAllUsers${suffix}`,
            tags,
            querystring: PaginationQuery,
            response: { 200: AdminUserPagination },
          },
        },
        (request) => adminUsers.list(request.query),
      );
      app.post(
        base,
        { config, schema: { operationId: `createUser${suffix}`, tags, body: UserIn, response: { 201: AdminUserOut } } },
        async (request, reply) => reply.status(201).send(await adminUsers.create(request.body)),
      );
    }
    app.get(
      "/api/users/:id",
      {
        config,
        schema: {
          operationId: "getUserLegacy",
          tags: ["Users: Admin CRUD (Mealie v1 paths)"],
          params: UserIdParam,
          response: { 200: AdminUserOut },
        },
      },
      (request) => adminUsers.get(request.params.id),
    );
    app.delete(
      "/api/users/:id",
      {
        config,
        schema: {
          operationId: "deleteUserLegacy",
          tags: ["Users: Admin CRUD (Mealie v1 paths)"],
          params: UserIdParam,
          response: { 200: AdminUserOut },
        },
      },
      (request) => adminUsers.delete(actorOf(request), request.params.id),
    );

    const userTags = ["Admin: Manage Users"];
    app.post(
      "/api/admin/users/unlock",
      {
        config,
        schema: {
          operationId: "unlockUsers",
          tags: userTags,
          querystring: UnlockQuery,
          response: { 200: UnlockResults },
        },
      },
      (request) => adminUsers.unlock(request.query.force),
    );
    app.post(
      "/api/admin/users/password-reset-token",
      {
        config,
        schema: {
          operationId: "generatePasswordResetToken",
          tags: userTags,
          body: ForgotPassword,
          response: { 201: PasswordResetToken },
        },
      },
      async (request, reply) => reply.status(201).send(await services.passwordReset.tokenFor(request.body.email)),
    );
    app.get(
      "/api/admin/users/:item_id",
      { config, schema: { operationId: "getUser", tags: userTags, params: IdParam, response: { 200: AdminUserOut } } },
      (request) => adminUsers.get(request.params.item_id),
    );
    app.put(
      "/api/admin/users/:item_id",
      {
        config,
        schema: {
          operationId: "updateUserAsAdmin",
          tags: userTags,
          params: IdParam,
          body: UserUpdate,
          response: { 200: AdminUserOut },
        },
      },
      (request) => adminUsers.update(actorOf(request), request.params.item_id, request.body),
    );
    app.patch(
      "/api/admin/users/:item_id",
      {
        config,
        schema: {
          operationId: "patchUser",
          tags: userTags,
          params: IdParam,
          body: UserPatch,
          response: { 200: AdminUserOut },
        },
      },
      (request) => adminUsers.patch(actorOf(request), request.params.item_id, request.body),
    );
    app.delete(
      "/api/admin/users/:item_id",
      {
        config,
        schema: { operationId: "deleteUser", tags: userTags, params: IdParam, response: { 200: AdminUserOut } },
      },
      (request) => adminUsers.delete(actorOf(request), request.params.item_id),
    );

    const groupTags = ["Admin: Manage Groups"];
    app.get(
      "/api/admin/groups",
      {
        config,
        schema: {
          operationId: "getAllGroups",
          tags: groupTags,
          querystring: PaginationQuery,
          response: { 200: GroupPagination },
        },
      },
      (request) => adminGroups.list(request.query),
    );
    app.post(
      "/api/admin/groups",
      {
        config,
        schema: { operationId: "createGroup", tags: groupTags, body: GroupBase, response: { 201: GroupInDB } },
      },
      async (request, reply) => reply.status(201).send(await adminGroups.create(request.body.name)),
    );
    app.get(
      "/api/admin/groups/:item_id",
      { config, schema: { operationId: "getGroup", tags: groupTags, params: IdParam, response: { 200: GroupInDB } } },
      (request) => adminGroups.get(request.params.item_id),
    );
    app.put(
      "/api/admin/groups/:item_id",
      {
        config,
        schema: {
          operationId: "updateGroup",
          tags: groupTags,
          params: IdParam,
          body: GroupAdminUpdate,
          response: { 200: GroupInDB },
        },
      },
      (request) => adminGroups.update(request.params.item_id, request.body),
    );
    app.delete(
      "/api/admin/groups/:item_id",
      {
        config,
        schema: { operationId: "deleteGroup", tags: groupTags, params: IdParam, response: { 200: GroupInDB } },
      },
      (request) => adminGroups.delete(request.params.item_id),
    );

    const aboutTags = ["Admin: About"];
    app.get(
      "/api/admin/about",
      { config, schema: { operationId: "getAdminAppInfo", tags: aboutTags, response: { 200: AdminAboutInfo } } },
      () => adminAbout.info(),
    );
    app.get(
      "/api/admin/about/statistics",
      { config, schema: { operationId: "getAppStatistics", tags: aboutTags, response: { 200: AppStatistics } } },
      () => adminAbout.statistics(),
    );
    app.get(
      "/api/admin/about/check",
      { config, schema: { operationId: "checkAppConfig", tags: aboutTags, response: { 200: CheckAppConfig } } },
      async () => adminAbout.check(),
    );

    const emailTags = ["Admin: Email"];
    app.get(
      "/api/admin/email",
      { config, schema: { operationId: "checkEmailConfig", tags: emailTags, response: { 200: EmailReady } } },
      async () => adminAbout.emailReady(),
    );
    app.post(
      "/api/admin/email",
      {
        config,
        schema: { operationId: "sendTestEmail", tags: emailTags, body: EmailTest, response: { 200: EmailSendResult } },
      },
      (request) => adminAbout.sendTestEmail(request.body.email, requestMailLocale(request)),
    );
  };
}
