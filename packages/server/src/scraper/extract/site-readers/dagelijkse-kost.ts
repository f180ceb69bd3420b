import { cleanText } from "../text.js";
import { plainSteps, type SiteFields, type SiteReader } from "./site-reader.js";

/**
 * dagelijksekost.vrt.be declares only the first steps in its JSON-LD; the page shows them all in
 * `[data-testid="instructions-web"]` (twice, for two screen sizes: the first is read), one
 * `[data-testid="recipe-instruction"]` per step with its text in the large body-text span (the tip
 * beside a step is in smaller text and left out).
 */
export const readDagelijkseKost: SiteReader = ({ $ }) => {
  const steps = $('[data-testid="instructions-web"]')
    .first()
    .find('[data-testid="recipe-instruction"] .MuiTypography-bodyLarge')
    .toArray()
    .map((element) => cleanText($(element).text()));
  const fields: SiteFields = {};
  if (steps.some(Boolean)) fields.instructions = plainSteps(steps);
  return fields;
};
