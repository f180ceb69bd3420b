import { cleanText } from "../text.js";
import { isRecord, records } from "./embedded-json.js";
import { plainSteps, type SiteFields, type SiteReader } from "./site-reader.js";

type Json = Record<string, unknown>;

const FRACTIONS: Record<number, string> = { 0.25: "¼", 0.5: "½", 0.75: "¾" };

/** An amount the way the site prints it: whole numbers, with quarters as "¼", "½", "¾"; decimals with a comma. */
function amountText(amount: number): string {
  const quarters = Math.round(amount * 4) / 4;
  if (Math.abs(quarters - amount) < 0.01) {
    const whole = Math.floor(quarters);
    const fraction = FRACTIONS[quarters - whole];
    return fraction ? `${whole || ""}${fraction}` : String(whole);
  }
  return String(Math.round(amount * 100) / 100).replace(".", ",");
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * One ingredient: amount, unit (its abbreviation, else its singular or plural name; "stk." is not
 * shown), prefix, the food's singular or plural name (as its `ingredient_inflection` says, else by
 * the amount), suffix.
 */
function ingredientLine(item: Json, servings: number): string {
  const amount = typeof item.amount === "number" ? item.amount * servings : 0;
  const many = amount > 1;
  const unit = isRecord(item.unit) ? item.unit : null;
  const food = isRecord(item.ingredient) ? item.ingredient : {};
  const unitText =
    !amount || !unit || text(unit.abbreviation) === "stk."
      ? ""
      : text(unit.abbreviation) || text(many ? unit.name_plural : unit.name_singular);
  const inflection = item.ingredient_inflection;
  const plural = inflection === "plural" || (inflection !== "singular" && many);
  const name = text(plural ? food.name_plural : food.name_singular);
  return cleanText([amount ? amountText(amount) : "", unitText, text(item.prefix), name, text(item.suffix)].join(" "));
}

/**
 * spisbedre.dk is an Inertia.js app: the whole page state is JSON in the `data-page` attribute of
 * `#app`, the recipe under `props.recipe`. Ingredient amounts are stored per serving
 * (`grouped_ingredients[].ingredients[].amount`) and shown for `serving_size` servings;
 * `grouped_instructions[].instructions[].instruction` are the steps.
 */
export const readSpisBedre: SiteReader = ({ $ }) => {
  let state: unknown;
  try {
    state = JSON.parse($("#app[data-page]").attr("data-page") ?? "null");
  } catch {
    return {};
  }
  const recipe = isRecord(state) && isRecord(state.props) ? state.props.recipe : null;
  if (!isRecord(recipe)) return {};
  const servings = typeof recipe.serving_size === "number" && recipe.serving_size > 0 ? recipe.serving_size : 1;
  const fields: SiteFields = {};
  const groups = records(recipe.grouped_ingredients).map((group) => ({
    purpose: cleanText(group.title) || null,
    ingredients: records(group.ingredients).map((item) => ingredientLine(item, servings)),
  }));
  if (groups.some((group) => group.ingredients.length)) {
    fields.ingredients = groups.flatMap((group) => group.ingredients);
    fields.ingredientGroups = groups.filter((group) => group.ingredients.length);
  }
  const steps = records(recipe.grouped_instructions).flatMap((group) =>
    records(group.instructions).map((step) => cleanText(step.instruction)),
  );
  if (steps.length) fields.instructions = plainSteps(steps);
  if (typeof recipe.total_time === "number") fields.totalTime = recipe.total_time || null;
  if (typeof recipe.serving_size === "number") {
    // The serving type "stk." counts pieces rather than portions.
    const pieces = isRecord(recipe.serving_size_type) && recipe.serving_size_type.name_singular === "stk.";
    fields.yields = `${recipe.serving_size} ${pieces ? "items" : recipe.serving_size === 1 ? "serving" : "servings"}`;
  }
  return fields;
};
