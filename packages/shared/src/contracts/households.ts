import { z } from "zod";
import { paginated } from "./pagination.js";
import { UserOut } from "./users.js";

/*
 * Mealie 2 puts households inside groups. Larder has no households: each group is presented as
 * having exactly one, whose id is the group's id, whose name and slug are the group's, and whose
 * preferences are the group's. So `householdId` is the group's id wherever it appears.
 */

const householdPreferenceFields = {
  privateHousehold: z.boolean().default(true),
  firstDayOfWeek: z.number().int().min(0).max(6).default(0),
  recipePublic: z.boolean().default(true),
  recipeShowNutrition: z.boolean().default(false),
  recipeShowAssets: z.boolean().default(false),
  recipeLandscapeView: z.boolean().default(false),
  recipeDisableComments: z.boolean().default(false),
  recipeDisableAmount: z.boolean().default(true),
};

/** The group's preferences under Mealie 2's household names (`privateHousehold` is `privateGroup`). */
export const UpdateHouseholdPreferences = z.object(householdPreferenceFields);
export type UpdateHouseholdPreferences = z.input<typeof UpdateHouseholdPreferences>;

export const ReadHouseholdPreferences = z.object({ ...householdPreferenceFields, id: z.string() });
export type ReadHouseholdPreferences = z.infer<typeof ReadHouseholdPreferences>;

export const HouseholdSummary = z.object({
  id: z.string(),
  groupId: z.string(),
  name: z.string(),
  slug: z.string(),
  preferences: ReadHouseholdPreferences.nullable(),
});
export type HouseholdSummary = z.infer<typeof HouseholdSummary>;
export const HouseholdPagination = paginated(HouseholdSummary);

/** `GET /api/households/self`: the caller's household, with its members; webhooks are not kept. */
export const HouseholdInDB = HouseholdSummary.extend({
  /** The group's name. */
  group: z.string(),
  users: z.array(z.object({ id: z.string(), fullName: z.string() })),
  webhooks: z.array(z.unknown()),
});
export type HouseholdInDB = z.infer<typeof HouseholdInDB>;

export const HouseholdMemberPagination = paginated(UserOut);
