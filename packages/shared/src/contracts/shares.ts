import { z } from "zod";
import { RECIPE_ID_MESSAGE } from "../validation/messages.js";
import { IsoDateTime } from "./date-time.js";
import { Recipe } from "./recipes.js";

/** How long a share link works when the request names no expiry (SPEC §9). */
export const SHARE_LINK_DEFAULT_DAYS = 30;

export const RecipeShareTokenCreate = z.object({
  recipeId: z.guid(RECIPE_ID_MESSAGE),
  /** When the link stops working; 30 days from now when absent. */
  expiresAt: IsoDateTime.nullish(),
});
export type RecipeShareTokenCreate = z.input<typeof RecipeShareTokenCreate>;

/** A share link: its id is the token in the public address. */
export const RecipeShareTokenSummary = z.object({
  id: z.string(),
  recipeId: z.string(),
  groupId: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type RecipeShareTokenSummary = z.infer<typeof RecipeShareTokenSummary>;

export const RecipeShareToken = RecipeShareTokenSummary.extend({ recipe: Recipe });
export type RecipeShareToken = z.infer<typeof RecipeShareToken>;

export const ShareTokensQuery = z.object({ recipe_id: z.guid(RECIPE_ID_MESSAGE).optional() });
