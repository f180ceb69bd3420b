import fs from "node:fs/promises";
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/** How often the write-ahead log's size is looked at. */
const CHECK_INTERVAL_MS = 500;
/** A log this large is copied into the database: SQLite's own default point (1,000 pages of 4 KiB). */
const CHECKPOINT_BYTES = 4 * 1024 * 1024;
/**
 * The connection's own checkpoints, in pages: only a safety net, should the thread fall behind.
 * Past it, a commit copies the log itself, on the event loop.
 */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 16_000;
/**
 * When the log starts over after a checkpoint, its file is cut back to this size: it is not
 * looked at again until it has grown past it.
 */
export const JOURNAL_SIZE_LIMIT_BYTES = CHECKPOINT_BYTES;

/**
 * The thread's code: one short-lived connection per checkpoint, so that it never holds a database
 * file that a restore swaps. PASSIVE: it never waits for, nor blocks, the server's readers and writer.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
parentPort.on("message", () => {
  try {
    const db = new Database(workerData.file, { fileMustExist: true });
    try {
      db.pragma("busy_timeout = 1000");
      db.pragma("wal_checkpoint(PASSIVE)");
    } finally {
      db.close();
    }
  } catch {
    // The next look tries again; the connection's own checkpoints remain as a fallback.
  }
  parentPort.postMessage("done");
});
`;

/**
 * How long the thread is kept after its last checkpoint. Starting one costs about 40 ms of CPU (a
 * V8 isolate, Node's bootstrap, the driver): a library being filled grows the log past its limit
 * every second or two, and a thread made for each checkpoint cost a tenth of the server's CPU time.
 */
const IDLE_THREAD_MS = 10_000;

/**
 * Copies SQLite's write-ahead log into the database on a thread of its own. A checkpoint run by a
 * commit (SQLite's default, every 1,000 pages) copies the pages and syncs the file on the event
 * loop, holding every request for 10–25 ms every few recipe writes; on a library being filled,
 * that was most of a write's time. The thread is started when the log has grown and kept while it
 * keeps growing; it ends once no checkpoint was needed for a while, so a database that is mostly
 * read holds none (it costs about 17 MiB resident while it lives).
 */
export class WalCheckpoints {
  #worker: Worker | undefined;
  /** The checkpoint under way, if any. */
  #running: Promise<void> | undefined;
  #lastModified = 0;
  /** When the last checkpoint ended (ms since the epoch). */
  #lastCheckpoint = 0;
  readonly #timer: NodeJS.Timeout;

  constructor(private readonly file: string) {
    this.#timer = setInterval(() => void this.#look(), CHECK_INTERVAL_MS);
    this.#timer.unref();
  }

  async #look(): Promise<void> {
    if (this.#running) return;
    const log = await fs.stat(`${this.file}-wal`).catch(() => undefined);
    if (!log || log.size <= CHECKPOINT_BYTES || log.mtimeMs === this.#lastModified) {
      if (this.#worker && Date.now() - this.#lastCheckpoint > IDLE_THREAD_MS) this.#endThread();
      return;
    }
    this.#lastModified = log.mtimeMs;
    const worker = this.#thread();
    this.#running = new Promise<void>((resolve) => {
      const finished = () => {
        worker.off("message", finished);
        worker.off("exit", finished);
        this.#lastCheckpoint = Date.now();
        this.#running = undefined;
        resolve();
      };
      worker.on("message", finished);
      worker.on("exit", finished);
    });
    worker.postMessage("checkpoint");
  }

  #thread(): Worker {
    if (!this.#worker) {
      const driver = createRequire(import.meta.url).resolve("better-sqlite3");
      const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, file: this.file } });
      worker.on("error", () => {
        if (this.#worker === worker) this.#worker = undefined;
      });
      worker.on("exit", () => {
        if (this.#worker === worker) this.#worker = undefined;
      });
      worker.unref();
      this.#worker = worker;
    }
    return this.#worker;
  }

  #endThread(): void {
    void this.#worker?.terminate();
    this.#worker = undefined;
  }

  /** Stops looking; a checkpoint under way finishes first, so that its connection is closed. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#running;
    await this.#worker?.terminate();
    this.#worker = undefined;
  }
}
