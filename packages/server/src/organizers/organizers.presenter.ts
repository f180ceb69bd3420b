import type {
  CategoryOut,
  OrganizerRecipeSummary,
  Paginated,
  RecipeCategory,
  RecipeTool,
  TagOut,
} from "@larder/shared";
import type { RecipeOrganizerRow, RecipeWithOrganizers } from "./organizer-recipes.repository.js";
import type { OrganizerRow } from "./organizers.repository.js";

/** A page of organizers, each presented by `present`. */
export function presentPage<Out>(page: Paginated<OrganizerRow>, present: (row: OrganizerRow) => Out): Paginated<Out> {
  return { ...page, items: page.items.map(present) };
}

/** A category or tag as lists and recipes show it. */
export function presentOrganizer(row: Pick<OrganizerRow, "id" | "name" | "slug">): RecipeCategory {
  return { id: row.id, name: row.name, slug: row.slug };
}

/** A category or tag with its group (creation, explore). */
export function presentOrganizerOut(row: OrganizerRow): CategoryOut & TagOut {
  return { id: row.id, name: row.name, slug: row.slug, groupId: row.group_id };
}

export function presentTool(row: Pick<OrganizerRow, "id" | "name" | "slug" | "on_hand">): RecipeTool {
  return { id: row.id, name: row.name, slug: row.slug, onHand: row.on_hand ?? false };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentOrganizerRecipe({
  recipe,
  categories,
  tags,
  tools,
}: RecipeWithOrganizers): OrganizerRecipeSummary {
  const organizer = (row: RecipeOrganizerRow) => presentOrganizer(row);
  return {
    id: recipe.id,
    userId: recipe.user_id,
    groupId: recipe.group_id,
    name: recipe.name,
    slug: recipe.slug,
    image: recipe.image,
    recipeYield: recipe.recipe_yield,
    totalTime: recipe.total_time,
    prepTime: recipe.prep_time,
    cookTime: recipe.cook_time,
    performTime: recipe.perform_time,
    description: recipe.description,
    recipeCategory: categories.map(organizer),
    tags: tags.map(organizer),
    tools: tools.map(presentTool),
    rating: recipe.rating,
    orgURL: recipe.org_url,
    dateAdded: recipe.date_added,
    dateUpdated: iso(recipe.date_updated),
    createdAt: iso(recipe.created_at),
    updateAt: iso(recipe.update_at),
    lastMade: iso(recipe.last_made),
  };
}
