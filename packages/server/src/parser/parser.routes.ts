import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/** `/api/parser/ingredient(s)`: free-text lines → structured ingredients matched to the caller's group's foods and units. */
export function parserRoutes({ parser }: Services) {
  return [
    operation("parseIngredient", "group", ({ actor, body }) => parser.parseOne(actor, body)),
    operation("parseIngredients", "group", ({ actor, body }) => parser.parseMany(actor, body)),
  ];
}
