import { cleanText } from "../text.js";
import { plainSteps, type SiteFields, type SiteReader } from "./site-reader.js";

/**
 * magimix.com lists the method as `.recipe-step` blocks: a `.recipe-step-title` holding the step's
 * `.step-number` and its text, where a line break in the text starts a new instruction on screen
 * (the JSON-LD keeps both in one step).
 */
export const readMagimix: SiteReader = ({ $ }) => {
  const lines = $(".recipe-step .recipe-step-title")
    .toArray()
    .flatMap((element) => {
      const title = $(element).clone();
      title.find(".step-number").remove();
      return title.text().split(/\r?\n/).map(cleanText);
    });
  const fields: SiteFields = {};
  if (lines.some(Boolean)) fields.instructions = plainSteps(lines);
  return fields;
};
