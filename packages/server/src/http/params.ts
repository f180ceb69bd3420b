import { z } from "zod";

/** Ids in paths are UUIDs; anything else is refused before it reaches a query. */
export const IdParam = z.object({ item_id: z.guid("must be an id") });
