import type { ShoppingListItemOut, ShoppingListItemsCollectionOut } from "@larder/shared";
import { newId } from "./ids";

/**
 * The shopping list's changes to items, kept in the browser until the server has them: every check,
 * add, edit, reorder and delete goes through here, online or not, so that it shows at once, survives
 * a reload or a closed tab, and reaches the server in the order it was made.
 *
 * A change is kept as the item it leaves behind (the server's own shape), from which the request is
 * made when it goes out. Updates carry the `updateAt` of the item as the server last answered it
 * (`baseUpdateAt`): the server refuses one (409) when the item changed since, so a change queued
 * offline never undoes a newer one made elsewhere; it is dropped and the list read again. Creates
 * carry an id made here, so that sending one again after an answer that never arrived cannot add
 * the item twice.
 */

export interface QueuedUpdate {
  item: ShoppingListItemOut;
  /** The item's `updateAt` as the server last answered it; null for an item the server has not answered yet. */
  baseUpdateAt: string | null;
}

interface QueuedBase {
  /** Identifies the change across tabs (order is the array's). */
  id: string;
  listId: string;
  /** Server errors (5xx) met so far; a change that keeps failing is given up. */
  attempts: number;
  /** Set while a request for it is under way: it is then no longer folded into. */
  sending?: boolean;
}

export type QueuedChange =
  | (QueuedBase & { kind: "create"; items: ShoppingListItemOut[] })
  | (QueuedBase & { kind: "update"; items: QueuedUpdate[] })
  | (QueuedBase & { kind: "delete"; ids: string[] });

export type SendOutcome =
  /** Applied; the items written, as the server answered them (none for a delete). */
  | { status: "done"; result: ShoppingListItemsCollectionOut | null }
  /** 409: an item changed elsewhere after this change was made. */
  | { status: "conflict" }
  /** 404: an item or its list is gone. */
  | { status: "gone" }
  /** Another 4xx: sending it again would be refused again. */
  | { status: "rejected" }
  /** A 5xx: perhaps later. */
  | { status: "failed" }
  /** No answer: the connection is down or the server unreachable. */
  | { status: "unreachable" };

export type SendChange = (change: QueuedChange) => Promise<SendOutcome>;

export interface FlushSummary {
  sent: number;
  /** Changes dropped because the item had changed elsewhere. */
  conflicts: number;
  /** Changes dropped because their item had gone or the server refused them. */
  dropped: number;
  /** True when changes are left because the server could not be reached. */
  stalled: boolean;
}

/** The part of `localStorage` the outbox uses (tests give their own). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Server errors after which a change is given up rather than holding back the ones after it. */
export const MAX_SERVER_ERRORS = 5;

const KINDS = new Set(["create", "update", "delete"]);

function isChange(value: unknown): value is QueuedChange {
  if (!value || typeof value !== "object") return false;
  const change = value as Partial<QueuedChange> & { kind?: unknown };
  return typeof change.id === "string" && typeof change.listId === "string" && KINDS.has(String(change.kind));
}

function sizeOf(change: QueuedChange): number {
  return change.kind === "delete" ? change.ids.length : change.items.length;
}

/** A change of several items as one change per item, in the same order (to find which one is refused). */
function split(change: QueuedChange): QueuedChange[] {
  const base = { listId: change.listId, attempts: change.attempts };
  switch (change.kind) {
    case "create":
      return change.items.map((item) => ({ ...base, id: newId(), kind: "create", items: [item] }));
    case "update":
      return change.items.map((entry) => ({ ...base, id: newId(), kind: "update", items: [entry] }));
    case "delete":
      return change.ids.map((itemId) => ({ ...base, id: newId(), kind: "delete", ids: [itemId] }));
  }
}

export class ShoppingOutbox {
  private readonly listeners = new Set<() => void>();
  private cached: { raw: string | null; changes: QueuedChange[] } = { raw: null, changes: [] };
  /** Kept when the browser refuses storage (blocked site data, quota): the queue then lives until the page is left. */
  private unstoredRaw: string | null = null;
  private flushing: Promise<FlushSummary> | null = null;
  private flushAgain = false;

  constructor(
    private readonly storage: KeyValueStorage,
    readonly storageKey: string,
    /** Runs a flush alone across tabs (the Web Locks API where there is one). */
    private readonly exclusive: <T>(run: () => Promise<T>) => Promise<T> = (run) => run(),
  ) {}

  /** Every queued change, oldest first. The same array until the queue changes (for useSyncExternalStore). */
  changes(): QueuedChange[] {
    const raw = this.readRaw();
    if (raw !== this.cached.raw) this.cached = { raw, changes: this.parse(raw) };
    return this.cached.changes;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells subscribers that another tab changed the stored queue. */
  notifyExternalChange(): void {
    for (const listener of this.listeners) listener();
  }

  /** Adds items; each carries the id it will have on the server. */
  enqueueCreate(listId: string, items: ShoppingListItemOut[]): void {
    if (items.length === 0) return;
    this.write([...this.changes(), { id: newId(), listId, attempts: 0, kind: "create", items }]);
  }

  /**
   * Changes items. A change to an item whose create has not gone out yet is folded into that create;
   * a second change to an item whose first is still waiting replaces it (the first one's base stays).
   */
  enqueueUpdate(listId: string, updates: QueuedUpdate[]): void {
    const changes = [...this.changes()];
    const remaining: QueuedUpdate[] = [];
    for (const update of updates) {
      const itemId = update.item.id;
      const waitingCreate = changes.findIndex(
        (change) => change.kind === "create" && !change.sending && change.items.some((item) => item.id === itemId),
      );
      if (waitingCreate >= 0) {
        const create = changes[waitingCreate] as Extract<QueuedChange, { kind: "create" }>;
        changes[waitingCreate] = {
          ...create,
          items: create.items.map((item) => (item.id === itemId ? update.item : item)),
        };
        continue;
      }
      const lastTouching = changes.findLastIndex((change) => touches(change, itemId));
      const last = changes[lastTouching];
      if (updates.length === 1 && last?.kind === "update" && !last.sending && last.items.length === 1) {
        changes[lastTouching] = { ...last, items: [{ ...(last.items[0] as QueuedUpdate), item: update.item }] };
        continue;
      }
      // Made by a create still under way: the server's updateAt is known once it answers (see rebase).
      const createSending = changes.some(
        (change) => change.kind === "create" && change.items.some((item) => item.id === itemId),
      );
      remaining.push({ item: update.item, baseUpdateAt: createSending ? null : update.baseUpdateAt });
    }
    if (remaining.length > 0) changes.push({ id: newId(), listId, attempts: 0, kind: "update", items: remaining });
    this.write(changes);
  }

  /** Deletes items. One the server has never heard of is taken out of its waiting create instead. */
  enqueueDelete(listId: string, itemIds: string[]): void {
    const deleted = new Set(itemIds);
    const unsent = new Set<string>();
    const changes: QueuedChange[] = [];
    for (const change of this.changes()) {
      if (change.sending || change.kind === "delete") {
        changes.push(change);
        continue;
      }
      if (change.kind === "create") {
        for (const item of change.items) if (deleted.has(item.id)) unsent.add(item.id);
        const items = change.items.filter((item) => !deleted.has(item.id));
        if (items.length > 0) changes.push({ ...change, items });
        continue;
      }
      // Waiting updates of a deleted item would change what is about to go.
      const items = change.items.filter((entry) => !deleted.has(entry.item.id));
      if (items.length > 0) changes.push({ ...change, items });
    }
    const ids = itemIds.filter((id) => !unsent.has(id));
    if (ids.length > 0) changes.push({ id: newId(), listId, attempts: 0, kind: "delete", ids });
    this.write(changes);
  }

  /** True while a flush runs in this tab; a change queued meanwhile is sent by it. */
  get isFlushing(): boolean {
    return this.flushing !== null;
  }

  /**
   * Sends the queued changes in order, one request at a time, until the queue is empty or the server
   * cannot be reached. `onSettled` hears of each change sent (to update what the page shows). Asked
   * while a flush runs, it answers that flush, which then looks once more for changes made meanwhile.
   */
  flush(send: SendChange, onSettled?: (change: QueuedChange, outcome: SendOutcome) => void): Promise<FlushSummary> {
    if (this.flushing) {
      this.flushAgain = true;
      return this.flushing;
    }
    this.flushing = (async () => {
      const total: FlushSummary = { sent: 0, conflicts: 0, dropped: 0, stalled: false };
      do {
        this.flushAgain = false;
        const round = await this.exclusive(() => this.drain(send, onSettled));
        total.sent += round.sent;
        total.conflicts += round.conflicts;
        total.dropped += round.dropped;
        total.stalled = round.stalled;
      } while (this.flushAgain && !total.stalled);
      return total;
    })().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async drain(
    send: SendChange,
    onSettled?: (change: QueuedChange, outcome: SendOutcome) => void,
  ): Promise<FlushSummary> {
    const summary: FlushSummary = { sent: 0, conflicts: 0, dropped: 0, stalled: false };
    // Whoever marked these sending has stopped: the flush runs alone.
    this.write(this.changes().map(notSending));
    for (;;) {
      const next = this.changes()[0];
      if (!next) break;
      this.replace(next.id, [{ ...next, sending: true }]);
      const sent = (this.changes().find((change) => change.id === next.id) ?? next) as QueuedChange;
      let outcome: SendOutcome;
      try {
        outcome = await send(sent);
      } catch {
        outcome = { status: "unreachable" };
      }
      const settled = notSending(sent);
      if (outcome.status === "done") {
        this.replace(next.id, []);
        if (outcome.result) this.rebase(outcome.result);
        summary.sent += 1;
      } else if (outcome.status === "conflict" || outcome.status === "gone") {
        if (sizeOf(settled) > 1) {
          // All or none: one item's refusal says nothing of the others. Each goes again on its own.
          this.replace(next.id, split(settled));
          continue;
        }
        this.replace(next.id, []);
        if (outcome.status === "conflict") summary.conflicts += 1;
        else summary.dropped += 1;
      } else if (outcome.status === "rejected") {
        this.replace(next.id, []);
        summary.dropped += 1;
      } else if (outcome.status === "failed" && settled.attempts + 1 >= MAX_SERVER_ERRORS) {
        this.replace(next.id, []);
        summary.dropped += 1;
      } else {
        const attempts = settled.attempts + (outcome.status === "failed" ? 1 : 0);
        this.replace(next.id, [{ ...settled, attempts }]);
        summary.stalled = true;
        onSettled?.(settled, outcome);
        break;
      }
      onSettled?.(settled, outcome);
    }
    return summary;
  }

  /** Later updates of the items just written build on what the server answered, not on what was known before. */
  private rebase(result: ShoppingListItemsCollectionOut): void {
    const updateAtById = new Map(
      [...result.createdItems, ...result.updatedItems].map((item) => [item.id, item.updateAt]),
    );
    if (updateAtById.size === 0) return;
    this.write(
      this.changes().map((change) =>
        change.kind === "update"
          ? {
              ...change,
              items: change.items.map((entry) => {
                const updateAt = updateAtById.get(entry.item.id);
                return updateAt ? { ...entry, baseUpdateAt: updateAt } : entry;
              }),
            }
          : change,
      ),
    );
  }

  private replace(id: string, replacement: QueuedChange[]): void {
    const changes = this.changes();
    const index = changes.findIndex((change) => change.id === id);
    if (index < 0) return;
    this.write([...changes.slice(0, index), ...replacement, ...changes.slice(index + 1)]);
  }

  private readRaw(): string | null {
    if (this.unstoredRaw !== null) return this.unstoredRaw;
    try {
      return this.storage.getItem(this.storageKey);
    } catch {
      return null;
    }
  }

  private parse(raw: string | null): QueuedChange[] {
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      return Array.isArray(parsed) ? parsed.filter(isChange) : [];
    } catch {
      return [];
    }
  }

  private write(changes: QueuedChange[]): void {
    const raw = JSON.stringify(changes);
    if (raw === this.readRaw()) return;
    try {
      this.storage.setItem(this.storageKey, raw);
      this.unstoredRaw = null;
    } catch {
      // Kept in memory from here on: what the browser still holds would be older than this.
      this.unstoredRaw = raw;
    }
    for (const listener of this.listeners) listener();
  }
}

function notSending(change: QueuedChange): QueuedChange {
  const copy = { ...change };
  delete copy.sending;
  return copy;
}

function touches(change: QueuedChange, itemId: string): boolean {
  if (change.kind === "delete") return change.ids.includes(itemId);
  if (change.kind === "create") return change.items.some((item) => item.id === itemId);
  return change.items.some((entry) => entry.item.id === itemId);
}
