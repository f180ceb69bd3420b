import { sendJsonText, sendJsonValue } from "../http/json-text.js";
import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/**
 * `/api/parser/ingredient(s)`: free-text lines → structured ingredients matched to the caller's
 * group's foods and units. Sent as JSON text, without the response schema's check (every test still
 * checks it): on a 100-line recipe the check cost as much as the parsing.
 */
export function parserRoutes({ parser }: Services) {
  return [
    operation("parseIngredient", "group", async ({ actor, body, reply }) =>
      sendJsonValue(reply, await parser.parseOne(actor, body)),
    ),
    operation("parseIngredients", "group", async ({ actor, body, reply }) =>
      sendJsonText(reply, await parser.parseManyAsJson(actor, body)),
    ),
  ];
}
