import { z } from "zod";
import { atMostCharactersMessage, PLAN_DATE_MESSAGE, RECIPE_ID_MESSAGE } from "../validation/messages.js";
import { OrganizerChoice, RecipeCategory, RecipeTag } from "./organizers.js";
import { PaginationQuery, paginated } from "./pagination.js";
import { RecipeSummary } from "./recipes.js";

/** SPEC §9: the meal types of a plan entry; a new entry made in the planner is a dinner. */
export const PLAN_ENTRY_TYPES = ["breakfast", "lunch", "dinner", "side"] as const;
export const PlanEntryType = z.enum(PLAN_ENTRY_TYPES);
export type PlanEntryType = z.infer<typeof PlanEntryType>;
export const DEFAULT_PLAN_ENTRY_TYPE: PlanEntryType = "dinner";

/** A rule's weekday; `unset` means any day. Monday first, as ISO weeks count. */
export const PLAN_RULE_DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

/**
 * The choices with `unset` added. A call rather than an array spread: the web's build marks calls
 * in contracts pure (build/pureContracts.ts), so a page that only needs the constants above does not
 * load zod for a spread it must otherwise keep.
 */
function orUnset<const T extends string>(values: readonly T[]): [...T[], "unset"] {
  return [...values, "unset"];
}

export const PlanRulesDay = z.enum(orUnset(PLAN_RULE_DAYS));
export type PlanRulesDay = z.infer<typeof PlanRulesDay>;
/** A rule's meal type; `unset` means any type. */
export const PlanRulesType = z.enum(orUnset(PLAN_ENTRY_TYPES));
export type PlanRulesType = z.infer<typeof PlanRulesType>;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a calendar date written yyyy-MM-dd that exists (no 2025-02-30). */
export function isPlanDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A day of the plan, yyyy-MM-dd as Mealie sends and takes it. */
export const PlanDate = z.string().trim().refine(isPlanDate, PLAN_DATE_MESSAGE);

const planEntryFields = {
  date: PlanDate,
  /** Mealie's API defaults to breakfast; its screens (and Larder's) send dinner. */
  entryType: PlanEntryType.default("breakfast"),
  title: z
    .string()
    .max(255, atMostCharactersMessage(255))
    .nullish()
    .transform((text) => text ?? ""),
  text: z
    .string()
    .max(50_000, atMostCharactersMessage(50_000))
    .nullish()
    .transform((text) => text ?? ""),
  recipeId: z
    .guid(RECIPE_ID_MESSAGE)
    .nullish()
    .transform((id) => id?.toLowerCase() ?? null),
};

export const CreatePlanEntry = z.object(planEntryFields);
export type CreatePlanEntry = z.input<typeof CreatePlanEntry>;
export type CreatePlanEntryParsed = z.infer<typeof CreatePlanEntry>;

/** An update: the path's id decides; id, groupId and userId in the body are Mealie's shape and ignored. */
export const UpdatePlanEntry = CreatePlanEntry.extend({
  id: z.number().int().optional(),
  groupId: z.string().optional(),
  userId: z.string().nullish(),
});
export type UpdatePlanEntry = z.input<typeof UpdatePlanEntry>;
export type UpdatePlanEntryParsed = z.infer<typeof UpdatePlanEntry>;

export const ReadPlanEntry = z.object({
  date: z.string(),
  entryType: PlanEntryType,
  title: z.string(),
  text: z.string(),
  recipeId: z.string().nullable(),
  id: z.number().int(),
  groupId: z.string(),
  /** Mealie 2: the household, which is the group (each group is its one household). */
  householdId: z.string(),
  userId: z.string().nullable(),
  recipe: RecipeSummary.nullable(),
});
export type ReadPlanEntry = z.infer<typeof ReadPlanEntry>;
export const PlanEntryPagination = paginated(ReadPlanEntry);

/** The plan's list: a range of days (both ends included) besides the usual pagination. */
export const MealPlanListQuery = PaginationQuery.extend({
  start_date: PlanDate.optional(),
  end_date: PlanDate.optional(),
  queryFilter: z.string().optional(),
});
export type MealPlanListQuery = z.infer<typeof MealPlanListQuery>;

/** `POST /random`: a recipe for this day and meal type, chosen by the group's rules. */
export const CreateRandomEntry = z.object({
  date: PlanDate,
  entryType: PlanEntryType.default("dinner"),
});
export type CreateRandomEntry = z.input<typeof CreateRandomEntry>;

export const PlanRulesCreate = z.object({
  day: PlanRulesDay.default("unset"),
  entryType: PlanRulesType.default("unset"),
  categories: z.array(OrganizerChoice).max(1000).default([]),
  tags: z.array(OrganizerChoice).max(1000).default([]),
});
export type PlanRulesCreate = z.input<typeof PlanRulesCreate>;
export type PlanRulesCreateParsed = z.infer<typeof PlanRulesCreate>;

export const PlanRulesOut = z.object({
  day: PlanRulesDay,
  entryType: PlanRulesType,
  categories: z.array(RecipeCategory),
  tags: z.array(RecipeTag),
  groupId: z.string(),
  id: z.string(),
});
export type PlanRulesOut = z.infer<typeof PlanRulesOut>;
export const PlanRulesPagination = paginated(PlanRulesOut);
export const PlanRulesListQuery = PaginationQuery.extend({ queryFilter: z.string().optional() });
export type PlanRulesListQuery = z.infer<typeof PlanRulesListQuery>;

/** `/api/groups/categories`: the group's meal-plan categories (Mealie's older planner kept them). */
export const MealPlanCategories = z.array(OrganizerChoice).max(1000);

/**
 * A member's calendar feed of the group's meal plan (Larder's own, no Mealie version has it): the
 * address holds a secret token; null while the member has not turned the feed on.
 */
export const MealPlanFeed = z.object({ url: z.string().nullable() });
export type MealPlanFeed = z.infer<typeof MealPlanFeed>;
