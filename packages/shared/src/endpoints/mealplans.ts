import { z } from "zod";
import {
  CreatePlanEntry,
  CreateRandomEntry,
  MealPlanCategories,
  MealPlanFeed,
  MealPlanListQuery,
  PlanEntryPagination,
  PlanRulesCreate,
  PlanRulesListQuery,
  PlanRulesOut,
  PlanRulesPagination,
  ReadPlanEntry,
  UpdatePlanEntry,
} from "../contracts/mealplans.js";
import { CategoryBase } from "../contracts/organizers.js";
import { MEAL_PLAN_ENTRY_ID_MESSAGE } from "../validation/messages.js";
import { defineEndpoints } from "./define.js";
import { IdParam } from "./params.js";

const tags = ["Groups: Mealplans"];
const ruleTags = ["Groups: Mealplan Rules"];

/** Plan entries have integer ids, as in Mealie. */
const EntryParam = z.object({
  item_id: z.coerce.number().int(MEAL_PLAN_ENTRY_ID_MESSAGE).min(1).max(2_147_483_647),
});

/** `/api/groups/mealplans`: the caller's group's meal plan, its rules and its calendar feed. */
export const mealPlanEndpoints = defineEndpoints({
  getMealPlans: {
    method: "GET",
    path: "/api/groups/mealplans",
    aliases: ["/api/households/mealplans"],
    tags,
    query: MealPlanListQuery,
    response: PlanEntryPagination,
  },
  createMealPlan: {
    method: "POST",
    path: "/api/groups/mealplans",
    aliases: ["/api/households/mealplans"],
    tags,
    body: CreatePlanEntry,
    response: ReadPlanEntry,
    status: 201,
  },
  getTodaysMeals: {
    method: "GET",
    path: "/api/groups/mealplans/today",
    aliases: ["/api/households/mealplans/today"],
    tags,
    response: z.array(ReadPlanEntry),
  },
  createRandomMeal: {
    method: "POST",
    path: "/api/groups/mealplans/random",
    aliases: ["/api/households/mealplans/random"],
    tags,
    body: CreateRandomEntry,
    response: ReadPlanEntry,
  },
  getMealPlan: {
    method: "GET",
    path: "/api/groups/mealplans/:item_id",
    aliases: ["/api/households/mealplans/:item_id"],
    tags,
    params: EntryParam,
    response: ReadPlanEntry,
  },
  updateMealPlan: {
    method: "PUT",
    path: "/api/groups/mealplans/:item_id",
    aliases: ["/api/households/mealplans/:item_id"],
    tags,
    params: EntryParam,
    body: UpdatePlanEntry,
    response: ReadPlanEntry,
  },
  deleteMealPlan: {
    method: "DELETE",
    path: "/api/groups/mealplans/:item_id",
    aliases: ["/api/households/mealplans/:item_id"],
    tags,
    params: EntryParam,
    response: ReadPlanEntry,
  },
  getMealPlanRules: {
    method: "GET",
    path: "/api/groups/mealplans/rules",
    aliases: ["/api/households/mealplans/rules"],
    tags: ruleTags,
    query: PlanRulesListQuery,
    response: PlanRulesPagination,
  },
  createMealPlanRule: {
    method: "POST",
    path: "/api/groups/mealplans/rules",
    aliases: ["/api/households/mealplans/rules"],
    tags: ruleTags,
    body: PlanRulesCreate,
    response: PlanRulesOut,
    status: 201,
  },
  getMealPlanRule: {
    method: "GET",
    path: "/api/groups/mealplans/rules/:item_id",
    aliases: ["/api/households/mealplans/rules/:item_id"],
    tags: ruleTags,
    params: IdParam,
    response: PlanRulesOut,
  },
  updateMealPlanRule: {
    method: "PUT",
    path: "/api/groups/mealplans/rules/:item_id",
    aliases: ["/api/households/mealplans/rules/:item_id"],
    tags: ruleTags,
    params: IdParam,
    body: PlanRulesCreate,
    response: PlanRulesOut,
  },
  deleteMealPlanRule: {
    method: "DELETE",
    path: "/api/groups/mealplans/rules/:item_id",
    aliases: ["/api/households/mealplans/rules/:item_id"],
    tags: ruleTags,
    params: IdParam,
    response: PlanRulesOut,
  },
  getMealPlanCategories: {
    method: "GET",
    path: "/api/groups/categories",
    tags,
    response: z.array(CategoryBase),
  },
  updateMealPlanCategories: {
    method: "PUT",
    path: "/api/groups/categories",
    tags,
    body: MealPlanCategories,
    response: z.array(CategoryBase),
  },
  getMealPlanFeed: {
    method: "GET",
    path: "/api/groups/mealplans/calendar-feed",
    tags,
    response: MealPlanFeed,
  },
  /** Turns the caller's feed on, or gives it a new address (the old one stops working). */
  renewMealPlanFeed: {
    method: "POST",
    path: "/api/groups/mealplans/calendar-feed",
    tags,
    response: MealPlanFeed,
  },
  deleteMealPlanFeed: {
    method: "DELETE",
    path: "/api/groups/mealplans/calendar-feed",
    tags,
    response: MealPlanFeed,
  },
  /**
   * The iCalendar feed itself (text/calendar, not JSON): public to the access control, since
   * calendar apps send no credentials; the secret token in the path is the credential.
   */
  getMealPlanCalendar: {
    method: "GET",
    path: "/api/calendars/mealplans/:feed_token",
    tags,
    params: z.object({ feed_token: z.string().min(1).max(200) }),
  },
});
