/**
 * In-process work repeated every few seconds or less, too often for the job runner's minute and
 * too small for a row in `job_runs` (the search index's batches, the planner's statistics). A run
 * still under way when the timer fires again is not doubled; `stop` waits for it, so that none
 * runs on a closed database. The timer does not keep the process alive.
 */
export class RepeatingWork {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;

  constructor(
    private readonly intervalMs: number,
    private readonly work: () => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      this.#running ??= this.work()
        .then(() => {}, this.onError)
        .finally(() => {
          this.#running = undefined;
        });
    }, this.intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }
}
