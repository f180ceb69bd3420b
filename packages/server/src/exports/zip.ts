import { once } from "node:events";
import fs from "node:fs";
import { setImmediate } from "node:timers/promises";
import zlib from "node:zlib";
import { Zip, ZipDeflate, ZipPassThrough, zipSync } from "fflate";

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

/** An uploaded archive Larder refuses; its message says why, for a 400. */
export class BadArchive extends Error {}

/** What one archive may hold once expanded. */
export interface ArchiveLimits {
  /** Most bytes one entry may expand to. */
  maxEntryBytes: number;
  /** Most bytes the entries read may expand to together. */
  maxTotalBytes: number;
  /** Most entries the archive may list, read or not. */
  maxEntries: number;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const LOCAL_HEADER_BYTES = 30;
const CENTRAL_HEADER_BYTES = 46;
const END_OF_DIRECTORY_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
const ENCRYPTED = 0x1;
const SIZES_AFTER_DATA = 0x8;
const UTF8_NAME = 0x800;
const STORED_METHOD = 0;
const DEFLATE_METHOD = 8;
/** Output of one inflate step on the thread pool; the event loop turns between steps. */
const INFLATE_SLICE_BYTES = 64 * 1024;
/** Stored entries are checksummed in slices of this size, with a turn of the event loop between them. */
const CHECKSUM_SLICE_BYTES = 1024 * 1024;

interface DirectoryEntry {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

/**
 * Where an archive's bytes are read from: a buffer already in memory, or a file on disk read by
 * offsets, so that a backup of many gigabytes never has to be held whole.
 */
interface ByteSource {
  size: number;
  read(offset: number, length: number): Promise<Buffer>;
  close(): Promise<void>;
}

function bufferSource(bytes: Buffer): ByteSource {
  return {
    size: bytes.length,
    read: async (offset, length) => bytes.subarray(offset, offset + length),
    close: async () => {},
  };
}

async function fileSource(file: string): Promise<ByteSource> {
  const handle = await fs.promises.open(file, "r");
  try {
    const { size } = await handle.stat();
    return {
      size,
      async read(offset, length) {
        const buffer = Buffer.allocUnsafe(length);
        let done = 0;
        while (done < length) {
          const { bytesRead } = await handle.read(buffer, done, length - done, offset + done);
          if (bytesRead === 0) break;
          done += bytesRead;
        }
        return buffer.subarray(0, done);
      },
      close: () => handle.close(),
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** What the central directory says of one entry. */
export interface ZipEntryInfo {
  name: string;
  /** Bytes once expanded, as the archive declares (reading checks it). */
  size: number;
}

/**
 * The one zip reader, over a buffer or a file on disk. Opening reads the central directory only
 * (refused whole when a name is unsafe or repeated, an entry is a symbolic link, or there are more
 * than `maxEntries`); `read` then checks one entry against its local header, its declared size and
 * its CRC-32, and holds only that entry in memory.
 */
export class ZipReader {
  private readonly byName: Map<string, DirectoryEntry>;

  private constructor(
    private readonly source: ByteSource,
    private readonly directory: { entries: DirectoryEntry[]; directoryOffset: number },
  ) {
    this.byName = new Map(directory.entries.map((entry) => [entry.name, entry]));
  }

  static async fromBuffer(archive: Uint8Array, maxEntries: number): Promise<ZipReader> {
    const source = bufferSource(Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength));
    return new ZipReader(source, await readDirectory(source, maxEntries));
  }

  /** Opens an archive on disk; `close` it once done. */
  static async fromFile(file: string, maxEntries: number): Promise<ZipReader> {
    const source = await fileSource(file);
    try {
      return new ZipReader(source, await readDirectory(source, maxEntries));
    } catch (error) {
      await source.close();
      throw error;
    }
  }

  /** Every entry, in archive order. */
  get entries(): ZipEntryInfo[] {
    return this.directory.entries.map(({ name, size }) => ({ name, size }));
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  /** One entry's checked content; a BadArchive when it is missing or damaged. */
  async read(name: string): Promise<Buffer> {
    const entry = this.byName.get(name);
    if (!entry) throw new BadArchive(`The archive holds no ${name}`);
    return readEntry(this.source, entry, this.directory.directoryOffset);
  }

  close(): Promise<void> {
    return this.source.close();
  }
}

/**
 * The entries of an uploaded archive that `wanted` accepts, by name, in archive order: every
 * entry must keep to the size it declares, to `limits` and to its CRC-32, and no name may lead out
 * of the folder it would be extracted to. Deflated entries are inflated by node:zlib on the thread
 * pool, a slice at a time, and stopped as soon as they go past their declared size, so a bomb
 * costs one slice and never holds the event loop. Anything else is a BadArchive naming the entry.
 * (fflate's unzipSync inflates on the event loop to the end of the data whatever size it declares,
 * and its streaming Unzip checks no CRC and finds the end of an entry whose sizes follow its data
 * by looking for the next signature.)
 */
export async function unzipEntries(
  archive: Uint8Array,
  wanted: (name: string) => boolean,
  limits: ArchiveLimits,
): Promise<Map<string, Buffer>> {
  const reader = await ZipReader.fromBuffer(archive, limits.maxEntries);
  const files = new Map<string, Buffer>();
  let total = 0;
  for (const entry of reader.entries) {
    if (!wanted(entry.name)) continue;
    if (entry.size > limits.maxEntryBytes) {
      throw new BadArchive(`${entry.name} expands to more than ${mebibytes(limits.maxEntryBytes)}`);
    }
    total += entry.size;
    if (total > limits.maxTotalBytes) {
      throw new BadArchive(`The archive expands to more than ${mebibytes(limits.maxTotalBytes)}`);
    }
    files.set(entry.name, await reader.read(entry.name));
  }
  return files;
}

export function mebibytes(bytes: number): string {
  return `${Math.floor(bytes / (1024 * 1024))} MiB`;
}

const UNIX_HOSTS = new Set([3, 19]);
const FILE_TYPE_MASK = 0o170000;
const SYMBOLIC_LINK = 0o120000;

/** The central directory: every entry the archive lists, refused whole when any name is unsafe or repeated. */
async function readDirectory(
  source: ByteSource,
  maxEntries: number,
): Promise<{ entries: DirectoryEntry[]; directoryOffset: number }> {
  const tailLength = Math.min(source.size, END_OF_DIRECTORY_BYTES + MAX_COMMENT_BYTES);
  const tailStart = source.size - tailLength;
  const tail = await source.read(tailStart, tailLength);
  const endInTail = findEndOfDirectory(tail);
  if (endInTail < 0) throw new BadArchive("The file is not a zip archive");
  const end = tailStart + endInTail;
  const disk = tail.readUInt16LE(endInTail + 4);
  const directoryDisk = tail.readUInt16LE(endInTail + 6);
  const entriesOnDisk = tail.readUInt16LE(endInTail + 8);
  const entryCount = tail.readUInt16LE(endInTail + 10);
  const directorySize = tail.readUInt32LE(endInTail + 12);
  const directoryOffset = tail.readUInt32LE(endInTail + 16);
  if (disk !== 0 || directoryDisk !== 0 || entriesOnDisk !== entryCount) {
    throw new BadArchive("The archive is split across several files");
  }
  if (entryCount > maxEntries) throw new BadArchive(`The archive holds more than ${maxEntries} files`);
  if (directoryOffset + directorySize > end) {
    throw new BadArchive("The archive is damaged (its directory is cut short)");
  }

  const bytes = await source.read(directoryOffset, directorySize);
  const cutShort = () => new BadArchive("The archive is damaged (its directory is cut short)");
  const entries: DirectoryEntry[] = [];
  const names = new Set<string>();
  let offset = 0;
  for (let index = 0; index < entryCount; index++) {
    if (offset + CENTRAL_HEADER_BYTES > bytes.length || bytes.readUInt32LE(offset) !== CENTRAL_HEADER) {
      throw cutShort();
    }
    const flags = bytes.readUInt16LE(offset + 8);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const nameEnd = offset + CENTRAL_HEADER_BYTES + nameLength;
    if (nameEnd > bytes.length) throw cutShort();
    const name = decodeName(bytes.subarray(offset + CENTRAL_HEADER_BYTES, nameEnd), flags);
    refuseUnsafeName(name);
    if (names.has(name)) throw new BadArchive(`The archive holds ${name} twice`);
    names.add(name);
    const host = bytes.readUInt8(offset + 5);
    const mode = bytes.readUInt32LE(offset + 38) >>> 16;
    if (UNIX_HOSTS.has(host) && (mode & FILE_TYPE_MASK) === SYMBOLIC_LINK) {
      throw new BadArchive(`${name} is a symbolic link, which Larder does not accept in an archive`);
    }
    entries.push({
      name,
      flags,
      method: bytes.readUInt16LE(offset + 10),
      crc: bytes.readUInt32LE(offset + 16),
      compressedSize: bytes.readUInt32LE(offset + 20),
      size: bytes.readUInt32LE(offset + 24),
      localHeaderOffset: bytes.readUInt32LE(offset + 42),
    });
    offset = nameEnd + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
  }
  return { entries, directoryOffset };
}

/** Where the end-of-central-directory record starts (it may be followed by a comment), or -1. */
function findEndOfDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - END_OF_DIRECTORY_BYTES - MAX_COMMENT_BYTES);
  for (let offset = bytes.length - END_OF_DIRECTORY_BYTES; offset >= lowest; offset--) {
    if (bytes.readUInt32LE(offset) === END_OF_DIRECTORY) return offset;
  }
  return -1;
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Names are UTF-8 when the entry says so. Without the flag they are still UTF-8 when they read as
 * such (macOS's Archive Utility writes UTF-8 names without setting it), otherwise Latin-1, byte for
 * byte. Either way they are composed (NFC): macOS writes "ä" as "a" and a combining diaeresis.
 */
function decodeName(raw: Buffer, flags: number): string {
  if (flags & UTF8_NAME) return raw.toString("utf8").normalize("NFC");
  try {
    return strictUtf8.decode(raw).normalize("NFC");
  } catch {
    return raw.toString("latin1");
  }
}

/** Refuses a name that could land outside the folder an archive is extracted to, or that no file can have. */
function refuseUnsafeName(name: string): void {
  const hasControlCharacter = [...name].some((character) => character.charCodeAt(0) < 0x20);
  if (hasControlCharacter) throw new BadArchive("The archive holds a file name with control characters");
  const leaves =
    name.startsWith("/") || name.includes("\\") || /^[a-zA-Z]:/.test(name) || name.split("/").includes("..");
  if (leaves) throw new BadArchive(`${name} has a path that leaves the archive's folder`);
}

/** One entry's content, checked against its local header, its declared size and its CRC-32. */
async function readEntry(source: ByteSource, entry: DirectoryEntry, directoryOffset: number): Promise<Buffer> {
  const { name } = entry;
  const damaged = (why: string) => new BadArchive(`${name} is damaged (${why})`);
  if (entry.flags & ENCRYPTED) throw new BadArchive(`${name} is encrypted`);
  if (entry.method !== STORED_METHOD && entry.method !== DEFLATE_METHOD) {
    throw new BadArchive(`${name} uses a compression method Larder does not read`);
  }
  const header = entry.localHeaderOffset;
  if (header + LOCAL_HEADER_BYTES > directoryOffset) throw damaged("its header is missing");
  const fixed = await source.read(header, LOCAL_HEADER_BYTES);
  if (fixed.length < LOCAL_HEADER_BYTES || fixed.readUInt32LE(0) !== LOCAL_HEADER)
    throw damaged("its header is missing");
  const localFlags = fixed.readUInt16LE(6);
  const nameLength = fixed.readUInt16LE(26);
  const dataStart = header + LOCAL_HEADER_BYTES + nameLength + fixed.readUInt16LE(28);
  const dataEnd = dataStart + entry.compressedSize;
  if (dataEnd > directoryOffset) throw damaged("its data is cut short");
  // Another reader could go by the local header: both headers must tell the same story.
  const localName = decodeName(await source.read(header + LOCAL_HEADER_BYTES, nameLength), localFlags);
  const sameSizes =
    (localFlags & SIZES_AFTER_DATA) !== 0 ||
    (fixed.readUInt32LE(14) === entry.crc &&
      fixed.readUInt32LE(18) === entry.compressedSize &&
      fixed.readUInt32LE(22) === entry.size);
  if (localName !== name || !sameSizes) throw damaged("its headers disagree");

  const data = await source.read(dataStart, entry.compressedSize);
  if (data.length !== entry.compressedSize) throw damaged("its data is cut short");
  let content: Buffer;
  let crc: number;
  if (entry.method === STORED_METHOD) {
    if (entry.compressedSize !== entry.size) throw damaged("its sizes disagree");
    content = Buffer.from(data);
    crc = await checksumInSlices(content);
  } else {
    ({ content, crc } = await inflateAtMost(data, entry.size, name));
  }
  if (crc !== entry.crc) throw damaged("its checksum does not match");
  return content;
}

/**
 * Inflates `data` on the thread pool, a slice at a time, and gives up as soon as the output goes
 * past `declaredBytes`. Each slice is copied into place and added to the CRC-32 as it comes, so
 * the event loop never meets a large piece of work.
 */
async function inflateAtMost(
  data: Buffer,
  declaredBytes: number,
  name: string,
): Promise<{ content: Buffer; crc: number }> {
  const inflater = zlib.createInflateRaw({ chunkSize: INFLATE_SLICE_BYTES });
  inflater.end(data);
  const content = Buffer.allocUnsafe(declaredBytes);
  let length = 0;
  let crc = 0;
  try {
    for await (const slice of inflater as AsyncIterable<Buffer>) {
      // Leaving the loop destroys the inflater: nothing more is inflated.
      if (length + slice.length > declaredBytes) {
        throw new BadArchive(`${name} expands beyond the size the archive declares for it`);
      }
      content.set(slice, length);
      length += slice.length;
      crc = zlib.crc32(slice, crc);
    }
  } catch (error) {
    if (error instanceof BadArchive) throw error;
    throw new BadArchive(`${name} is damaged (its data does not inflate)`);
  }
  if (length !== declaredBytes) throw new BadArchive(`${name} is damaged (it is shorter than it declares)`);
  return { content, crc };
}

async function checksumInSlices(content: Buffer): Promise<number> {
  let crc = 0;
  for (let offset = 0; offset < content.length; offset += CHECKSUM_SLICE_BYTES) {
    if (offset > 0) await setImmediate();
    crc = zlib.crc32(content.subarray(offset, offset + CHECKSUM_SLICE_BYTES), crc);
  }
  return crc;
}
