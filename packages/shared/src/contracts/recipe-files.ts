import { z } from "zod";
import { IMAGE_ADDRESS_MESSAGE, tooManyRecipesMessage } from "../validation/messages.js";
import { NameText } from "./names.js";
import { CategoryBase, TagBase } from "./organizers.js";

/** The answer to an image upload: the recipe's new cache-busting key. */
export const UpdateImageResponse = z.object({ image: z.string() });
export type UpdateImageResponse = z.infer<typeof UpdateImageResponse>;

/** POST /api/recipes/{slug}/image: Mealie's ScrapeRecipe body; `includeTags` is accepted and ignored. */
export const RecipeImageUrl = z.object({
  url: z.string().trim().min(1, IMAGE_ADDRESS_MESSAGE),
  includeTags: z.boolean().optional(),
});
export type RecipeImageUrl = z.input<typeof RecipeImageUrl>;

/** A short-lived token for GET /api/recipes/{slug}/exports/zip. */
export const RecipeZipTokenResponse = z.object({ token: z.string() });
export type RecipeZipTokenResponse = z.infer<typeof RecipeZipTokenResponse>;

/** A short-lived token for GET /api/utils/download. */
export const FileTokenResponse = z.object({ fileToken: z.string() });
export type FileTokenResponse = z.infer<typeof FileTokenResponse>;

/** The export formats of GET /api/recipes/exports. */
export const FormatResponse = z.object({
  json: z.array(z.string()),
  zip: z.array(z.string()),
  jinja2: z.array(z.string()),
});
export type FormatResponse = z.infer<typeof FormatResponse>;

export const RecipeExportQuery = z.object({ template_name: z.string() });
export const TokenQuery = z.object({ token: z.string().optional() });

const recipeSlugs = z.array(z.string()).max(10_000, tooManyRecipesMessage(10_000));

/** An organizer not found by id or slug is created under its name, which is limited as any other. */
export const AssignTags = z.object({ recipes: recipeSlugs, tags: z.array(TagBase.extend({ name: NameText })) });
export type AssignTags = z.input<typeof AssignTags>;

export const AssignCategories = z.object({
  recipes: recipeSlugs,
  categories: z.array(CategoryBase.extend({ name: NameText })),
});
export type AssignCategories = z.input<typeof AssignCategories>;

/** Settings applied to many recipes at once; missing keys take Mealie's defaults. */
export const BulkRecipeSettings = z.object({
  public: z.boolean().default(false),
  showNutrition: z.boolean().default(false),
  showAssets: z.boolean().default(false),
  landscapeView: z.boolean().default(false),
  disableComments: z.boolean().default(true),
  disableAmount: z.boolean().default(true),
  locked: z.boolean().default(false),
});

export const AssignSettings = z.object({ recipes: recipeSlugs, settings: BulkRecipeSettings });
export type AssignSettings = z.input<typeof AssignSettings>;

export const DeleteRecipes = z.object({ recipes: recipeSlugs });
export type DeleteRecipes = z.input<typeof DeleteRecipes>;

export const ExportRecipes = z.object({ recipes: recipeSlugs, exportType: z.enum(["json"]).default("json") });
export type ExportRecipes = z.input<typeof ExportRecipes>;

/** A bulk export waiting to be downloaded (Mealie's GroupDataExport; `size` is human-readable). */
export const GroupDataExport = z.object({
  id: z.string(),
  groupId: z.string(),
  name: z.string(),
  filename: z.string(),
  path: z.string(),
  size: z.string(),
  expires: z.string(),
});
export type GroupDataExport = z.infer<typeof GroupDataExport>;

export const ExportDownloadQuery = z.object({ path: z.string() });
