import type {
  GroupRecipeActionOut,
  IngredientFood,
  IngredientUnit,
  MultiPurposeLabelOut,
  ReadCookBook,
  RecipeSummary,
  ReportOut,
} from "@larder/shared";
import { buildUser } from "./builders";

const groupId = buildUser().groupId;

/** Builders of the group's organized data: cookbooks, foods, units, labels, recipe actions, reports. */

export function buildCookbook(name: string, overrides: Partial<ReadCookBook> = {}): ReadCookBook {
  const slug = name.toLowerCase().replaceAll(" ", "-");
  return {
    id: `cookbook-${slug}`,
    name,
    slug,
    description: "",
    position: 1,
    public: false,
    categories: [],
    tags: [],
    tools: [],
    requireAllCategories: true,
    requireAllTags: true,
    requireAllTools: true,
    groupId,
    ...overrides,
  };
}

export function buildLabel(name: string, overrides: Partial<MultiPurposeLabelOut> = {}): MultiPurposeLabelOut {
  return { id: `label-${name.toLowerCase()}`, groupId, name, color: "#4CAF50", ...overrides };
}

export function buildFood(name: string, overrides: Partial<IngredientFood> = {}): IngredientFood {
  return {
    id: `food-${name.toLowerCase().replaceAll(" ", "-")}`,
    name,
    pluralName: null,
    description: "",
    extras: {},
    labelId: null,
    label: null,
    onHand: false,
    aliases: [],
    createdAt: "2026-01-01T00:00:00Z",
    updateAt: "2026-01-01T00:00:00Z",
    ...overrides,
  };
}

export function buildUnit(name: string, overrides: Partial<IngredientUnit> = {}): IngredientUnit {
  return {
    id: `unit-${name.toLowerCase()}`,
    name,
    pluralName: null,
    description: "",
    extras: {},
    onHand: false,
    abbreviation: "",
    pluralAbbreviation: "",
    useAbbreviation: false,
    fraction: true,
    aliases: [],
    createdAt: "2026-01-01T00:00:00Z",
    updateAt: "2026-01-01T00:00:00Z",
    ...overrides,
  };
}

export function buildRecipeAction(title: string, overrides: Partial<GroupRecipeActionOut> = {}): GroupRecipeActionOut {
  return {
    id: `action-${title.toLowerCase().replaceAll(" ", "-")}`,
    title,
    actionType: "link",
    url: "https://example.com/lookup",
    groupId,
    ...overrides,
  };
}

export function buildRecipeSummary(name: string, overrides: Partial<RecipeSummary> = {}): RecipeSummary {
  const slug = name.toLowerCase().replaceAll(" ", "-");
  return {
    id: `recipe-${slug}`,
    userId: buildUser().id,
    groupId,
    householdId: groupId,
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
    createdAt: "2026-01-01T00:00:00Z",
    updateAt: null,
    lastMade: null,
    ...overrides,
  };
}

export function buildReport(name: string, overrides: Partial<ReportOut> = {}): ReportOut {
  return {
    id: `report-${name.toLowerCase().replaceAll(" ", "-")}`,
    name,
    category: "bulk_import",
    status: "partial",
    groupId,
    timestamp: "2026-03-01T10:00:00Z",
    entries: [],
    ...overrides,
  };
}
