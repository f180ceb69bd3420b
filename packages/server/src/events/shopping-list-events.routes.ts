import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/**
 * `GET /api/groups/shopping/lists/{id}/events`: Larder's live view of a list, as server-sent
 * events (`list-changed` with the list's id and new `updateAt`); the client then reads the list.
 */
export function shoppingListEventsRoutes({ shoppingListEvents, eventStreams }: Services) {
  return [
    operation("getShoppingListEvents", "group", async ({ actor, params, reply }) => {
      const listId = await shoppingListEvents.listToFollow(actor, params.item_id);
      // The stream is written past Fastify's reply, so that no onSend hook (compression) holds it back.
      reply.hijack();
      const stream = eventStreams.open(reply.raw);
      stream.onEnd(shoppingListEvents.follow(actor, listId, (change) => stream.send("list-changed", change)));
      return reply;
    }),
  ];
}
