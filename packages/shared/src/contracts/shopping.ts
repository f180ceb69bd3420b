import { z } from "zod";
import {
  atMostCharactersMessage,
  ID_MESSAGE,
  MORE_THAN_ZERO_MESSAGE,
  NO_ITEMS_MESSAGE,
  NO_RECIPES_MESSAGE,
} from "../validation/messages.js";
import { IsoDateTime } from "./date-time.js";
import { IngredientFood, IngredientUnit, MultiPurposeLabelSummary } from "./foods.js";
import { MAX_NAME_LENGTH, NAME_TOO_LONG_MESSAGE } from "./names.js";
import { PaginationQuery, paginated } from "./pagination.js";
import { IngredientRefInput, RecipeIngredientInput, RecipeSummary } from "./recipes.js";

const id = z.guid(ID_MESSAGE);
const extras = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((value) => value ?? {});
/** Quantities are finite and within what a kitchen measures; the database stores 8-byte floats. */
const quantity = z.number().finite().min(-1e9).max(1e9);
const noteText = z.string().max(10_000, atMostCharactersMessage(10_000));

/** Where an item came from: a recipe on the list, at a scale, with the quantity it added. */
export const ShoppingListItemRecipeRefCreate = z.object({
  /** Present on a reference the client read back; ignored (references are matched by recipe). */
  id: id.nullish(),
  shoppingListItemId: z.string().nullish(),
  recipeId: id,
  recipeQuantity: quantity.default(0),
  recipeScale: quantity.nullish().transform((scale) => scale ?? 1),
  recipeNote: noteText.nullish(),
});
export type ShoppingListItemRecipeRefCreate = z.input<typeof ShoppingListItemRecipeRefCreate>;

export const ShoppingListItemRecipeRefOut = z.object({
  id: z.string(),
  shoppingListItemId: z.string(),
  recipeId: z.string(),
  recipeQuantity: z.number(),
  recipeScale: z.number().nullable(),
  recipeNote: z.string().nullable(),
});
export type ShoppingListItemRecipeRefOut = z.infer<typeof ShoppingListItemRecipeRefOut>;

const itemFields = {
  shoppingListId: id,
  quantity: quantity.default(1),
  /** A unit by id (`unitId`, or `unit.id`), or by name (found in the group's units, or created). */
  unit: IngredientRefInput.nullish(),
  unitId: id.nullish(),
  food: IngredientRefInput.nullish(),
  foodId: id.nullish(),
  labelId: id.nullish(),
  note: noteText.nullish().transform((text) => text ?? ""),
  isFood: z.boolean().default(false),
  disableAmount: z.boolean().nullish(),
  /** Accepted and ignored: the display line is computed from the other fields. */
  display: z.string().nullish(),
  checked: z.boolean().default(false),
  position: z.number().int().min(-2_147_483_648).max(2_147_483_647).default(0),
  extras,
  recipeReferences: z.array(ShoppingListItemRecipeRefCreate).max(1000).default([]),
};

export const ShoppingListItemCreate = z.object({ ...itemFields, id: id.nullish() });
export type ShoppingListItemCreate = z.input<typeof ShoppingListItemCreate>;
export type ShoppingListItemCreateParsed = z.infer<typeof ShoppingListItemCreate>;

/**
 * Larder's own, optional: the `updateAt` of the item as the client last saw it. When the item has
 * changed since, the update is refused (409) and nothing is written, so that a change queued
 * offline never undoes a newer one made elsewhere. Mealie clients do not send it.
 */
const baseUpdateAt = IsoDateTime.optional();

export const ShoppingListItemUpdate = z.object({ ...itemFields, baseUpdateAt });
export type ShoppingListItemUpdate = z.input<typeof ShoppingListItemUpdate>;
export type ShoppingListItemUpdateParsed = z.infer<typeof ShoppingListItemUpdate>;

export const ShoppingListItemUpdateBulk = ShoppingListItemUpdate.extend({ id });
export type ShoppingListItemUpdateBulk = z.input<typeof ShoppingListItemUpdateBulk>;
export type ShoppingListItemUpdateBulkParsed = z.infer<typeof ShoppingListItemUpdateBulk>;

export const ShoppingListItemOut = z.object({
  quantity: z.number(),
  unit: IngredientUnit.nullable(),
  food: IngredientFood.nullable(),
  note: z.string(),
  isFood: z.boolean(),
  disableAmount: z.boolean().nullable(),
  display: z.string(),
  shoppingListId: z.string(),
  checked: z.boolean(),
  position: z.number().int(),
  foodId: z.string().nullable(),
  labelId: z.string().nullable(),
  unitId: z.string().nullable(),
  extras: z.record(z.string(), z.unknown()),
  id: z.string(),
  label: MultiPurposeLabelSummary.nullable(),
  recipeReferences: z.array(ShoppingListItemRecipeRefOut),
  createdAt: z.string(),
  updateAt: z.string(),
  /** Mealie 2's name for `updateAt`. */
  updatedAt: z.string(),
});
export type ShoppingListItemOut = z.infer<typeof ShoppingListItemOut>;
export const ShoppingListItemPagination = paginated(ShoppingListItemOut);

/** What every item write answers: the items it created, changed (merged into) and deleted. */
export const ShoppingListItemsCollectionOut = z.object({
  createdItems: z.array(ShoppingListItemOut),
  updatedItems: z.array(ShoppingListItemOut),
  deletedItems: z.array(ShoppingListItemOut),
});
export type ShoppingListItemsCollectionOut = z.infer<typeof ShoppingListItemsCollectionOut>;

export const ShoppingListItemListQuery = PaginationQuery.extend({ queryFilter: z.string().optional() });
export type ShoppingListItemListQuery = z.infer<typeof ShoppingListItemListQuery>;

/** `DELETE /api/groups/shopping/items?ids=…&ids=…` */
export const ShoppingListItemIdsQuery = z.object({
  ids: z.preprocess(
    (value) => (value === undefined ? [] : [value].flat()),
    z.array(id).min(1, NO_ITEMS_MESSAGE).max(1000),
  ),
});

export const ShoppingListRecipeRefOut = z.object({
  id: z.string(),
  shoppingListId: z.string(),
  recipeId: z.string(),
  recipeQuantity: z.number(),
  recipe: RecipeSummary,
});
export type ShoppingListRecipeRefOut = z.infer<typeof ShoppingListRecipeRefOut>;

export const ShoppingListMultiPurposeLabelOut = z.object({
  shoppingListId: z.string(),
  labelId: z.string(),
  position: z.number().int(),
  id: z.string(),
  label: MultiPurposeLabelSummary,
});
export type ShoppingListMultiPurposeLabelOut = z.infer<typeof ShoppingListMultiPurposeLabelOut>;

/** One label's place in a list's order; `id` and `shoppingListId` are Mealie's shape and ignored. */
export const ShoppingListMultiPurposeLabelUpdate = z.object({
  id: z.string().nullish(),
  shoppingListId: z.string().nullish(),
  labelId: id,
  position: z.number().int().min(-2_147_483_648).max(2_147_483_647).default(0),
});
export const ShoppingListLabelSettingsUpdate = z.array(ShoppingListMultiPurposeLabelUpdate).max(1000);

const listName = z
  .string()
  .trim()
  .max(MAX_NAME_LENGTH, NAME_TOO_LONG_MESSAGE)
  .nullish()
  .transform((name) => name || null);

export const ShoppingListCreate = z.object({
  name: listName,
  extras,
  createdAt: z.string().nullish(),
  updateAt: z.string().nullish(),
});
export type ShoppingListCreate = z.input<typeof ShoppingListCreate>;
export type ShoppingListCreateParsed = z.infer<typeof ShoppingListCreate>;

/**
 * A list's update: name, extras and owner (`userId`: a member of the group; empty keeps the owner).
 * Mealie's shape also carries `listItems`, `groupId` and `id`; they are accepted and ignored (items
 * change through the item routes).
 */
export const ShoppingListUpdate = ShoppingListCreate.extend({
  id: z.string().nullish(),
  groupId: z.string().nullish(),
  userId: z.string().nullish(),
  listItems: z.array(z.unknown()).nullish(),
});
export type ShoppingListUpdate = z.input<typeof ShoppingListUpdate>;
export type ShoppingListUpdateParsed = z.infer<typeof ShoppingListUpdate>;

export const ShoppingListSummary = z.object({
  name: z.string().nullable(),
  extras: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updateAt: z.string(),
  /** Mealie 2's name for `updateAt`. */
  updatedAt: z.string(),
  groupId: z.string(),
  /** Mealie 2: the household, which is the group (each group is its one household). */
  householdId: z.string(),
  userId: z.string(),
  id: z.string(),
  recipeReferences: z.array(ShoppingListRecipeRefOut),
  labelSettings: z.array(ShoppingListMultiPurposeLabelOut),
});
export type ShoppingListSummary = z.infer<typeof ShoppingListSummary>;
export const ShoppingListPagination = paginated(ShoppingListSummary);

export const ShoppingListOut = ShoppingListSummary.extend({ listItems: z.array(ShoppingListItemOut) });
export type ShoppingListOut = z.infer<typeof ShoppingListOut>;

export const ShoppingListListQuery = PaginationQuery.extend({ queryFilter: z.string().optional() });
export type ShoppingListListQuery = z.infer<typeof ShoppingListListQuery>;

/**
 * Adding a recipe: how many times (the list's count of it goes up by this), the ingredients to add
 * (all of the recipe's when left out; the web sends the ticked ones, already scaled), and Larder's
 * `recipeScale` (1 unless given) by which the recipe's own ingredients are multiplied.
 */
export const ShoppingListAddRecipeParams = z
  .object({
    recipeIncrementQuantity: quantity.positive(MORE_THAN_ZERO_MESSAGE).default(1),
    recipeIngredients: z.array(RecipeIngredientInput).max(1000).nullish(),
    recipeScale: quantity.positive(MORE_THAN_ZERO_MESSAGE).optional(),
  })
  .nullish()
  .transform((body) => body ?? { recipeIncrementQuantity: 1 });
export type ShoppingListAddRecipeParams = z.input<typeof ShoppingListAddRecipeParams>;

/** Mealie 2's bulk form: the same parameters, each with the recipe it adds. */
export const ShoppingListAddRecipeParamsBulk = z
  .array(
    z.object({
      recipeId: id,
      recipeIncrementQuantity: quantity.positive(MORE_THAN_ZERO_MESSAGE).default(1),
      recipeIngredients: z.array(RecipeIngredientInput).max(1000).nullish(),
      recipeScale: quantity.positive(MORE_THAN_ZERO_MESSAGE).optional(),
    }),
  )
  .min(1, NO_RECIPES_MESSAGE)
  .max(100);
export type ShoppingListAddRecipeParamsBulk = z.input<typeof ShoppingListAddRecipeParamsBulk>;

export const ShoppingListRemoveRecipeParams = z
  .object({ recipeDecrementQuantity: quantity.positive(MORE_THAN_ZERO_MESSAGE).default(1) })
  .nullish()
  .transform((body) => body ?? { recipeDecrementQuantity: 1 });
export type ShoppingListRemoveRecipeParams = z.input<typeof ShoppingListRemoveRecipeParams>;
