import {
  ApiTokenCreate,
  ApiTokenDeleteResponse,
  ApiTokenOut,
  ChangePassword,
  CreateUserRegistration,
  ForgotPassword,
  MessageResponse,
  PaginationQuery,
  ResetPassword,
  UserOut,
  UserSummaryPagination,
  UserUpdate,
} from "@larder/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../auth/authenticate.js";
import { HttpError } from "../http/errors.js";
import { requestMailLocale } from "../http/request-locale.js";
import type { Services } from "../services.js";
import { presentUser } from "./users.presenter.js";

const user = { access: "user" } as const;
const group = { access: "group" } as const;
const open = { access: "public" } as const;
const UserIdParam = z.object({ id: z.guid("must be a user id") });

/** Largest avatar upload accepted, before conversion. */
const AVATAR_UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

export function usersRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/users/self",
      { config: user, schema: { operationId: "getLoggedInUser", tags: ["Users: CRUD"], response: { 200: UserOut } } },
      (request) => services.users.self(actorOf(request)),
    );

    app.put(
      "/api/users/:id",
      {
        config: user,
        schema: {
          operationId: "updateUser",
          tags: ["Users: CRUD"],
          params: UserIdParam,
          body: UserUpdate,
          response: { 200: UserOut },
        },
      },
      async (request) =>
        presentUser(await services.users.update(actorOf(request), request.params.id, request.body), null),
    );

    app.put(
      "/api/users/password",
      {
        config: user,
        schema: {
          operationId: "updatePassword",
          tags: ["Users: CRUD"],
          body: ChangePassword,
          response: { 200: MessageResponse },
        },
      },
      async (request) => {
        await services.users.changePassword(actorOf(request), request.body);
        return { message: "Password updated" };
      },
    );

    app.post(
      "/api/users/:id/image",
      {
        config: user,
        schema: {
          operationId: "updateUserImage",
          tags: ["Users: Images"],
          consumes: ["multipart/form-data"],
          params: UserIdParam,
          response: { 200: UserOut },
        },
      },
      async (request) => {
        if (!request.isMultipart())
          throw new HttpError(400, "Send the image as multipart/form-data in the field 'profile'");
        const file = await request.file({ limits: { fileSize: AVATAR_UPLOAD_LIMIT_BYTES, files: 1 } });
        if (!file) throw new HttpError(400, "Send the image in the field 'profile'");
        const image = await file.toBuffer();
        return presentUser(await services.users.updateAvatar(actorOf(request), request.params.id, image), null);
      },
    );

    app.get(
      "/api/users/group-users",
      {
        config: group,
        schema: {
          operationId: "getGroupUsers",
          tags: ["Users: CRUD"],
          querystring: PaginationQuery,
          response: { 200: UserSummaryPagination },
        },
      },
      (request) => services.groups.memberSummaries(actorOf(request), request.query),
    );

    app.post(
      "/api/users/register",
      {
        config: open,
        schema: {
          operationId: "registerNewUser",
          tags: ["Users: Registration"],
          body: CreateUserRegistration,
          response: { 201: UserOut },
        },
      },
      async (request, reply) => reply.status(201).send(await services.registration.register(request.body)),
    );

    app.post(
      "/api/users/forgot-password",
      {
        config: open,
        schema: {
          operationId: "forgotPassword",
          tags: ["Users: Passwords"],
          body: ForgotPassword,
          response: { 200: MessageResponse },
        },
      },
      async (request) => {
        await services.passwordReset.forgot(request.body.email, requestMailLocale(request));
        return { message: "If an account uses this address, a password reset link has been sent to it" };
      },
    );

    app.post(
      "/api/users/reset-password",
      {
        config: open,
        schema: {
          operationId: "resetPassword",
          tags: ["Users: Passwords"],
          body: ResetPassword,
          response: { 200: MessageResponse },
        },
      },
      async (request) => {
        const { token, email, password } = request.body;
        await services.passwordReset.reset(token, email, password);
        return { message: "Password updated" };
      },
    );

    app.post(
      "/api/users/api-tokens",
      {
        config: user,
        schema: {
          operationId: "createApiToken",
          tags: ["Users: Tokens"],
          body: ApiTokenCreate,
          response: { 201: ApiTokenOut },
        },
      },
      async (request, reply) => {
        const created = await services.users.createApiToken(
          actorOf(request),
          request.body.name,
          request.body.integrationId,
        );
        return reply.status(201).send(created);
      },
    );

    app.delete(
      "/api/users/api-tokens/:token_id",
      {
        config: user,
        schema: {
          operationId: "deleteApiToken",
          tags: ["Users: Tokens"],
          params: z.object({ token_id: z.coerce.number().int().positive() }),
          response: { 200: ApiTokenDeleteResponse },
        },
      },
      (request) => services.users.deleteApiToken(actorOf(request), request.params.token_id),
    );
  };
}
