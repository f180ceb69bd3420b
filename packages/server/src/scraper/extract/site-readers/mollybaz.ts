import type { Element } from "domhandler";
import type { IngredientGroup } from "../scraped-recipe.js";
import { cleanText } from "../text.js";
import { plainSteps, type SiteFields, type SiteReader } from "./site-reader.js";

/**
 * mollybaz.com lays recipes out with Beaver Builder and no recipe markup. The method is the
 * rich-text module with the class `instructions`: its `h3` headings ("1. Do some prep:") and list
 * items are the lines. The ingredients fill the column just before it in the same column group:
 * heading modules (`.fl-heading-text`, "Produce", "Pantry") each followed by a rich-text list.
 */
export const readMollyBaz: SiteReader = ({ $ }) => {
  const method = $(".fl-module.instructions").first();
  if (!method.length) return {};
  const fields: SiteFields = {};
  const lines = method
    .find(".fl-rich-text")
    .find("h3, li")
    .toArray()
    .map((element) => cleanText($(element).text()));
  if (lines.length) fields.instructions = plainSteps(lines);
  const column = method.closest(".fl-col").prevAll(".fl-col").first();
  const groups: IngredientGroup[] = [];
  for (const module of column.find(".fl-module").toArray() as Element[]) {
    const heading = cleanText($(module).find(".fl-heading-text").first().text());
    if (heading) {
      groups.push({ purpose: heading, ingredients: [] });
      continue;
    }
    const items = $(module)
      .find("li")
      .toArray()
      .map((item) => cleanText($(item).text()))
      .filter(Boolean);
    if (!items.length) continue;
    const current = groups.at(-1);
    if (current) current.ingredients.push(...items);
    else groups.push({ purpose: null, ingredients: items });
  }
  const kept = groups.filter((group) => group.ingredients.length);
  if (kept.length) {
    fields.ingredients = kept.flatMap((group) => group.ingredients);
    fields.ingredientGroups = kept;
  }
  return fields;
};
