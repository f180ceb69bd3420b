import type { PlanRulesOut, ReadPlanEntry, RecipeSummary } from "@larder/shared";
import type { PlanEntryRow, PlanRuleRow, RuleOrganizers } from "./mealplans.repository.js";

/** An entry as the API shows it, with its recipe's list item when it has one. */
export function presentEntry(row: PlanEntryRow, recipe: RecipeSummary | undefined): ReadPlanEntry {
  return {
    date: row.date,
    entryType: row.entry_type,
    title: row.title,
    text: row.text,
    recipeId: row.recipe_id,
    id: row.id,
    groupId: row.group_id,
    householdId: row.group_id,
    userId: row.user_id,
    recipe: recipe ?? null,
  };
}

export function presentRule(row: PlanRuleRow, organizers: RuleOrganizers): PlanRulesOut {
  return {
    day: row.day,
    entryType: row.entry_type,
    categories: organizers.categories,
    tags: organizers.tags,
    groupId: row.group_id,
    id: row.id,
  };
}
