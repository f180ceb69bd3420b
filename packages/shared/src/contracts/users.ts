import { z } from "zod";
import { REQUIRED_MESSAGE } from "../validation/messages.js";

export const AuthMethod = z.enum(["Mealie", "LDAP", "OIDC"]);
export type AuthMethod = z.infer<typeof AuthMethod>;

export const ApiTokenCreate = z.object({
  name: z.string().trim().min(1, REQUIRED_MESSAGE),
  integrationId: z.string().default("generic"),
});
export type ApiTokenCreate = z.input<typeof ApiTokenCreate>;

/** The secret `token` is only filled in the response to its creation; lists carry an empty string. */
export const ApiTokenOut = z.object({
  id: z.number().int(),
  name: z.string(),
  token: z.string(),
  createdAt: z.string().nullable(),
});
export type ApiTokenOut = z.infer<typeof ApiTokenOut>;

export const ApiTokenDeleteResponse = z.object({ tokenDelete: z.string() });

export const UserOut = z.object({
  id: z.string(),
  username: z.string().nullable(),
  fullName: z.string().nullable(),
  email: z.string(),
  authMethod: AuthMethod,
  admin: z.boolean(),
  group: z.string(),
  advanced: z.boolean(),
  canInvite: z.boolean(),
  canManage: z.boolean(),
  canOrganize: z.boolean(),
  groupId: z.string(),
  groupSlug: z.string(),
  tokens: z.array(ApiTokenOut).nullable(),
  cacheKey: z.string(),
});
export type UserOut = z.infer<typeof UserOut>;
