import type { IngredientAlias } from "@larder/shared";

/** The alias names stored in a food's or unit's JSON `aliases` column. */
export function aliasNames(stored: string): string[] {
  return parseAliases(stored).map((alias) => alias.name);
}

export function parseAliases(stored: string): IngredientAlias[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((alias): alias is IngredientAlias => typeof alias?.name === "string");
  } catch {
    return [];
  }
}

/** The aliases to store: trimmed, blank ones dropped, each name once. */
export function aliasesToStore(aliases: readonly IngredientAlias[]): string {
  const names = [...new Set(aliases.map((alias) => alias.name.trim()).filter(Boolean))];
  return JSON.stringify(names.map((name) => ({ name })));
}

export function parseExtras(stored: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(stored);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
