import type { GroupsRepository } from "../groups/groups.repository.js";
import { HttpError } from "../http/errors.js";

/**
 * The group a visitor's explore call names, or 404 when it does not exist, is private or keeps its
 * recipes to itself (`recipePublic` off): visitors cannot tell such a group from a missing one.
 * Recipes and cookbooks must in addition be public themselves.
 */
export async function publicGroup(groups: GroupsRepository, groupSlug: string): Promise<{ id: string; slug: string }> {
  const group = await groups.findPublicBySlug(groupSlug);
  if (!group) throw new HttpError(404, "errors.users.groupNotFound");
  return { id: group.id, slug: group.slug };
}
