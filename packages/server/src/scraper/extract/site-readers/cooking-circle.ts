import { cleanText } from "../text.js";
import { plainSteps, type SiteFields, type SiteReader } from "./site-reader.js";

/**
 * cookingcircle.com declares its method as JSON text in a microdata `content` attribute; the page
 * shows it as `.single-method__method` list items, each a "Step n" heading followed by the step's
 * paragraph, read as one line.
 */
export const readCookingCircle: SiteReader = ({ $ }) => {
  const steps = $(".single-method__method")
    .first()
    .children("li")
    .toArray()
    .map((item) =>
      cleanText(
        $(item)
          .children()
          .toArray()
          .map((part) => $(part).text())
          .join(" "),
      ),
    );
  const fields: SiteFields = {};
  if (steps.some(Boolean)) fields.instructions = plainSteps(steps);
  return fields;
};
