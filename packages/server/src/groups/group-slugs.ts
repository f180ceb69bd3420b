import { toSlug } from "@larder/shared";
import type { GroupsRepository } from "./groups.repository.js";

/** The slug of a group name, with -1, -2 ... appended while another group has it. */
export async function uniqueGroupSlug(groups: GroupsRepository, name: string, exceptGroupId?: string): Promise<string> {
  const base = toSlug(name) || "group";
  let slug = base;
  for (let suffix = 1; await groups.slugTaken(slug, exceptGroupId); suffix += 1) slug = `${base}-${suffix}`;
  return slug;
}
