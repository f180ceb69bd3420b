import { HttpError } from "../http/errors.js";
import { operation } from "../http/operations.js";

/** Until the live stream lands (branch shopping-live): the route answers 503 so the server starts. */
export const listEventsPlaceholder = operation("getShoppingListEvents", "group", () => {
  throw new HttpError(503, "Live updates are not available yet");
});
