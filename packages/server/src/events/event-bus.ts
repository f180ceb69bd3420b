/** Something that happened in a group, told to whoever listens once its transaction has committed. */
export type DomainEvent = {
  type: "shopping-list-changed";
  groupId: string;
  listId: string;
  /** The list's `updateAt` after the change, ISO 8601. */
  updateAt: string;
};

export type EventListener = (event: DomainEvent) => void;

/**
 * The server's one event bus. Services publish after their transaction has committed; listeners
 * (live views now, notifiers and webhooks later) must not throw and must not block.
 */
export class EventBus {
  readonly #listeners = new Set<EventListener>();

  publish(event: DomainEvent): void {
    for (const listener of this.#listeners) listener(event);
  }

  /** Adds a listener; answers the function that removes it. */
  subscribe(listener: EventListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
