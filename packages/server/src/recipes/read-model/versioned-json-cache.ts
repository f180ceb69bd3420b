/**
 * JSON texts kept in memory, each valid while the version it was made under is the current one (a
 * number moved by database triggers, so that every writer invalidates it). Least recently used
 * entries go first; texts over the size limit are not kept.
 */
export class VersionedJsonCache {
  readonly #entries = new Map<string, { version: number | string; json: string }>();

  constructor(
    private readonly maxEntries: number,
    private readonly maxChars: number,
  ) {}

  /** Whether something is kept under `key`, whatever its version. */
  has(key: string): boolean {
    return this.#entries.has(key);
  }

  get(key: string, version: number | string): string | undefined {
    const entry = this.#entries.get(key);
    if (entry?.version !== version) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.json;
  }

  set(key: string, version: number | string, json: string): void {
    if (json.length > this.maxChars) return;
    this.#entries.delete(key);
    this.#entries.set(key, { version, json });
    if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
  }
}
