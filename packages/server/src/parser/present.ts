import {
  ingredientDisplay,
  type NewIngredientFood,
  type NewIngredientUnit,
  type ParsedIngredient,
  type ParsedRecipeIngredient,
} from "@larder/shared";
import type { ReadIngredient } from "./assemble.js";
import type { IngredientVocabulary } from "./matching.js";

function newFood(name: string): NewIngredientFood {
  return { id: null, name, pluralName: null, description: "", extras: {}, labelId: null, onHand: false, aliases: [] };
}

function newUnit(name: string): NewIngredientUnit {
  return {
    id: null,
    name,
    pluralName: null,
    description: "",
    extras: {},
    onHand: false,
    abbreviation: "",
    pluralAbbreviation: "",
    useAbbreviation: false,
    fraction: true,
    aliases: [],
  };
}

/** Rounds a confidence for the wire (four decimals are plenty to show a percentage). */
const rounded = (value: number | null) => (value === null ? null : Math.round(value * 10_000) / 10_000);

/** The group's unit and food for a read line, or new ones (without an id) named as written. */
function matched(read: ReadIngredient, vocabulary: IngredientVocabulary) {
  let unit: ParsedRecipeIngredient["unit"] = read.unit ? (vocabulary.matchUnit(read.unit) ?? newUnit(read.unit)) : null;
  let food: ParsedRecipeIngredient["food"] = read.food ? (vocabulary.matchFood(read.food) ?? newFood(read.food)) : null;
  // "1 clove garlic" read as unit "clove" when the group has no such unit but a food "clove garlic".
  if (read.unit && read.food && unit?.id === null && food?.id === null) {
    const joined = vocabulary.matchFood(`${read.unit} ${read.food}`);
    if (joined) {
      food = joined;
      unit = null;
    }
  }
  return { unit, food };
}

/** A read line as Mealie answers it: matched to the group's unit and food, with its tokens' labels. */
export function presentIngredient(
  read: ReadIngredient,
  input: string,
  vocabulary: IngredientVocabulary,
  referenceId: string,
): ParsedIngredient {
  const { unit, food } = matched(read, vocabulary);
  const ingredient = {
    quantity: read.quantity,
    unit,
    food,
    note: read.note,
    isFood: food !== null,
    disableAmount: false,
    title: null,
    originalText: input,
    referenceId,
  };
  return {
    input,
    confidence: {
      average: rounded(read.confidence.average),
      comment: rounded(read.confidence.comment),
      name: rounded(read.confidence.food),
      unit: rounded(read.confidence.unit),
      quantity: rounded(read.confidence.quantity),
      food: rounded(read.confidence.food),
    },
    ingredient: { ...ingredient, display: ingredientDisplay(ingredient, false) },
    tokens: read.tokens.map((token, index) => ({
      text: token.text,
      label: read.labels[index] ?? "OTHER",
      // The rule parser reads no per-token certainty: null rather than a made-up 100%.
      confidence: read.confidence.average === null ? null : rounded(read.confidences[index] ?? 0),
    })),
  };
}

/** JSON text of the group's units and foods, written once per object (the vocabulary keeps them while unchanged). */
const storedJson = new WeakMap<object, string>();

function itemJson(item: object | null): string {
  if (item === null) return "null";
  if ((item as { id: string | null }).id === null) return JSON.stringify(item);
  let text = storedJson.get(item);
  if (text === undefined) {
    text = JSON.stringify(item);
    storedJson.set(item, text);
  }
  return text;
}

/** JSON of a number as JSON.stringify writes it (NaN and infinities as null). */
const numberJson = (value: number | null) => (value !== null && Number.isFinite(value) ? String(value) : "null");

/** The text of every rounded confidence (0 to 1 in steps of 0.0001), made as they are first needed. */
const confidenceTexts: (string | undefined)[] = [];

function confidenceJson(value: number | null): string {
  if (value === null) return "null";
  const steps = Math.round(value * 10_000);
  if (!(steps >= 0 && steps <= 10_000)) return numberJson(steps / 10_000);
  let text = confidenceTexts[steps];
  if (text === undefined) {
    text = String(steps / 10_000);
    confidenceTexts[steps] = text;
  }
  return text;
}

/**
 * `JSON.stringify(presentIngredient(...))`, byte for byte, written without building the answer's
 * objects first: of a 100-line parse, building about ten objects per token and serialising them
 * (the group's foods and units again on every line) cost as much as the model's reading.
 */
export function presentIngredientJson(
  read: ReadIngredient,
  input: string,
  vocabulary: IngredientVocabulary,
  referenceId: string,
): string {
  const { unit, food } = matched(read, vocabulary);
  const inputJson = JSON.stringify(input);
  const confidence = read.confidence;
  const foodConfidence = confidenceJson(confidence.food);
  const display = ingredientDisplay({ quantity: read.quantity, unit, food, note: read.note }, false);
  let json =
    `{"input":${inputJson},"confidence":{"average":${confidenceJson(confidence.average)},` +
    `"comment":${confidenceJson(confidence.comment)},"name":${foodConfidence},` +
    `"unit":${confidenceJson(confidence.unit)},"quantity":${confidenceJson(confidence.quantity)},` +
    `"food":${foodConfidence}},"ingredient":{"quantity":${numberJson(read.quantity)},` +
    `"unit":${itemJson(unit)},"food":${itemJson(food)},"note":${JSON.stringify(read.note)},` +
    `"isFood":${food !== null},"disableAmount":false,"title":null,"originalText":${inputJson},` +
    `"referenceId":${JSON.stringify(referenceId)},"display":${JSON.stringify(display)}},"tokens":[`;
  const tokens = read.tokens;
  const labels = read.labels;
  const confidences = read.confidences;
  // The rule parser reads no per-token certainty: null rather than a made-up 100%.
  const certain = confidence.average !== null;
  for (let index = 0; index < tokens.length; index++) {
    json +=
      `${index === 0 ? "" : ","}{"text":${JSON.stringify(tokens[index]?.text)},"label":"${labels[index] ?? "OTHER"}",` +
      `"confidence":${certain ? confidenceJson(confidences[index] ?? 0) : "null"}}`;
  }
  return `${json}]}`;
}
