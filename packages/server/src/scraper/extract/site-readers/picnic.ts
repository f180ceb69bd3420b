import { cleanText } from "../text.js";
import { isRecord, jsonObjectAt, records } from "./embedded-json.js";
import { plainSteps, type SiteFields, type SiteReader } from "./site-reader.js";

/**
 * picnic.app renders recipes with Next.js and no recipe markup: the recipe travels as a
 * `"recipe":{…}` object in the React Server Components payload, strings pushed by
 * `self.__next_f.push([1,"…"])` scripts. It holds `name`, `description`, `preparationTimeInMinutes`,
 * `ingredients` (`name`, `displayIngredientQuantity`, `displayUnitOfMeasurement`) and
 * `preparationInstructions` (the `body` of each step and of the closing tip).
 */
export const readPicnic: SiteReader = ({ $ }) => {
  let payload = "";
  $("script:not([src])").each((_index, element) => {
    const code = $(element).text();
    if (!code.startsWith("self.__next_f.push(")) return;
    const pushed = /^self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/.exec(code)?.[1];
    if (pushed) payload += JSON.parse(pushed) as string;
  });
  const start = payload.indexOf('"recipe":{"id"');
  const recipe = start < 0 ? null : jsonObjectAt(payload, start + '"recipe":'.length);
  if (!isRecord(recipe)) return {};
  const fields: SiteFields = {};
  if (typeof recipe.name === "string") fields.title = cleanText(recipe.name);
  if (typeof recipe.description === "string") fields.description = cleanText(recipe.description);
  const ingredients = records(recipe.ingredients).map((item) =>
    cleanText([item.displayIngredientQuantity, item.displayUnitOfMeasurement, item.name].filter(Boolean).join(" ")),
  );
  if (ingredients.length) fields.ingredients = ingredients;
  const steps = records(recipe.preparationInstructions).map((step) => cleanText(step.body));
  if (steps.length) fields.instructions = plainSteps(steps);
  if (typeof recipe.preparationTimeInMinutes === "number") {
    fields.prepTime = recipe.preparationTimeInMinutes || null;
    fields.totalTime = recipe.preparationTimeInMinutes || null;
  }
  return fields;
};
