/** Something that happened in a group, told to whoever listens once its transaction has committed. */
export type DomainEvent =
  | {
      type: "shopping-list-changed";
      groupId: string;
      listId: string;
      /** The list's `updateAt` after the change, ISO 8601. */
      updateAt: string;
    }
  | {
      /** A change recorded events in the outbox: the delivery workers look for deliveries due. */
      type: "events-recorded";
      groupId: string;
    }
  | {
      /** A backup replaced every table and file: what each instance keeps in memory of them goes. */
      type: "data-restored";
    };

/** A shopping list changed: its live views read it again. */
export type ShoppingListChanged = Extract<DomainEvent, { type: "shopping-list-changed" }>;

export type EventListener = (event: DomainEvent) => void;

/** Carries what one instance publishes to the other instances on the same database (`postgres-fanout.ts`). */
export interface EventFanout {
  /** Sends an event published here to the other instances; never throws. */
  send(event: DomainEvent): void;
  /** Stops receiving, and waits for the sends under way. */
  close(): Promise<void>;
}

/**
 * The server's one event bus. Services publish after their transaction has committed; listeners
 * (live views now, notifiers and webhooks later) must not block. Events reach this instance's
 * listeners at once, and, when a fan-out is attached (PostgreSQL), every other instance's listeners
 * too, each exactly once.
 */
export class EventBus {
  readonly #listeners = new Set<EventListener>();
  readonly #standing = new Set<EventListener>();
  #fanout: EventFanout | undefined;

  /**
   * @param listenerFailed told of a listener that threw: the publisher has committed its change
   *   already, and the other listeners must still hear of it.
   */
  constructor(private readonly listenerFailed: (error: unknown) => void = () => {}) {}

  publish(event: DomainEvent): void {
    this.deliver(event);
    this.#fanout?.send(event);
  }

  /** Tells this instance's listeners only: the fan-out calls it with the events of other instances. */
  deliver(event: DomainEvent): void {
    for (const listener of [...this.#standing, ...this.#listeners]) {
      try {
        listener(event);
      } catch (error) {
        this.listenerFailed(error);
      }
    }
  }

  /** Adds a listener; answers the function that removes it. */
  subscribe(listener: EventListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Adds a listener for the server's whole life (the delivery worker's wake-up); not counted in `listenerCount`. */
  subscribeForever(listener: EventListener): void {
    this.#standing.add(listener);
  }

  /** How many listeners come and go (streams: those that ended must not stay among them). */
  get listenerCount(): number {
    return this.#listeners.size;
  }

  /** Sends what is published from now on to the other instances as well. */
  attach(fanout: EventFanout): void {
    this.#fanout = fanout;
  }

  /** Detaches and closes the fan-out; later events reach this instance's listeners only. */
  async close(): Promise<void> {
    const fanout = this.#fanout;
    this.#fanout = undefined;
    await fanout?.close();
  }
}
