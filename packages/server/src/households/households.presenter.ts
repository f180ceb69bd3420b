import type {
  HouseholdSummary,
  ReadHouseholdPreferences,
  UpdateGroupPreferences,
  UpdateHouseholdPreferences,
} from "@larder/shared";
import type { GroupPreferencesRow, GroupRow } from "../groups/groups.repository.js";

/** The group's preferences under Mealie 2's household names. */
export function presentHouseholdPreferences(row: GroupPreferencesRow): ReadHouseholdPreferences {
  return {
    id: row.id,
    privateHousehold: row.private_group,
    firstDayOfWeek: row.first_day_of_week,
    recipePublic: row.recipe_public,
    recipeShowNutrition: row.recipe_show_nutrition,
    recipeShowAssets: row.recipe_show_assets,
    recipeLandscapeView: row.recipe_landscape_view,
    recipeDisableComments: row.recipe_disable_comments,
    recipeDisableAmount: row.recipe_disable_amount,
  };
}

/** A household preferences update, as the group preferences update it is. */
export function groupPreferencesOf(body: Required<UpdateHouseholdPreferences>): Required<UpdateGroupPreferences> {
  const { privateHousehold, ...rest } = body;
  return { ...rest, privateGroup: privateHousehold };
}

/** A group as its one household: the household's id is the group's. */
export function presentHousehold(group: GroupRow, preferences: GroupPreferencesRow | undefined): HouseholdSummary {
  return {
    id: group.id,
    groupId: group.id,
    name: group.name,
    slug: group.slug,
    preferences: preferences ? presentHouseholdPreferences(preferences) : null,
  };
}
