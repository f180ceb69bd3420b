import { isUuid } from "../db/uuid.js";
import { HttpError } from "../http/errors.js";
import type { IngredientRefTable, NamedRef, NamedRefsRepository, OrganizerRef } from "./named-refs.repository.js";
import { freeSlug, nameKey, organizerSlug, sameNamed } from "./names.js";
import type { OrganizerKind } from "./organizers.repository.js";

/**
 * Organizers, foods and units that a recipe body, a recipe zip or a bulk action names are found by
 * the rule that keeps their names unique in a group (`nameKey`), so that none of these writes makes
 * a near-duplicate that POST /api/foods or /api/organizers/tags would refuse.
 */

export interface ResolveOptions {
  /** The ids come from elsewhere (an import): match by name only. */
  foreignIds?: boolean;
  /**
   * The rows whose name is exactly one the refs give (or more), oldest first, read already (`refsNamed`
   * for several kinds at once): they are not read again.
   */
  named?: readonly NamedRef[];
}

export interface IngredientResolveOptions extends ResolveOptions {
  /** Filled with the name of each food or unit found or created, by id. */
  names?: Map<string, string>;
}

export interface OrganizerRefInput {
  id?: string | null;
  name?: string | null;
  slug?: string | null;
  onHand?: boolean | null;
}

export interface IngredientRefInput {
  id?: string | null;
  name?: string | null;
  pluralName?: string | null;
  abbreviation?: string | null;
}

const ORGANIZER_NOUNS = { categories: "category", tags: "tag", tools: "tool" } as const;

/**
 * Ids of the group's organizers for these refs: by the group's own id, else by name (folded), else
 * by the slug a ref without a name gives, else a new organizer with a free slug. The name comes
 * before the slug because a slug only derives from a name: "Mac and Cheese" sent with the slug
 * `mac-and-cheese` is not the tag "Mac & Cheese" that holds it.
 */
export async function resolveOrganizers(
  repo: NamedRefsRepository,
  kind: OrganizerKind,
  refs: readonly OrganizerRefInput[],
  options: ResolveOptions = {},
): Promise<string[]> {
  const what = ORGANIZER_NOUNS[kind];
  const wanted = refs.map((ref) => ({
    id: !options.foreignIds && isUuid(ref.id) ? ref.id.toLowerCase() : null,
    slug: ref.slug?.trim() || null,
    name: ref.name?.trim() || null,
    onHand: ref.onHand ?? false,
  }));
  const ids = wanted.flatMap((ref) => (ref.id ? [ref.id] : []));
  const own = new Set((await repo.organizersByIds(kind, [...new Set(ids)])).map((row) => row.id));
  const names = wanted.flatMap((ref) => (ref.name && !(ref.id && own.has(ref.id)) ? [ref.name] : []));
  const exact = firstByName(
    (options.named as readonly OrganizerRef[] | undefined) ?? (await repo.organizersNamed(kind, [...new Set(names)])),
  );
  // Read only when some ref is not found by its exact name.
  let all: OrganizerRef[] | undefined;
  const find = (ref: (typeof wanted)[number], rows: OrganizerRef[]) =>
    ref.name ? sameNamed(rows, ref.name) : rows.find((row) => row.slug === ref.slug);
  const missing: string[] = [];
  for (const ref of wanted) {
    if ((ref.id && own.has(ref.id)) || (ref.name && exact.has(ref.name))) continue;
    all ??= await repo.organizers(kind);
    // A ref by slug alone may name one that a ref by name creates below; else it is refused below.
    if (!ref.name || find(ref, all)) continue;
    if (!missing.some((name) => nameKey(name) === nameKey(ref.name as string))) missing.push(ref.name);
  }
  if (all) {
    const onHand = new Map(wanted.map((ref) => [ref.name, ref.onHand] as const).reverse());
    for (const name of inCreationOrder(missing)) {
      const slug = freeSlug(organizerSlug(name, what), new Set(all.map((row) => row.slug)));
      const created = await repo.createOrganizer(kind, { name, slug, onHand: onHand.get(name) ?? false });
      // Another writer may have taken the slug meanwhile for a different name.
      if (!created || nameKey(created.name) !== nameKey(name)) {
        throw new HttpError(409, `errors.organizers.notCreated.${what}`, { name });
      }
      all.push(created);
      if (!exact.has(created.name)) exact.set(created.name, created);
    }
  }
  return wanted.map((ref) => {
    if (ref.id && own.has(ref.id)) return ref.id;
    const found = (ref.name ? exact.get(ref.name) : undefined) ?? find(ref, all ?? []);
    if (!found) throw new HttpError(400, `errors.organizers.nameRequired.${what}`);
    return found.id;
  });
}

/**
 * New names in the order they are created in: sorted, so that two writers creating some of the same
 * names in one transaction each wait for the other's name in the same order, never each for the
 * other's (a deadlock, as each holds its uncommitted row's place in the unique index).
 */
function inCreationOrder(names: string[]): string[] {
  return [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Rows by exact name, the first (oldest) of each: what `sameNamed` finds first among all the rows,
 * as data from before names were folded may hold one name twice.
 */
function firstByName<T extends NamedRef>(rows: readonly T[]): Map<string, T> {
  const byName = new Map<string, T>();
  for (const row of rows) if (!byName.has(row.name)) byName.set(row.name, row);
  return byName;
}

/**
 * The group's food (or unit) id for each ingredient: an id must be the group's own (400 otherwise);
 * a name without id is matched folded, else the food or unit is created. No ref, or one with neither
 * id nor name, gives null.
 */
export async function resolveIngredientRefs(
  repo: NamedRefsRepository,
  table: IngredientRefTable,
  refs: readonly (IngredientRefInput | null | undefined)[],
  options: IngredientResolveOptions = {},
): Promise<(string | null)[]> {
  const what = table === "foods" ? "food" : "unit";
  const byIdWanted = options.foreignIds ? [] : refs.flatMap((ref) => (ref?.id ? [ref.id] : []));
  const invalid = byIdWanted.find((id) => !isUuid(id));
  if (invalid) throw new HttpError(400, `errors.organizers.unknownIngredientRef.${what}`, { id: invalid });
  const ownRows = await repo.ingredientRefsByIds(table, [...new Set(byIdWanted.map((id) => id.toLowerCase()))]);
  const own = new Set(ownRows.map((row) => row.id));
  for (const row of ownRows) options.names?.set(row.id, row.name);
  // Refused before anything is created.
  const unknown = byIdWanted.find((id) => !own.has(id.toLowerCase()));
  if (unknown) throw new HttpError(400, `errors.organizers.unknownIngredientRef.${what}`, { id: unknown });
  const names = refs.flatMap((ref) => {
    const name = ref?.name?.trim();
    return name && !(ref && !options.foreignIds && ref.id) ? [name] : [];
  });
  const exact = firstByName(options.named ?? (await repo.ingredientRefsNamed(table, [...new Set(names)])));
  const folding = { keepCase: table === "units" };
  // Read only when some ref is not found by its exact name.
  let all: NamedRef[] | undefined;
  const missing = new Map<string, { name: string; ref: IngredientRefInput }>();
  for (const ref of refs) {
    const name = ref?.name?.trim();
    if (!ref || !name || (!options.foreignIds && ref.id) || exact.has(name)) continue;
    all ??= await repo.ingredientRefs(table);
    const key = nameKey(name, folding);
    if (!missing.has(key) && !sameNamed(all, name, folding)) missing.set(key, { name, ref });
  }
  if (all) {
    const byName = new Map([...missing.values()].map((entry) => [entry.name, entry.ref]));
    for (const name of inCreationOrder([...byName.keys()])) {
      const ref = byName.get(name) as IngredientRefInput;
      const created = await repo.createIngredientRef(table, {
        name,
        pluralName: ref.pluralName,
        abbreviation: ref.abbreviation,
      });
      if (!created) throw new HttpError(409, `errors.organizers.notCreated.${what}`, { name });
      all.push(created);
      if (!exact.has(created.name)) exact.set(created.name, created);
    }
  }
  return refs.map((ref) => {
    if (ref && !options.foreignIds && ref.id) return ref.id.toLowerCase();
    const name = ref?.name?.trim();
    if (!ref || !name) return null;
    const found = exact.get(name) ?? sameNamed(all ?? [], name, folding);
    if (!found) throw new Error(`the ${what} "${name}" was neither found nor created`);
    options.names?.set(found.id, found.name);
    return found.id;
  });
}
