import { cleanText } from "../text.js";
import { plainSteps, type SiteFields, type SiteReader } from "./site-reader.js";

/**
 * owen-han.com is a Squarespace blog with no recipe markup: the post's first text block
 * (`.blog-item-content .sqs-html-content`) holds the ingredients as bulleted lists (`ul`, a bold
 * line naming a sub-recipe between them) and the method as one numbered list (`ol`).
 */
export const readOwenHan: SiteReader = ({ $ }) => {
  const block = $(".blog-item-content .sqs-html-content").first();
  const items = (selector: string) =>
    block
      .find(selector)
      .toArray()
      .map((item) => cleanText($(item).text()))
      .filter(Boolean);
  const fields: SiteFields = {};
  const ingredients = items("ul > li");
  if (ingredients.length) fields.ingredients = ingredients;
  const steps = items("ol > li");
  if (steps.length) fields.instructions = plainSteps(steps);
  return fields;
};
