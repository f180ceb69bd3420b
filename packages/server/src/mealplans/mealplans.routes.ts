import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/** `/api/groups/mealplans` and `/api/groups/categories`: the caller's group's meal plan and its rules. */
export function mealPlansRoutes({ mealPlans, calendarFeeds }: Services) {
  return [
    operation("getMealPlans", "group", ({ actor, query }) => mealPlans.list(actor, query)),
    operation("createMealPlan", "group", ({ actor, body }) => mealPlans.create(actor, body)),
    operation("getTodaysMeals", "group", ({ actor }) => mealPlans.today(actor)),
    operation("createRandomMeal", "group", ({ actor, body }) => mealPlans.random(actor, body)),
    operation("getMealPlan", "group", ({ actor, params }) => mealPlans.get(actor, params.item_id)),
    operation("updateMealPlan", "group", ({ actor, params, body }) => mealPlans.update(actor, params.item_id, body)),
    operation("deleteMealPlan", "group", ({ actor, params }) => mealPlans.delete(actor, params.item_id)),
    operation("getMealPlanRules", "group", ({ actor, query }) => mealPlans.listRules(actor, query)),
    operation("createMealPlanRule", "group", ({ actor, body }) => mealPlans.createRule(actor, body)),
    operation("getMealPlanRule", "group", ({ actor, params }) => mealPlans.getRule(actor, params.item_id)),
    operation("updateMealPlanRule", "group", ({ actor, params, body }) =>
      mealPlans.updateRule(actor, params.item_id, body),
    ),
    operation("deleteMealPlanRule", "group", ({ actor, params }) => mealPlans.deleteRule(actor, params.item_id)),
    operation("getMealPlanCategories", "group", ({ actor }) => mealPlans.categories(actor)),
    operation("updateMealPlanCategories", "group", ({ actor, body }) => mealPlans.replaceCategories(actor, body)),
    operation("getMealPlanFeed", "group", ({ actor }) => calendarFeeds.get(actor)),
    operation("renewMealPlanFeed", "group", ({ actor }) => calendarFeeds.renew(actor)),
    operation("deleteMealPlanFeed", "group", ({ actor }) => calendarFeeds.remove(actor)),
    operation("getMealPlanCalendar", "public", async ({ params, reply }) => {
      const text = await calendarFeeds.calendar(params.feed_token);
      return reply
        .type("text/calendar; charset=utf-8")
        .header("cache-control", "private, no-cache")
        .header("content-disposition", 'inline; filename="meal-plan.ics"')
        .send(text);
    }),
  ];
}
