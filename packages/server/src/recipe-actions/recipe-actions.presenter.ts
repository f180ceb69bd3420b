import type { CreateGroupRecipeAction, GroupRecipeActionOut } from "@larder/shared";
import type { z } from "zod";
import type { RecipeActionFields, RecipeActionRow } from "./recipe-actions.repository.js";

export function presentRecipeAction(row: RecipeActionRow): GroupRecipeActionOut {
  return { actionType: row.action_type, title: row.title, url: row.url, groupId: row.group_id, id: row.id };
}

export function recipeActionFields(body: z.output<typeof CreateGroupRecipeAction>): RecipeActionFields {
  return { action_type: body.actionType, title: body.title, url: body.url };
}
