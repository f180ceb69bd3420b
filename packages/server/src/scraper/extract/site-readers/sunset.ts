import type { ScrapedStep } from "../scraped-recipe.js";
import { cleanText } from "../text.js";
import type { SiteFields, SiteReader } from "./site-reader.js";

/**
 * sunset.com uses the Cooked plug-in with a `.cooked-heading` ("Step 1") shown above each
 * `.cooked-direction`: the heading is the step's name. Only the first `.cooked-recipe-directions`
 * is read; the full-screen view repeats it.
 */
export const readSunset: SiteReader = ({ $ }) => {
  const steps: ScrapedStep[] = [];
  let name: string | null = null;
  $(".cooked-recipe-directions")
    .first()
    .find(".cooked-single-direction")
    .each((_index, element) => {
      const direction = $(element);
      if (direction.hasClass("cooked-heading")) {
        name = cleanText(direction.text()) || null;
        return;
      }
      const text = cleanText(direction.find(".cooked-dir-content").text());
      if (text) steps.push({ section: null, name, text });
      name = null;
    });
  const fields: SiteFields = {};
  if (steps.length) fields.instructions = steps;
  return fields;
};
