import { z } from "zod";
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
} from "../contracts/groups.js";
import { UserOut } from "../contracts/users.js";
import { defineEndpoints } from "./define.js";

const tags = ["Groups: Self Service"];
const invitationTags = ["Groups: Invitations"];

/** `/api/groups`: the caller's own group; no call names a group, the session does. */
export const groupEndpoints = defineEndpoints({
  getLoggedInUserGroup: {
    method: "GET",
    path: "/api/groups/self",
    tags,
    response: GroupSummary,
  },
  getGroupMembers: {
    method: "GET",
    path: "/api/groups/members",
    tags,
    response: z.array(UserOut),
  },
  getGroupPreferences: {
    method: "GET",
    path: "/api/groups/preferences",
    tags,
    response: ReadGroupPreferences,
  },
  updateGroupPreferences: {
    method: "PUT",
    path: "/api/groups/preferences",
    tags,
    body: UpdateGroupPreferences,
    response: ReadGroupPreferences,
  },
  setMemberPermissions: {
    method: "PUT",
    path: "/api/groups/permissions",
    aliases: ["/api/households/permissions"],
    tags,
    body: SetPermissions,
    response: UserOut,
  },
  getGroupStatistics: {
    method: "GET",
    path: "/api/groups/statistics",
    aliases: ["/api/households/statistics"],
    tags,
    response: GroupStatistics,
  },
  getGroupStorage: {
    method: "GET",
    path: "/api/groups/storage",
    tags,
    response: GroupStorage,
  },
  getInviteTokens: {
    method: "GET",
    path: "/api/groups/invitations",
    aliases: ["/api/households/invitations"],
    tags: invitationTags,
    response: z.array(ReadInviteToken),
  },
  createInviteToken: {
    method: "POST",
    path: "/api/groups/invitations",
    aliases: ["/api/households/invitations"],
    tags: invitationTags,
    body: CreateInviteToken,
    response: ReadInviteToken,
    status: 201,
  },
  emailInvitation: {
    method: "POST",
    path: "/api/groups/invitations/email",
    aliases: ["/api/households/invitations/email"],
    tags: invitationTags,
    body: EmailInvitation,
    response: EmailSendResult,
  },
});
