/**
 * How shopping-list items combine (the reference's rules): two unchecked items of one list merge
 * when they have the same food and unit and either a food or the same note; their quantities add,
 * differing notes join with " | ", extras merge and the recipes they came from merge (quantities
 * and scales add). Pure functions over drafts, so that the rules are tested without a database.
 */

export interface RecipeRefDraft {
  recipeId: string;
  recipeQuantity: number;
  recipeScale: number | null;
  recipeNote: string | null;
}

export interface ItemDraft {
  /** The item's id: a stored item's, or one the client chose (never merged: see the service). */
  id: string | null;
  listId: string;
  quantity: number;
  unitId: string | null;
  foodId: string | null;
  labelId: string | null;
  note: string;
  isFood: boolean;
  disableAmount: boolean | null;
  checked: boolean;
  position: number;
  extras: Record<string, unknown>;
  recipeRefs: RecipeRefDraft[];
}

/** Quantities are floats; sums and take-backs are rounded to this many places to stay exact to the eye. */
const PLACES = 1e9;
export const roundQuantity = (value: number) => Math.round(value * PLACES) / PLACES;

const noteKey = (note: string) => note.trim().toLowerCase();

export function canMerge(a: ItemDraft, b: ItemDraft): boolean {
  return (
    a.listId === b.listId &&
    !a.checked &&
    !b.checked &&
    a.foodId === b.foodId &&
    a.unitId === b.unitId &&
    (a.foodId !== null || noteKey(a.note) === noteKey(b.note))
  );
}

/** "a | b", unless one is empty or already holds the other. */
export function joinNotes(a: string, b: string): string {
  const left = a.trim();
  const right = b.trim();
  if (!right || left.split(" | ").some((part) => noteKey(part) === noteKey(right))) return left;
  if (!left) return right;
  return `${left} | ${right}`;
}

export function mergeRecipeRefs(a: RecipeRefDraft[], b: RecipeRefDraft[]): RecipeRefDraft[] {
  const merged = a.map((ref) => ({ ...ref }));
  for (const ref of b) {
    const same = merged.find((existing) => existing.recipeId === ref.recipeId);
    if (!same) {
      merged.push({ ...ref });
      continue;
    }
    same.recipeQuantity = roundQuantity(same.recipeQuantity + ref.recipeQuantity);
    same.recipeScale = roundQuantity((same.recipeScale ?? 1) + (ref.recipeScale ?? 1));
    if (!same.recipeNote) same.recipeNote = ref.recipeNote;
  }
  return merged;
}

/** `source` folded into `target` (which keeps its id, position and label unless it has none). */
export function mergeInto(target: ItemDraft, source: ItemDraft): ItemDraft {
  return {
    ...target,
    quantity: roundQuantity(target.quantity + source.quantity),
    labelId: target.labelId ?? source.labelId,
    note: target.foodId === null ? target.note : joinNotes(target.note, source.note),
    isFood: target.isFood || source.isFood,
    extras: { ...target.extras, ...source.extras },
    recipeRefs: mergeRecipeRefs(target.recipeRefs, source.recipeRefs),
  };
}

/** A batch with the items that merge with one another folded into the first of them. */
export function consolidate(drafts: ItemDraft[]): ItemDraft[] {
  const result: ItemDraft[] = [];
  for (const draft of drafts) {
    const index = draft.id === null ? result.findIndex((kept) => kept.id === null && canMerge(kept, draft)) : -1;
    if (index === -1) result.push(draft);
    else result[index] = mergeInto(result[index] as ItemDraft, draft);
  }
  return result;
}

/**
 * Takes back what a recipe added to an item, by the share `fraction` (1 = all of it) of the
 * recipe's count on the list. Answers the item after it, or null when nothing of it is left.
 */
export function takeBackRecipe(item: ItemDraft, recipeId: string, fraction: number): ItemDraft | null {
  const ref = item.recipeRefs.find((one) => one.recipeId === recipeId);
  if (!ref) return item;
  const share = Math.min(Math.max(fraction, 0), 1);
  const taken = roundQuantity(ref.recipeQuantity * share);
  const left = roundQuantity(ref.recipeQuantity - taken);
  const recipeRefs =
    // A reference that added no amount (a "pinch of salt") goes only with the last of its recipe.
    share >= 1 || (ref.recipeQuantity > 0 && left <= 0)
      ? item.recipeRefs.filter((one) => one !== ref)
      : item.recipeRefs.map((one) =>
          one === ref
            ? { ...one, recipeQuantity: left, recipeScale: roundQuantity((one.recipeScale ?? 1) * (1 - share)) }
            : one,
        );
  const quantity = roundQuantity(item.quantity - taken);
  if (quantity <= 0 && recipeRefs.length === 0) return null;
  return { ...item, quantity: Math.max(quantity, 0), recipeRefs };
}
