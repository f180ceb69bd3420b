import { z } from "zod";
import { EMAIL_MESSAGE, REQUIRED_MESSAGE, USER_ID_MESSAGE } from "../validation/messages.js";
import { paginated } from "./pagination.js";
import { UserSummary } from "./users.js";

const preferenceFields = {
  privateGroup: z.boolean().default(true),
  firstDayOfWeek: z.number().int().min(0).max(6).default(0),
  recipePublic: z.boolean().default(true),
  recipeShowNutrition: z.boolean().default(false),
  recipeShowAssets: z.boolean().default(false),
  recipeLandscapeView: z.boolean().default(false),
  recipeDisableComments: z.boolean().default(false),
  recipeDisableAmount: z.boolean().default(true),
};

export const UpdateGroupPreferences = z.object(preferenceFields);
export type UpdateGroupPreferences = z.input<typeof UpdateGroupPreferences>;

export const ReadGroupPreferences = z.object({
  ...preferenceFields,
  groupId: z.string(),
  id: z.string(),
});
export type ReadGroupPreferences = z.infer<typeof ReadGroupPreferences>;

export const GroupSummary = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  preferences: ReadGroupPreferences.nullable(),
});
export type GroupSummary = z.infer<typeof GroupSummary>;

/** A group as an administrator sees it, with its members. */
export const GroupInDB = GroupSummary.extend({
  users: z.array(UserSummary).nullable(),
  categories: z.array(z.object({ id: z.string(), name: z.string(), slug: z.string() })).nullable(),
  webhooks: z.array(z.unknown()),
});
export type GroupInDB = z.infer<typeof GroupInDB>;
export const GroupPagination = paginated(GroupInDB);

export const GroupBase = z.object({ name: z.string().trim().min(1, REQUIRED_MESSAGE) });
export type GroupBase = z.input<typeof GroupBase>;

export const GroupAdminUpdate = z.object({
  id: z.string().optional(),
  name: z.string().trim().min(1, REQUIRED_MESSAGE),
  preferences: UpdateGroupPreferences.nullish(),
});
export type GroupAdminUpdate = z.input<typeof GroupAdminUpdate>;

export const GroupStatistics = z.object({
  totalRecipes: z.number().int(),
  totalUsers: z.number().int(),
  totalCategories: z.number().int(),
  totalTags: z.number().int(),
  totalTools: z.number().int(),
});
export type GroupStatistics = z.infer<typeof GroupStatistics>;

export const GroupStorage = z.object({
  usedStorageBytes: z.number().int(),
  usedStorageStr: z.string(),
  totalStorageBytes: z.number().int(),
  totalStorageStr: z.string(),
});
export type GroupStorage = z.infer<typeof GroupStorage>;

export const SetPermissions = z.object({
  userId: z.guid(USER_ID_MESSAGE),
  canInvite: z.boolean().default(false),
  canManage: z.boolean().default(false),
  canOrganize: z.boolean().default(false),
});
export type SetPermissions = z.input<typeof SetPermissions>;

export const CreateInviteToken = z.object({ uses: z.number().int().min(1).max(100) });
export type CreateInviteToken = z.input<typeof CreateInviteToken>;

export const ReadInviteToken = z.object({ token: z.string(), usesLeft: z.number().int(), groupId: z.string() });
export type ReadInviteToken = z.infer<typeof ReadInviteToken>;

export const EmailInvitation = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email(EMAIL_MESSAGE)),
  token: z.string().min(1, REQUIRED_MESSAGE),
});
export type EmailInvitation = z.input<typeof EmailInvitation>;

/** Outcome of sending a mail: Mealie's shapes (EmailInitationResponse, EmailSuccess) are this one. */
export const EmailSendResult = z.object({ success: z.boolean(), error: z.string().nullable() });
export type EmailSendResult = z.infer<typeof EmailSendResult>;

export const EmailReady = z.object({ ready: z.boolean() });
export type EmailReady = z.infer<typeof EmailReady>;

export const EmailTest = z.object({ email: z.string().trim().pipe(z.email(EMAIL_MESSAGE)) });
export type EmailTest = z.input<typeof EmailTest>;
