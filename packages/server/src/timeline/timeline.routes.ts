import { readMultipartForm } from "../http/multipart-form.js";
import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/** The timeline of the caller's group's recipes, and the photos attached to its events. */
export function timelineRoutes({ timeline }: Services) {
  return [
    operation("getTimelineEvents", "group", ({ actor, query }) => timeline.list(actor, query)),
    operation("createTimelineEvent", "group", ({ actor, body }) => timeline.create(actor, body)),
    operation("getTimelineEvent", "group", ({ actor, params }) => timeline.get(actor, params.item_id)),
    operation("updateTimelineEvent", "group", ({ actor, params, body }) =>
      timeline.update(actor, params.item_id, body),
    ),
    operation("deleteTimelineEvent", "group", ({ actor, params }) => timeline.delete(actor, params.item_id)),
    operation("updateTimelineEventImage", "group", async ({ actor, params, request }) => {
      // The `extension` field Mealie clients send is not needed: the format is read from the file itself.
      const form = await readMultipartForm(request, { fileField: "image" });
      const image = form.files.image?.content ?? Buffer.alloc(0);
      return timeline.updateImage(actor, params.item_id, image);
    }),
  ];
}
