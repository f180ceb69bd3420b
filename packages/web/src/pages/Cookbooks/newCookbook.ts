import type { ReadCookBook } from "@larder/shared";
import type { TFunction } from "../../i18n";

/**
 * What a new cookbook starts as (SPEC §4): named by the count of cookbooks plus one ("Cookbook 3"
 * beside two), and placed after the last one.
 */
export function newCookbook(t: TFunction, existing: readonly ReadCookBook[]): { name: string; position: number } {
  const lastPosition = existing.reduce((last, cookbook) => Math.max(last, cookbook.position), 0);
  return {
    name: t("cookbooks.defaultName", { number: existing.length + 1 }),
    position: Math.max(lastPosition, existing.length) + 1,
  };
}
