import {
  CreateInviteToken,
  EmailInvitation,
  EmailSendResult,
  GroupStatistics,
  GroupStorage,
  GroupSummary,
  ReadGroupPreferences,
  ReadInviteToken,
  SetPermissions,
  UpdateGroupPreferences,
  UserOut,
} from "@larder/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../auth/authenticate.js";
import { requestMailLocale } from "../http/request-locale.js";
import type { Services } from "../services.js";

const config = { access: "group" } as const;
const tags = ["Groups: Self Service"];

/** The caller's own group: every route works on the signed-in user's group and no other. */
export function groupsRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { groups, invitations } = services;
    app.get(
      "/api/groups/self",
      { config, schema: { operationId: "getLoggedInUserGroup", tags, response: { 200: GroupSummary } } },
      (request) => groups.self(actorOf(request)),
    );
    app.get(
      "/api/groups/members",
      { config, schema: { operationId: "getGroupMembers", tags, response: { 200: z.array(UserOut) } } },
      (request) => groups.listMembers(actorOf(request)),
    );
    app.get(
      "/api/groups/preferences",
      { config, schema: { operationId: "getGroupPreferences", tags, response: { 200: ReadGroupPreferences } } },
      (request) => groups.preferences(actorOf(request)),
    );
    app.put(
      "/api/groups/preferences",
      {
        config,
        schema: {
          operationId: "updateGroupPreferences",
          tags,
          body: UpdateGroupPreferences,
          response: { 200: ReadGroupPreferences },
        },
      },
      (request) => groups.updatePreferences(actorOf(request), request.body),
    );
    app.put(
      "/api/groups/permissions",
      {
        config,
        schema: { operationId: "setMemberPermissions", tags, body: SetPermissions, response: { 200: UserOut } },
      },
      (request) => groups.setPermissions(actorOf(request), request.body),
    );
    app.get(
      "/api/groups/statistics",
      { config, schema: { operationId: "getGroupStatistics", tags, response: { 200: GroupStatistics } } },
      (request) => groups.statistics(actorOf(request)),
    );
    app.get(
      "/api/groups/storage",
      { config, schema: { operationId: "getGroupStorage", tags, response: { 200: GroupStorage } } },
      (request) => groups.storage(actorOf(request)),
    );

    const invitationTags = ["Groups: Invitations"];
    app.get(
      "/api/groups/invitations",
      {
        config,
        schema: { operationId: "getInviteTokens", tags: invitationTags, response: { 200: z.array(ReadInviteToken) } },
      },
      (request) => invitations.list(actorOf(request)),
    );
    app.post(
      "/api/groups/invitations",
      {
        config,
        schema: {
          operationId: "createInviteToken",
          tags: invitationTags,
          body: CreateInviteToken,
          response: { 201: ReadInviteToken },
        },
      },
      async (request, reply) => reply.status(201).send(await invitations.create(actorOf(request), request.body.uses)),
    );
    app.post(
      "/api/groups/invitations/email",
      {
        config,
        schema: {
          operationId: "emailInvitation",
          tags: invitationTags,
          body: EmailInvitation,
          response: { 200: EmailSendResult },
        },
      },
      (request) =>
        invitations.email(actorOf(request), request.body.email, request.body.token, requestMailLocale(request)),
    );
  };
}
