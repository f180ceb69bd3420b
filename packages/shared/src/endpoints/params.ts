import { z } from "zod";
import { ID_MESSAGE } from "../validation/messages.js";

/** Ids in paths are UUIDs; anything else is refused before it reaches a query. */
export const IdParam = z.object({ item_id: z.guid(ID_MESSAGE) });

/** A group named by its slug, as the explore calls take it. */
export const GroupSlugParam = z.object({ group_slug: z.string().min(1) });

/** A recipe named by its slug, or its id. */
export const RecipeSlugParam = z.object({ slug: z.string().min(1) });
