import type { OrganizerKind } from "../../api/organizers/queries";
import { paths } from "../../routes/paths";

/** The address of one organizer's recipes. */
export function organizerPath(kind: OrganizerKind, groupSlug: string, slug: string): string {
  const path = kind === "categories" ? paths.category : kind === "tags" ? paths.tag : paths.tool;
  return path(groupSlug, slug);
}

/** Organizers listed under the first letter of their name; names starting otherwise go under "#". */
export function groupByInitial<T extends { name: string }>(items: readonly T[], locale: string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  const sorted = [...items].sort((a, b) => a.name.localeCompare(b.name, locale, { sensitivity: "base" }));
  for (const item of sorted) {
    const first = item.name.trim().charAt(0).toLocaleUpperCase(locale);
    const initial = /\p{L}/u.test(first) ? first.normalize("NFD").charAt(0) : "#";
    groups.set(initial, [...(groups.get(initial) ?? []), item]);
  }
  return [...groups.entries()];
}
