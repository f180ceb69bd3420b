/**
 * JSON answers kept in memory as UTF-8 bytes, each valid while the version it was made under is the
 * current one (a number moved by database triggers, so that every writer invalidates it). Least
 * recently used entries go first; answers over the size limit are not kept. Bytes rather than the
 * string: a kept answer is sent many times, and a string is measured (Content-Length) and encoded
 * again for the socket on every send, while bytes are written as they are.
 */
export class VersionedJsonCache {
  readonly #entries = new Map<string, { version: number | string; json: Buffer }>();
  #bytes = 0;

  constructor(
    private readonly maxEntries: number,
    /** The largest answer kept. */
    private readonly maxBytes: number,
    /** All answers kept together, at most. */
    private readonly maxTotalBytes = Number.POSITIVE_INFINITY,
  ) {}

  /** Whether something is kept under `key`, whatever its version. */
  has(key: string): boolean {
    return this.#entries.has(key);
  }

  get(key: string, version: number | string): Buffer | undefined {
    const entry = this.#entries.get(key);
    if (entry?.version !== version) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.json;
  }

  /** Keeps the answer (when small enough) and answers it as bytes, to be sent. */
  set(key: string, version: number | string, json: string): Buffer {
    const bytes = Buffer.from(json);
    if (bytes.length > this.maxBytes) return bytes;
    this.#forget(key);
    this.#entries.set(key, { version, json: bytes });
    this.#bytes += bytes.length;
    while (this.#entries.size > this.maxEntries || this.#bytes > this.maxTotalBytes) {
      this.#forget(this.#entries.keys().next().value as string);
    }
    return bytes;
  }

  #forget(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#bytes -= entry.json.length;
    this.#entries.delete(key);
  }
}
