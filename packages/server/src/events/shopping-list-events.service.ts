import type { Actor } from "../auth/actor.js";
import { HttpError } from "../http/errors.js";
import type { Repositories } from "../repositories.js";
import type { EventBus } from "./event-bus.js";

/** What a device that has a list open is told: the list changed, and when (its new `updateAt`). */
export interface ShoppingListChange {
  listId: string;
  updateAt: string;
}

/** Live views of shopping lists: a member follows one of their group's lists and hears of each change. */
export class ShoppingListEventsService {
  constructor(
    private readonly repositories: Repositories,
    private readonly events: EventBus,
  ) {}

  /**
   * The id of the list to follow, after checking it is the caller's group's (404 otherwise). The
   * caller subscribes at once afterwards (`follow`), without awaiting anything in between.
   */
  async listToFollow(actor: Actor, listId: string): Promise<string> {
    const list = await this.repositories.group(actor.groupId).shopping.findList(listId);
    if (!list) throw new HttpError(404, "errors.shopping.listNotFound");
    return list.id;
  }

  /** Calls `onChange` for each change of the list, by this instance or another; answers the unsubscribe. */
  follow(actor: Actor, listId: string, onChange: (change: ShoppingListChange) => void): () => void {
    return this.events.subscribe((event) => {
      if (event.type !== "shopping-list-changed" || event.groupId !== actor.groupId || event.listId !== listId) return;
      onChange({ listId: event.listId, updateAt: event.updateAt });
    });
  }
}
