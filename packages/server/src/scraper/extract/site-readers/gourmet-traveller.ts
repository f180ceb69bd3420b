import type { ScrapedStep } from "../scraped-recipe.js";
import { cleanText } from "../text.js";
import type { SiteFields, SiteReader } from "./site-reader.js";

/**
 * gourmettraveller.com.au writes the method as how-to blocks in `.recipe-method`: each
 * `.c-block-how-to-item` shows its number (`.c-block-how-to-item__title`) as a line of its own above
 * the step's paragraphs.
 */
export const readGourmetTraveller: SiteReader = ({ $ }) => {
  const steps: ScrapedStep[] = $(".recipe-method .c-block-how-to-item")
    .toArray()
    .map((element) => {
      const item = $(element);
      const name = cleanText(item.find(".c-block-how-to-item__title").first().text()) || null;
      const text = cleanText(
        item
          .find("p")
          .toArray()
          .map((paragraph) => $(paragraph).text())
          .join(" "),
      );
      return { section: null, name, text };
    })
    .filter((step) => step.text);
  const fields: SiteFields = {};
  if (steps.length) fields.instructions = steps;
  return fields;
};
