import { z } from "zod";
import { LOCALES } from "../locales.js";
import {
  EMAIL_MESSAGE,
  INTERFACE_LOCALE_MESSAGE,
  minLengthMessage,
  PASSWORD_MISMATCH_MESSAGE,
  REQUIRED_MESSAGE,
} from "../validation/messages.js";
import { MIN_PASSWORD_LENGTH } from "../validation/user-form.js";
import { paginated } from "./pagination.js";

export const AuthMethod = z.enum(["Mealie", "LDAP", "OIDC"]);
export type AuthMethod = z.infer<typeof AuthMethod>;

const requiredText = z.string().trim().min(1, REQUIRED_MESSAGE);
const email = z.string().trim().toLowerCase().pipe(z.email(EMAIL_MESSAGE));
const newPassword = z.string().min(MIN_PASSWORD_LENGTH, minLengthMessage(MIN_PASSWORD_LENGTH));

export const ApiTokenCreate = z.object({
  name: requiredText,
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
  /** Mealie 2: the household, which is the group (each group is its one household). */
  householdId: z.string(),
  tokens: z.array(ApiTokenOut).nullable(),
  cacheKey: z.string(),
  /** Larder: the interface language the user chose, kept across browsers; null until they choose one. */
  locale: z.string().nullable(),
});
export type UserOut = z.infer<typeof UserOut>;

/** What an administrator sees in the user list: the account plus its sign-in lock state. */
export const AdminUserOut = UserOut.extend({
  lockedAt: z.string().nullable(),
  loginAttempts: z.number().int(),
});
export type AdminUserOut = z.infer<typeof AdminUserOut>;
export const AdminUserPagination = paginated(AdminUserOut);

const permissionFlags = {
  admin: z.boolean().default(false),
  advanced: z.boolean().default(false),
  canInvite: z.boolean().default(false),
  canManage: z.boolean().default(false),
  canOrganize: z.boolean().default(false),
};

/** An administrator creates a user. `group` is a group name (the default group when absent). */
export const UserIn = z.object({
  username: requiredText,
  fullName: requiredText,
  email,
  password: newPassword,
  group: z.string().trim().min(1).nullish(),
  /** Accepted for compatibility; only the product's own method may be given at creation. */
  authMethod: AuthMethod.optional(),
  ...permissionFlags,
});
export type UserIn = z.input<typeof UserIn>;

/** A full user update (PUT): the fields of the account that can change; other keys are ignored. */
export const UserUpdate = z.object({
  username: requiredText,
  fullName: requiredText,
  email,
  group: z.string().trim().min(1).nullish(),
  authMethod: AuthMethod.optional(),
  ...permissionFlags,
});
export type UserUpdate = z.input<typeof UserUpdate>;

/** A partial user update (PATCH). */
export const UserPatch = z.object({
  username: requiredText.optional(),
  fullName: requiredText.optional(),
  email: email.optional(),
  group: z.string().trim().min(1).optional(),
  authMethod: AuthMethod.optional(),
  admin: z.boolean().optional(),
  advanced: z.boolean().optional(),
  canInvite: z.boolean().optional(),
  canManage: z.boolean().optional(),
  canOrganize: z.boolean().optional(),
});
export type UserPatch = z.input<typeof UserPatch>;

/** The signed-in user's interface language: one of the 40 locales. */
export const UserLocaleUpdate = z.object({
  locale: z.enum(LOCALES.map((locale) => locale.value) as [string, ...string[]], INTERFACE_LOCALE_MESSAGE),
});
export type UserLocaleUpdate = z.infer<typeof UserLocaleUpdate>;

export const UserSummary = z.object({ id: z.string(), fullName: z.string() });
export type UserSummary = z.infer<typeof UserSummary>;
export const UserSummaryPagination = paginated(UserSummary);

export const ChangePassword = z.object({
  currentPassword: z.string().default(""),
  newPassword,
});
export type ChangePassword = z.input<typeof ChangePassword>;

export const ForgotPassword = z.object({ email: z.string().trim().toLowerCase() });
export type ForgotPassword = z.input<typeof ForgotPassword>;

export const ResetPassword = z
  .object({
    token: requiredText,
    email: z.string().trim().toLowerCase(),
    password: newPassword,
    passwordConfirm: z.string(),
  })
  .refine((body) => body.password === body.passwordConfirm, {
    message: PASSWORD_MISMATCH_MESSAGE,
    path: ["passwordConfirm"],
  });
export type ResetPassword = z.input<typeof ResetPassword>;

export const PasswordResetToken = z.object({ token: z.string() });
export type PasswordResetToken = z.infer<typeof PasswordResetToken>;

export const UnlockQuery = z.object({
  /** Unlock every locked account, not only those whose lockout has already run out. */
  force: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
});
export const UnlockResults = z.object({ unlocked: z.number().int() });
export type UnlockResults = z.infer<typeof UnlockResults>;

/** How many sessions an administrator's "sign out everywhere" ended. */
export const SessionsEnded = z.object({ ended: z.number().int() });
export type SessionsEnded = z.infer<typeof SessionsEnded>;

/** Sign-up: a new group named `group`, or joining the group of an invitation `groupToken`. */
export const CreateUserRegistration = z
  .object({
    username: requiredText,
    fullName: requiredText,
    email,
    password: newPassword,
    passwordConfirm: z.string(),
    group: z.string().trim().nullish(),
    groupToken: z.string().trim().nullish(),
    advanced: z.boolean().default(false),
    private: z.boolean().default(false),
    seedData: z.boolean().default(false),
    locale: z.string().default("en-US"),
  })
  .refine((body) => body.password === body.passwordConfirm, {
    message: PASSWORD_MISMATCH_MESSAGE,
    path: ["passwordConfirm"],
  })
  .refine((body) => Boolean(body.groupToken) || Boolean(body.group), {
    message: REQUIRED_MESSAGE,
    path: ["group"],
  });
export type CreateUserRegistration = z.input<typeof CreateUserRegistration>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;
