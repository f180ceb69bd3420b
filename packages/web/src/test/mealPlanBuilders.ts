import type { PlanRulesOut, ReadPlanEntry, RecipeSummary } from "@larder/shared";
import { buildUser } from "./builders";

const user = buildUser();

/** A recipe as lists and plan entries carry it, named and slugged after `name`. */
export function buildRecipeSummary(name: string, overrides: Partial<RecipeSummary> = {}): RecipeSummary {
  const slug = name.toLowerCase().replaceAll(" ", "-");
  return {
    id: `recipe-${slug}`,
    userId: user.id,
    groupId: user.groupId,
    householdId: user.groupId,
    name,
    slug,
    image: null,
    recipeYield: null,
    totalTime: null,
    prepTime: null,
    cookTime: null,
    performTime: null,
    description: null,
    recipeCategory: [],
    tags: [],
    tools: [],
    rating: null,
    orgURL: null,
    dateAdded: "2026-01-01",
    dateUpdated: null,
    createdAt: null,
    updateAt: null,
    lastMade: null,
    ...overrides,
  };
}

/** An entry of the default user's group's plan: a recipe's when `recipe` is given, else a note. */
export function buildPlanEntry(
  id: number,
  date: string,
  overrides: Partial<ReadPlanEntry> & { recipe?: RecipeSummary | null } = {},
): ReadPlanEntry {
  const recipe = overrides.recipe ?? null;
  return {
    id,
    date,
    entryType: "dinner",
    title: "",
    text: "",
    recipeId: recipe?.id ?? null,
    groupId: user.groupId,
    householdId: user.groupId,
    userId: user.id,
    recipe,
    ...overrides,
  };
}

export function buildPlanRule(id: string, overrides: Partial<PlanRulesOut> = {}): PlanRulesOut {
  return { id, day: "unset", entryType: "unset", categories: [], tags: [], groupId: user.groupId, ...overrides };
}
