import type { Engine } from "../../db/database.js";
import type { SearchIndexRepository } from "./search-index.repository.js";

/**
 * Indexes queued recipes (see SearchIndexRepository) every INTERVAL_MS while the server runs on
 * SQLite. At a few hundred recipes written a second that is a few dozen recipes per batch, where
 * FTS5 writes each trigram the batch shares once, and each batch holds up other queries for a few
 * milliseconds at most.
 */
export class SearchIndexWriter {
  static readonly INTERVAL_MS = 250;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;

  constructor(
    private readonly searchIndex: SearchIndexRepository,
    private readonly engine: Engine,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    if (this.engine !== "sqlite" || this.#timer) return;
    this.#timer = setInterval(() => {
      this.#running ??= this.searchIndex
        .indexBeforeSearch()
        .catch(this.onError)
        .finally(() => {
          this.#running = undefined;
        });
    }, SearchIndexWriter.INTERVAL_MS);
    this.#timer.unref();
  }

  /** Stops the timer and waits for a batch under way, so that none writes into a closed database. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }
}
