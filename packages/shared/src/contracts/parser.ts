import { z } from "zod";
import { ingredientLineLengthMessage, tooManyIngredientLinesMessage } from "../validation/messages.js";
import { IngredientFood, IngredientUnit } from "./foods.js";
import { RecipeIngredient } from "./recipes.js";

/** Mealie names three parsers; `openai` needs an external service Larder does not call, so it is refused. */
export const INGREDIENT_PARSERS = ["nlp", "brute"] as const;
export const RegisteredParser = z.enum(["nlp", "brute", "openai"]);
export type RegisteredParser = z.infer<typeof RegisteredParser>;

/** The longest ingredient line and the most lines one call may parse. */
export const MAX_INGREDIENT_LENGTH = 1000;
export const MAX_INGREDIENTS_PER_CALL = 500;

const ingredientLine = z.string().max(MAX_INGREDIENT_LENGTH, ingredientLineLengthMessage(MAX_INGREDIENT_LENGTH));

export const IngredientRequest = z.object({
  parser: RegisteredParser.default("nlp"),
  ingredient: ingredientLine,
});
export type IngredientRequest = z.input<typeof IngredientRequest>;

export const IngredientsRequest = z.object({
  parser: RegisteredParser.default("nlp"),
  ingredients: z
    .array(ingredientLine)
    .max(MAX_INGREDIENTS_PER_CALL, tooManyIngredientLinesMessage(MAX_INGREDIENTS_PER_CALL)),
});
export type IngredientsRequest = z.input<typeof IngredientsRequest>;

/** How sure the parser is of each part, 0 to 1 (`name` repeats `food`, as in the reference). */
export const IngredientConfidence = z.object({
  average: z.number().nullable(),
  comment: z.number().nullable(),
  name: z.number().nullable(),
  unit: z.number().nullable(),
  quantity: z.number().nullable(),
  food: z.number().nullable(),
});
export type IngredientConfidence = z.infer<typeof IngredientConfidence>;

/** A food the group does not have yet: no id, so that the client can create it (Mealie's CreateIngredientFood). */
export const NewIngredientFood = z.object({
  id: z.null(),
  name: z.string(),
  pluralName: z.string().nullable(),
  description: z.string(),
  extras: z.record(z.string(), z.unknown()),
  labelId: z.null(),
  onHand: z.boolean(),
  aliases: z.array(z.object({ name: z.string() })),
});
export type NewIngredientFood = z.infer<typeof NewIngredientFood>;

/** A unit the group does not have yet (Mealie's CreateIngredientUnit). */
export const NewIngredientUnit = z.object({
  id: z.null(),
  name: z.string(),
  pluralName: z.string().nullable(),
  description: z.string(),
  extras: z.record(z.string(), z.unknown()),
  onHand: z.boolean(),
  abbreviation: z.string(),
  pluralAbbreviation: z.string().nullable(),
  useAbbreviation: z.boolean(),
  fraction: z.boolean(),
  aliases: z.array(z.object({ name: z.string() })),
});
export type NewIngredientUnit = z.infer<typeof NewIngredientUnit>;

export const ParsedRecipeIngredient = RecipeIngredient.extend({
  food: z.union([IngredientFood, NewIngredientFood]).nullable(),
  unit: z.union([IngredientUnit, NewIngredientUnit]).nullable(),
});
export type ParsedRecipeIngredient = z.infer<typeof ParsedRecipeIngredient>;

export const TOKEN_LABELS = ["QTY", "UNIT", "SIZE", "NAME", "PREP", "COMMENT", "PURPOSE", "PUNC", "OTHER"] as const;

/** One token as the parser read it (Larder's addition, shown by the parser playground). */
export const ParsedToken = z.object({
  text: z.string(),
  label: z.enum(TOKEN_LABELS),
  /** Probability of the label; null for the rule parser, which has no measure of its certainty. */
  confidence: z.number().nullable(),
});
export type ParsedToken = z.infer<typeof ParsedToken>;

export const ParsedIngredient = z.object({
  input: z.string().nullable(),
  confidence: IngredientConfidence,
  ingredient: ParsedRecipeIngredient,
  tokens: z.array(ParsedToken),
});
export type ParsedIngredient = z.infer<typeof ParsedIngredient>;
export const ParsedIngredientList = z.array(ParsedIngredient);
