import type { Engine } from "../../db/database.js";
import { RepeatingWork } from "../../jobs/repeating-work.js";
import type { SearchIndexRepository } from "./search-index.repository.js";

/**
 * Indexes queued recipes (see SearchIndexRepository) every INTERVAL_MS while the server runs on
 * SQLite. At a few hundred recipes written a second that is a few dozen recipes per batch, where
 * FTS5 writes each trigram the batch shares once, and each batch holds up other queries for a few
 * milliseconds at most.
 */
export class SearchIndexWriter {
  static readonly INTERVAL_MS = 250;
  readonly #repeating: RepeatingWork;

  constructor(
    searchIndex: SearchIndexRepository,
    private readonly engine: Engine,
    onError: (error: unknown) => void,
  ) {
    this.#repeating = new RepeatingWork(SearchIndexWriter.INTERVAL_MS, () => searchIndex.indexBeforeSearch(), onError);
  }

  start(): void {
    if (this.engine === "sqlite") this.#repeating.start();
  }

  /** Stops the timer and waits for a batch under way, so that none writes into a closed database. */
  stop(): Promise<void> {
    return this.#repeating.stop();
  }
}
