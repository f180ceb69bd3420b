import type {
  Paginated,
  RecipeTimelineEventIn,
  RecipeTimelineEventOut,
  RecipeTimelineEventUpdate,
  TimelineEventImageResponse,
  TimelineEventsQuery,
} from "@larder/shared";
import type { z } from "zod";
import type { Actor } from "../auth/actor.js";
import { HttpError } from "../http/errors.js";
import { removeTimelineEventImage, writeTimelineEventImage } from "../media/recipe-images.js";
import type { Repositories } from "../repositories.js";
import { forbidden } from "../users/permissions.js";
import { HAS_IMAGE, NO_IMAGE, presentTimelineEvent } from "./timeline.presenter.js";
import type { TimelineEventRow, TimelineRepository } from "./timeline.repository.js";

const eventNotFound = () => new HttpError(404, "errors.recipes.timelineEventNotFound");
const recipeNotFound = () => new HttpError(404, "errors.recipes.recipeNotFound");

/**
 * The timeline of the group's recipes: what was cooked when, with notes and photos. As in Mealie,
 * it is a shared journal: any member of the group may post, edit or remove an event.
 */
export class TimelineService {
  constructor(
    private readonly repositories: Repositories,
    private readonly dataDir: string,
  ) {}

  private timeline(actor: Actor): TimelineRepository {
    return this.repositories.group(actor.groupId).timeline;
  }

  async list(actor: Actor, query: TimelineEventsQuery): Promise<Paginated<RecipeTimelineEventOut>> {
    const page = await this.timeline(actor).list(query, query.queryFilter);
    return { ...page, items: page.items.map(presentTimelineEvent) };
  }

  async get(actor: Actor, id: string): Promise<RecipeTimelineEventOut> {
    return presentTimelineEvent(await this.find(actor, id));
  }

  /** Posted in the caller's name; the photo comes afterwards, through `updateImage`. */
  async create(actor: Actor, body: z.output<typeof RecipeTimelineEventIn>): Promise<RecipeTimelineEventOut> {
    if (body.userId && body.userId !== actor.id) throw forbidden("errors.permissions.timelineEventsInOwnName");
    const { recipes, timeline } = this.repositories.group(actor.groupId);
    const recipe = await recipes.findRow(body.recipeId);
    if (!recipe) throw recipeNotFound();
    const id = await timeline.create({
      recipe_id: recipe.id,
      user_id: actor.id,
      subject: body.subject,
      event_type: body.eventType,
      event_message: body.eventMessage ?? null,
      image: NO_IMAGE,
      timestamp: body.timestamp ?? new Date(),
    });
    return this.get(actor, id);
  }

  /** Keys left out keep their value; `image: "does not have image"` removes the photo. */
  async update(actor: Actor, id: string, body: RecipeTimelineEventUpdate): Promise<RecipeTimelineEventOut> {
    const event = await this.find(actor, id);
    const removeImage = body.image === NO_IMAGE && event.image === HAS_IMAGE;
    await this.timeline(actor).update(event.id, {
      subject: body.subject.trim(),
      ...(body.eventMessage !== undefined ? { event_message: body.eventMessage } : {}),
      ...(removeImage ? { image: NO_IMAGE } : {}),
    });
    if (removeImage) await removeTimelineEventImage(this.dataDir, actor.groupId, event.recipe_id, event.id);
    return this.get(actor, id);
  }

  /** Removes the event and its photo; answers with the event as it was. */
  async delete(actor: Actor, id: string): Promise<RecipeTimelineEventOut> {
    const event = await this.find(actor, id);
    await this.timeline(actor).delete(event.id);
    await removeTimelineEventImage(this.dataDir, actor.groupId, event.recipe_id, event.id);
    return presentTimelineEvent(event);
  }

  /** Stores the photo as WebP beside the recipe's images; a file that is not an image is a 400. */
  async updateImage(actor: Actor, id: string, image: Buffer): Promise<TimelineEventImageResponse> {
    const event = await this.find(actor, id);
    await writeTimelineEventImage(this.dataDir, actor.groupId, event.recipe_id, event.id, image);
    await this.timeline(actor).update(event.id, { image: HAS_IMAGE });
    return { image: HAS_IMAGE };
  }

  private async find(actor: Actor, id: string): Promise<TimelineEventRow> {
    const event = await this.timeline(actor).find(id);
    if (!event) throw eventNotFound();
    return event;
  }
}
