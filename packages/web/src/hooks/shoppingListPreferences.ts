import { browserPreferences } from "./browserPreferences";

/** SPEC §3's shopping-list preferences, kept in this browser. */
export interface ShoppingListPreferences {
  /** Show every list of the group, not only one's own (SPEC §6). */
  viewAllLists: boolean;
  /** Group a list's unchecked items under their labels, in the list's label order. */
  viewByLabel: boolean;
}

export const DEFAULT_SHOPPING_LIST_PREFERENCES: ShoppingListPreferences = {
  viewAllLists: false,
  viewByLabel: true,
};

const shoppingListPreferences = browserPreferences<ShoppingListPreferences>(
  "larder.shoppingList.preferences",
  DEFAULT_SHOPPING_LIST_PREFERENCES,
  (stored) => ({
    viewAllLists:
      typeof stored.viewAllLists === "boolean" ? stored.viewAllLists : DEFAULT_SHOPPING_LIST_PREFERENCES.viewAllLists,
    viewByLabel:
      typeof stored.viewByLabel === "boolean" ? stored.viewByLabel : DEFAULT_SHOPPING_LIST_PREFERENCES.viewByLabel,
  }),
);

export const saveShoppingListPreferences = shoppingListPreferences.save;
export const useShoppingListPreferences = shoppingListPreferences.usePreferences;
