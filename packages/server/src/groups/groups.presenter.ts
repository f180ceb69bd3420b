import type { GroupInDB, GroupSummary, ReadGroupPreferences, UpdateGroupPreferences } from "@larder/shared";
import type { GroupPreferencesChanges, GroupPreferencesRow, GroupRow } from "./groups.repository.js";

export function presentPreferences(row: GroupPreferencesRow): ReadGroupPreferences {
  return {
    id: row.id,
    groupId: row.group_id,
    privateGroup: row.private_group,
    firstDayOfWeek: row.first_day_of_week,
    recipePublic: row.recipe_public,
    recipeShowNutrition: row.recipe_show_nutrition,
    recipeShowAssets: row.recipe_show_assets,
    recipeLandscapeView: row.recipe_landscape_view,
    recipeDisableComments: row.recipe_disable_comments,
    recipeDisableAmount: row.recipe_disable_amount,
  };
}

export function preferencesChanges(body: Required<UpdateGroupPreferences>): GroupPreferencesChanges {
  return {
    private_group: body.privateGroup,
    first_day_of_week: body.firstDayOfWeek,
    recipe_public: body.recipePublic,
    recipe_show_nutrition: body.recipeShowNutrition,
    recipe_show_assets: body.recipeShowAssets,
    recipe_landscape_view: body.recipeLandscapeView,
    recipe_disable_comments: body.recipeDisableComments,
    recipe_disable_amount: body.recipeDisableAmount,
  };
}

export function presentGroupSummary(group: GroupRow, preferences: GroupPreferencesRow | undefined): GroupSummary {
  return {
    id: group.id,
    name: group.name,
    slug: group.slug,
    preferences: preferences ? presentPreferences(preferences) : null,
  };
}

export function presentGroupInDB(
  group: GroupRow,
  preferences: GroupPreferencesRow | undefined,
  users: { id: string; fullName: string }[],
): GroupInDB {
  return { ...presentGroupSummary(group, preferences), users, categories: [], webhooks: [] };
}
