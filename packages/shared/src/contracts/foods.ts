import { z } from "zod";
import { ID_MESSAGE } from "../validation/messages.js";
import { NameText } from "./names.js";
import { paginated } from "./pagination.js";

/** Ids a client may send; the reference types them as uuid4 but any UUID a database holds is accepted. */
const id = z.guid(ID_MESSAGE);

export const DEFAULT_LABEL_COLOR = "#E0E0E0";

/** A shopping label (groups foods and shopping list items by aisle). */
export const MultiPurposeLabelOut = z.object({
  id: z.string(),
  groupId: z.string(),
  name: z.string(),
  color: z.string(),
});
export type MultiPurposeLabelOut = z.infer<typeof MultiPurposeLabelOut>;
/** The label as embedded in a food. */
export const MultiPurposeLabelSummary = MultiPurposeLabelOut;
export type MultiPurposeLabelSummary = MultiPurposeLabelOut;
export const MultiPurposeLabelPagination = paginated(MultiPurposeLabelOut);

export const MultiPurposeLabelCreate = z.object({
  name: NameText,
  color: z.string().default(DEFAULT_LABEL_COLOR),
});
export type MultiPurposeLabelCreate = z.input<typeof MultiPurposeLabelCreate>;

/** Mealie clients echo `id` and `groupId` back; they are accepted and ignored (the path and the caller decide). */
export const MultiPurposeLabelUpdate = MultiPurposeLabelCreate.extend({
  id: z.string().optional(),
  groupId: z.string().optional(),
});
export type MultiPurposeLabelUpdate = z.input<typeof MultiPurposeLabelUpdate>;

/** Another name a food or unit is recognised by (the ingredient parser matches on these too). */
export const IngredientAlias = z.object({ name: z.string() });
export type IngredientAlias = z.infer<typeof IngredientAlias>;
export const IngredientFoodAlias = IngredientAlias;
export const IngredientUnitAlias = IngredientAlias;
export const CreateIngredientFoodAlias = IngredientAlias;
export const CreateIngredientUnitAlias = IngredientAlias;

const extras = z.record(z.string(), z.unknown()).nullable();

/**
 * The `id` of a food or unit body: ignored (the path names the one updated; a new one gets its own),
 * and sent by Mealie's ingredient editor as the placeholder `""` when it creates one.
 */
const ignoredId = z.union([z.literal(""), id]).nullish();

export const CreateIngredientFood = z.object({
  id: ignoredId,
  name: NameText,
  pluralName: z.string().nullish(),
  description: z.string().default(""),
  extras: extras.default({}),
  labelId: id.nullish(),
  onHand: z.boolean().default(false),
  aliases: z.array(IngredientAlias).default([]),
});
export type CreateIngredientFood = z.input<typeof CreateIngredientFood>;
/** PUT /api/foods/{id} takes the same body as creation. */
export const SaveIngredientFood = CreateIngredientFood;
export type SaveIngredientFood = CreateIngredientFood;

export const IngredientFood = z.object({
  id: z.string(),
  name: z.string(),
  pluralName: z.string().nullable(),
  description: z.string(),
  extras: z.record(z.string(), z.unknown()).nullable(),
  labelId: z.string().nullable(),
  label: MultiPurposeLabelSummary.nullable(),
  onHand: z.boolean(),
  aliases: z.array(IngredientAlias),
  createdAt: z.string().nullable(),
  updateAt: z.string().nullable(),
});
export type IngredientFood = z.infer<typeof IngredientFood>;
export const IngredientFoodPagination = paginated(IngredientFood);

export const CreateIngredientUnit = z.object({
  id: ignoredId,
  name: NameText,
  pluralName: z.string().nullish(),
  description: z.string().default(""),
  extras: extras.default({}),
  onHand: z.boolean().default(false),
  abbreviation: z.string().default(""),
  pluralAbbreviation: z.string().nullish().default(""),
  useAbbreviation: z.boolean().default(false),
  fraction: z.boolean().default(true),
  aliases: z.array(IngredientAlias).default([]),
});
export type CreateIngredientUnit = z.input<typeof CreateIngredientUnit>;
/** PUT /api/units/{id} takes the same body as creation. */
export const SaveIngredientUnit = CreateIngredientUnit;
export type SaveIngredientUnit = CreateIngredientUnit;

export const IngredientUnit = z.object({
  id: z.string(),
  name: z.string(),
  pluralName: z.string().nullable(),
  description: z.string(),
  extras: z.record(z.string(), z.unknown()).nullable(),
  onHand: z.boolean(),
  abbreviation: z.string(),
  pluralAbbreviation: z.string().nullable(),
  useAbbreviation: z.boolean(),
  fraction: z.boolean(),
  aliases: z.array(IngredientAlias),
  createdAt: z.string().nullable(),
  updateAt: z.string().nullable(),
});
export type IngredientUnit = z.infer<typeof IngredientUnit>;
export const IngredientUnitPagination = paginated(IngredientUnit);

/** Every ingredient using `fromFood` is moved to `toFood`, then `fromFood` is deleted. */
export const MergeFood = z.object({ fromFood: id, toFood: id });
export type MergeFood = z.input<typeof MergeFood>;
export const MergeUnit = z.object({ fromUnit: id, toUnit: id });
export type MergeUnit = z.input<typeof MergeUnit>;

/** Answer of the merge routes (Mealie's SuccessResponse). */
export const SuccessResponse = z.object({ message: z.string(), error: z.boolean() });
export type SuccessResponse = z.infer<typeof SuccessResponse>;
