import { z } from "zod";
import { REQUIRED_MESSAGE, URL_MESSAGE } from "../validation/messages.js";
import { PaginationQuery, paginated } from "./pagination.js";

/** `link` opens the address in a new tab; `post` sends the recipe to it as JSON text. */
export const RecipeActionType = z.enum(["link", "post"]);
export type RecipeActionType = z.infer<typeof RecipeActionType>;

/**
 * The address may hold `${url}`, `${id}` and `${slug}`, filled in by the client. Only web
 * addresses are accepted: a `javascript:` link would run in every member's browser.
 */
const actionUrl = z
  .string()
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .refine((url) => /^https?:\/\/[^\s/]+/i.test(url), URL_MESSAGE);

/** List query of recipe actions: pagination plus Mealie's `queryFilter`. */
export const RecipeActionListQuery = PaginationQuery.extend({ queryFilter: z.string().optional() });
export type RecipeActionListQuery = z.infer<typeof RecipeActionListQuery>;

export const CreateGroupRecipeAction = z.object({
  actionType: RecipeActionType,
  title: z.string().trim().min(1, REQUIRED_MESSAGE),
  url: actionUrl,
});
export type CreateGroupRecipeAction = z.input<typeof CreateGroupRecipeAction>;

/** Mealie's update body also names the group; it is accepted and ignored (an action stays in its group). */
export const SaveGroupRecipeAction = CreateGroupRecipeAction.extend({ groupId: z.string().optional() });
export type SaveGroupRecipeAction = z.input<typeof SaveGroupRecipeAction>;

export const GroupRecipeActionOut = z.object({
  actionType: RecipeActionType,
  title: z.string(),
  url: z.string(),
  groupId: z.string(),
  id: z.string(),
});
export type GroupRecipeActionOut = z.infer<typeof GroupRecipeActionOut>;

export const GroupRecipeActionPagination = paginated(GroupRecipeActionOut);
