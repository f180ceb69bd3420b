/** What the recipe table has picked: some recipes (slug to name), or all the search finds. */
export type Picked = { kind: "some"; slugs: ReadonlyMap<string, string> } | { kind: "all" };

/** How many recipes an action on what is picked would touch. */
export function pickedCount(picked: Picked, total: number): number {
  return picked.kind === "all" ? total : picked.slugs.size;
}
