import { z } from "zod";
import { COOKBOOK_ID_MESSAGE, REQUIRED_MESSAGE } from "../validation/messages.js";
import { MAX_NAME_LENGTH, NAME_TOO_LONG_MESSAGE } from "./names.js";
import { OrganizerChoice, RecipeCategory, RecipeTag, RecipeTool } from "./organizers.js";
import { PaginationQuery, paginated } from "./pagination.js";
import { RecipeSummary } from "./recipes.js";

/** List query of cookbooks: pagination plus Mealie's `queryFilter`. */
export const CookbookListQuery = PaginationQuery.extend({ queryFilter: z.string().optional() });
export type CookbookListQuery = z.infer<typeof CookbookListQuery>;

const cookbookFields = {
  name: z.string().trim().min(1, REQUIRED_MESSAGE).max(MAX_NAME_LENGTH, NAME_TOO_LONG_MESSAGE),
  description: z
    .string()
    .nullish()
    .transform((text) => text ?? ""),
  /** Accepted for Mealie's shape; the slug always follows the name. */
  slug: z.string().nullish(),
  /** Stored in a 4-byte integer column (PostgreSQL refuses larger numbers; SQLite would keep them). */
  position: z.number().int().min(-2_147_483_648).max(2_147_483_647).default(1),
  public: z.boolean().default(false),
  categories: z.array(OrganizerChoice).default([]),
  tags: z.array(OrganizerChoice).default([]),
  tools: z.array(OrganizerChoice).default([]),
  requireAllCategories: z.boolean().default(true),
  requireAllTags: z.boolean().default(true),
  requireAllTools: z.boolean().default(true),
};

export const CreateCookBook = z.object(cookbookFields);
export type CreateCookBook = z.input<typeof CreateCookBook>;
export type CreateCookBookParsed = z.infer<typeof CreateCookBook>;

/** One cookbook of a bulk update (PUT /api/groups/cookbooks): the id says which; groupId is ignored. */
export const UpdateCookBook = CreateCookBook.extend({
  id: z.guid(COOKBOOK_ID_MESSAGE),
  groupId: z.string().optional(),
});
export type UpdateCookBook = z.input<typeof UpdateCookBook>;
export type UpdateCookBookParsed = z.infer<typeof UpdateCookBook>;

export const ReadCookBook = z.object({
  name: z.string(),
  description: z.string(),
  slug: z.string(),
  position: z.number().int(),
  public: z.boolean(),
  categories: z.array(RecipeCategory),
  tags: z.array(RecipeTag),
  tools: z.array(RecipeTool),
  requireAllCategories: z.boolean(),
  requireAllTags: z.boolean(),
  requireAllTools: z.boolean(),
  groupId: z.string(),
  id: z.string(),
});
export type ReadCookBook = z.infer<typeof ReadCookBook>;
export const CookBookPagination = paginated(ReadCookBook);

/**
 * A cookbook with the recipes it collects. Mealie embeds every one of them; Larder embeds the
 * newest COOKBOOK_RECIPES_SHOWN, and `GET /api/recipes?cookbook=` pages through all of them.
 */
export const RecipeCookBook = ReadCookBook.extend({ recipes: z.array(RecipeSummary) });
export type RecipeCookBook = z.infer<typeof RecipeCookBook>;
export const COOKBOOK_RECIPES_SHOWN = 100;
