export type SortDirection = "asc" | "desc";

/** Folds case and accents, so that "creme" finds "Crème". */
export function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();
}

/** Whether a row's text holds every word of the search (accents and case ignored). */
export function textMatcher(search: string): (text: string) => boolean {
  const words = folded(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return () => true;
  return (text) => {
    const haystack = folded(text);
    return words.every((word) => haystack.includes(word));
  };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });

/** Rows by a column's value; empty values last whichever the direction. */
export function sortRows<T>(
  rows: readonly T[],
  sortKey: (row: T) => string | number | boolean | null,
  direction: SortDirection,
): T[] {
  const sign = direction === "asc" ? 1 : -1;
  const keyed = rows.map((row) => ({ row, value: sortKey(row) }));
  keyed.sort((left, right) => {
    const a = left.value;
    const b = right.value;
    const aEmpty = a === null || a === "";
    const bEmpty = b === null || b === "";
    if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
    if (typeof a === "string" && typeof b === "string") return sign * collator.compare(a, b);
    return sign * (Number(a) - Number(b));
  });
  return keyed.map(({ row }) => row);
}
