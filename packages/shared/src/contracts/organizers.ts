import { z } from "zod";
import { ID_MESSAGE } from "../validation/messages.js";
import { NameText } from "./names.js";
import { PaginationQuery, paginated } from "./pagination.js";

/**
 * List query of organizers, foods, units and labels: pagination, a name search (accents and case
 * ignored) and Mealie's `queryFilter` over the fields each list shows.
 */
export const OrganizerListQuery = PaginationQuery.extend({
  search: z.string().optional(),
  queryFilter: z.string().optional(),
});
export type OrganizerListQuery = z.infer<typeof OrganizerListQuery>;

/** A category as lists and recipes carry it. */
export const RecipeCategory = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export type RecipeCategory = z.infer<typeof RecipeCategory>;
export const RecipeCategoryPagination = paginated(RecipeCategory);
/** GET/PUT /api/organizers/categories/{id}. */
export const CategorySummary = RecipeCategory;
export type CategorySummary = RecipeCategory;
/** GET /api/organizers/categories/empty. */
export const CategoryBase = RecipeCategory;
export type CategoryBase = RecipeCategory;
export const CategoryOut = RecipeCategory.extend({ groupId: z.string() });
export type CategoryOut = z.infer<typeof CategoryOut>;
export const CategoryIn = z.object({ name: NameText });
export type CategoryIn = z.input<typeof CategoryIn>;

export const RecipeTag = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export type RecipeTag = z.infer<typeof RecipeTag>;
export const RecipeTagPagination = paginated(RecipeTag);
export const TagBase = RecipeTag;
export type TagBase = RecipeTag;
export const TagOut = RecipeTag.extend({ groupId: z.string() });
export type TagOut = z.infer<typeof TagOut>;
export const TagIn = z.object({ name: NameText });
export type TagIn = z.input<typeof TagIn>;

export const RecipeTool = z.object({ id: z.string(), name: z.string(), slug: z.string(), onHand: z.boolean() });
export type RecipeTool = z.infer<typeof RecipeTool>;
export const RecipeToolPagination = paginated(RecipeTool);
export const RecipeToolOut = RecipeTool;
export type RecipeToolOut = RecipeTool;
export const RecipeToolCreate = z.object({ name: NameText, onHand: z.boolean().default(false) });
export type RecipeToolCreate = z.input<typeof RecipeToolCreate>;

/**
 * A recipe listed under an organizer: the fields of the reference's RecipeSummary (the same shape as
 * recipes.ts's RecipeSummary, restated here because recipes.ts imports this module).
 */
export const OrganizerRecipeSummary = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  groupId: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  recipeYield: z.string().nullable(),
  totalTime: z.string().nullable(),
  prepTime: z.string().nullable(),
  cookTime: z.string().nullable(),
  performTime: z.string().nullable(),
  description: z.string().nullable(),
  recipeCategory: z.array(RecipeCategory),
  tags: z.array(RecipeTag),
  tools: z.array(RecipeTool),
  rating: z.number().nullable(),
  orgURL: z.string().nullable(),
  dateAdded: z.string().nullable(),
  dateUpdated: z.string().nullable(),
  createdAt: z.string().nullable(),
  updateAt: z.string().nullable(),
  lastMade: z.string().nullable(),
});
export type OrganizerRecipeSummary = z.infer<typeof OrganizerRecipeSummary>;

/** An organizer with the recipes filed under it (GET by slug; tags also by id). */
export const RecipeCategoryResponse = RecipeCategory.extend({ recipes: z.array(OrganizerRecipeSummary) });
export type RecipeCategoryResponse = z.infer<typeof RecipeCategoryResponse>;
export const RecipeTagResponse = RecipeTag.extend({ recipes: z.array(OrganizerRecipeSummary) });
export type RecipeTagResponse = z.infer<typeof RecipeTagResponse>;
export const RecipeToolResponse = RecipeTool.extend({ recipes: z.array(OrganizerRecipeSummary) });
export type RecipeToolResponse = z.infer<typeof RecipeToolResponse>;

/**
 * An organizer a cookbook or a meal-plan rule names, as clients send it back: the id decides, name
 * and slug are accepted and ignored (the group's own organizer is shown).
 */
export const OrganizerChoice = z.object({
  id: z.guid(ID_MESSAGE),
  name: z.string().optional(),
  slug: z.string().optional(),
});
