import type { ShoppingListOut, ShoppingListSummary } from "@larder/shared";
import type { QueryClient } from "@tanstack/react-query";
import { shoppingKeys } from "./keys";

/**
 * The last copy of each shopping list a member opened, and of their lists, kept in localStorage so
 * that a list opened once opens with no connection. Keyed by user: another account signing in on
 * the same browser never sees them, and signing out forgets them (forgetStoredShoppingLists).
 */

const PREFIX = "larder.shopping.";
const listKey = (userId: string, listId: string) => `${PREFIX}list.${userId}.${listId}`;
const listsKey = (userId: string) => `${PREFIX}lists.${userId}`;

function read<T>(key: string, isValid: (value: unknown) => boolean): T | null {
  try {
    const raw = localStorage.getItem(key);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isValid(value) ? (value as T) : null;
  } catch {
    return null;
  }
}

function storedKeys(): string[] {
  try {
    return Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? "");
  } catch {
    return [];
  }
}

function write(key: string, value: unknown): void {
  const raw = JSON.stringify(value);
  try {
    localStorage.setItem(key, raw);
  } catch {
    // Full: the other lists' copies make room for the one open now.
    for (const other of storedKeys()) if (other.startsWith(`${PREFIX}list.`) && other !== key) removeKey(other);
    try {
      localStorage.setItem(key, raw);
    } catch {
      // Storage refused altogether (blocked site data): the list works online only.
    }
  }
}

function removeKey(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored to forget.
  }
}

const isList = (value: unknown) =>
  value !== null && typeof value === "object" && Array.isArray((value as ShoppingListOut).listItems);

export function readStoredList(userId: string, listId: string): ShoppingListOut | null {
  return read<ShoppingListOut>(listKey(userId, listId), isList);
}

export function storeList(userId: string, list: ShoppingListOut): void {
  write(listKey(userId, list.id), list);
}

export function forgetStoredList(userId: string, listId: string): void {
  removeKey(listKey(userId, listId));
}

export function readStoredLists(userId: string): ShoppingListSummary[] | null {
  return read<ShoppingListSummary[]>(listsKey(userId), Array.isArray);
}

export function storeLists(userId: string, lists: ShoppingListSummary[]): void {
  write(listsKey(userId), lists);
}

/**
 * Forgets every kept list copy (signing out). Changes not sent yet stay, under their user, until
 * that user is back: they are the user's own work.
 */
export function forgetStoredShoppingLists(): void {
  for (const key of storedKeys()) {
    if (key.startsWith(`${PREFIX}list.`) || key.startsWith(`${PREFIX}lists.`)) removeKey(key);
  }
}

/** The list as the server answered it, in the query cache and in the browser's copy. */
export function keepList(queryClient: QueryClient, userId: string, list: ShoppingListOut): void {
  queryClient.setQueryData(shoppingKeys.list(list.id), list);
  storeList(userId, list);
}
