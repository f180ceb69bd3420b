import type { GroupsRepository } from "../groups/groups.repository.js";
import { HttpError } from "../http/errors.js";

/**
 * The group a visitor's explore call names, or 404 when it does not exist or is private: visitors
 * cannot tell a private group from a missing one. Recipes must in addition be public themselves.
 */
export async function publicGroup(groups: GroupsRepository, groupSlug: string): Promise<{ id: string; slug: string }> {
  const group = await groups.findPublicBySlug(groupSlug);
  if (!group) throw new HttpError(404, "Group not found");
  return { id: group.id, slug: group.slug };
}
