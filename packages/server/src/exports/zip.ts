import { once } from "node:events";
import fs from "node:fs";
import { unzipSync, Zip, ZipDeflate, ZipPassThrough, zipSync } from "fflate";

/** Archives hold recipes as JSON and images as WebP; the images are compressed already. */
export interface ZipEntry {
  name: string;
  content: Uint8Array;
}

/** Formats that gain nothing from deflate: stored as they are, which is much faster. */
const STORED = /\.(webp|jpe?g|png|gif|avif|zip|pdf)$/i;

/** One archive in memory, for downloads of a single recipe. */
export function zipInMemory(entries: ZipEntry[]): Buffer {
  const files = Object.fromEntries(
    entries.map((entry) => [entry.name, [entry.content, { level: STORED.test(entry.name) ? 0 : 6 }] as const]),
  );
  return Buffer.from(zipSync(files as Parameters<typeof zipSync>[0]));
}

/**
 * Writes an archive to disk entry by entry, so a bulk export of thousands of recipes never holds
 * more than one recipe in memory. Call `add` for each entry, then `finish`.
 */
export class ZipFileWriter {
  private readonly zip: Zip;
  private readonly out: fs.WriteStream;
  private failure: Error | null = null;
  private readonly finished: Promise<void>;

  constructor(file: string) {
    this.out = fs.createWriteStream(file);
    let resolveFinished: () => void = () => {};
    let rejectFinished: (error: Error) => void = () => {};
    this.finished = new Promise<void>((resolve, reject) => {
      resolveFinished = resolve;
      rejectFinished = reject;
    });
    this.out.on("error", (error) => {
      this.failure = error;
      rejectFinished(error);
    });
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.failure = error;
        rejectFinished(error);
        return;
      }
      this.out.write(chunk);
      if (final) this.out.end(() => resolveFinished());
    });
  }

  async add(entry: ZipEntry): Promise<void> {
    if (this.failure) throw this.failure;
    const file = STORED.test(entry.name) ? new ZipPassThrough(entry.name) : new ZipDeflate(entry.name, { level: 6 });
    this.zip.add(file);
    file.push(entry.content, true);
    // Lets the file stream drain before the next entry is compressed.
    if (this.out.writableNeedDrain) await once(this.out, "drain");
  }

  async finish(): Promise<void> {
    this.zip.end();
    await this.finished;
  }

  /** Gives up on the archive (the caller removes the file). */
  abort(): void {
    this.zip.terminate();
    this.out.destroy();
  }
}

export class BadArchive extends Error {}

/**
 * The entries of an uploaded archive that `wanted` accepts, each at most `maxEntryBytes` and all
 * together at most `maxTotalBytes` once expanded. Sizes are those the archive declares; the
 * decompressor never writes past them, so a crafted archive cannot expand beyond the limits.
 */
export function unzipEntries(
  archive: Uint8Array,
  wanted: (name: string) => boolean,
  { maxEntryBytes, maxTotalBytes }: { maxEntryBytes: number; maxTotalBytes: number },
): Map<string, Buffer> {
  let total = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(archive, {
      filter: (file) => {
        if (!wanted(file.name)) return false;
        if (file.originalSize > maxEntryBytes) throw new BadArchive(`${file.name} is too large`);
        total += file.originalSize;
        if (total > maxTotalBytes) throw new BadArchive("The archive expands to more than Larder accepts");
        return true;
      },
    });
  } catch (error) {
    if (error instanceof BadArchive) throw error;
    throw new BadArchive("The file is not a zip archive");
  }
  return new Map(Object.entries(files).map(([name, content]) => [name, Buffer.from(content)]));
}
