import fs from "node:fs";
import path from "node:path";

/** The log file's folder under DATA_DIR and its name; the previous file gets `.1`. */
export const LOGS_FOLDER = "logs";
export const LOG_FILE_NAME = "larder.log";
/** A file grows to this size, then becomes `larder.log.1` (replacing the one before): at most twice this on disk. */
export const LOG_FILE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The server's log as a file in the data folder, beside standard output: what the maintenance
 * screen shows. Each line is appended as it comes (the log holds start-up, warnings and errors,
 * not every request), so several instances on one data folder can share the file; it is rotated
 * when it passes LOG_FILE_MAX_BYTES.
 */
export class LogFile {
  static readonly #open = new Map<string, LogFile>();

  /** The one LogFile of a data folder in this process, shared by the logger and the maintenance screen. */
  static of(dataDir: string): LogFile {
    const key = path.resolve(dataDir);
    let logFile = LogFile.#open.get(key);
    if (!logFile) {
      logFile = new LogFile(key);
      LogFile.#open.set(key, logFile);
    }
    return logFile;
  }

  readonly file: string;
  private size: number;

  constructor(
    dataDir: string,
    private readonly maxBytes = LOG_FILE_MAX_BYTES,
  ) {
    this.file = path.join(dataDir, LOGS_FOLDER, LOG_FILE_NAME);
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    this.size = sizeOf(this.file);
  }

  /** pino's destination: one call per line. A line that cannot be written is dropped, never thrown. */
  write(line: string): void {
    try {
      // Another instance on the same data folder may have rotated the file meanwhile: its size on
      // disk decides, read only when this instance's count says it is full.
      if (this.size + line.length > this.maxBytes) this.size = sizeOf(this.file);
      if (this.size + line.length > this.maxBytes && this.size > 0) this.rotate();
      fs.appendFileSync(this.file, line);
      this.size += Buffer.byteLength(line);
    } catch {
      // The log must never take the server down: standard output still has the line.
    }
  }

  /** The last `count` lines, oldest first, reading the rotated file too when the current one has fewer. */
  lastLines(count: number): string[] {
    const lines = linesOf(this.file);
    if (lines.length < count) lines.unshift(...linesOf(`${this.file}.1`));
    return lines.slice(-count);
  }

  /** Empties the log (and removes the rotated file); the bytes freed. */
  clear(): number {
    const freed = sizeOf(this.file) + sizeOf(`${this.file}.1`);
    fs.rmSync(`${this.file}.1`, { force: true });
    fs.writeFileSync(this.file, "");
    this.size = 0;
    return freed;
  }

  private rotate(): void {
    fs.renameSync(this.file, `${this.file}.1`);
    this.size = 0;
  }
}

function sizeOf(file: string): number {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}

function linesOf(file: string): string[] {
  try {
    return fs
      .readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => line.length > 0);
  } catch {
    return [];
  }
}
