import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import zlib from "node:zlib";

/** One entry exactly as a test wants it written, true or not: its data as stored and what the headers claim. */
export interface HandmadeEntry {
  name: string;
  /** The bytes stored in the archive (deflated when `method` is 8). */
  data: Buffer;
  /** 0: stored, 8: deflated. */
  method: number;
  /** What the headers claim: the CRC-32 and the size once expanded. */
  crc: number;
  size: number;
  /** General purpose flags (bit 0: encrypted, bit 3: sizes in a data descriptor). */
  flags?: number;
  /** A Unix file mode for the central header (as `zip` on Unix records it), e.g. 0o120777 for a symbolic link. */
  unixMode?: number;
  /** Leaves out the UTF-8 flag: the name's bytes are written as they are, as old Mac archivers do. */
  noUtf8Flag?: boolean;
}

const MEBIBYTE = 1024 * 1024;

/** An honest deflated entry of `content`. */
export function deflatedEntry(name: string, content: Buffer): HandmadeEntry {
  return { name, data: zlib.deflateRawSync(content), method: 8, crc: zlib.crc32(content), size: content.length };
}

/**
 * `mebibytes` MiB of zeros as one deflate stream, about 1 KiB per MiB. Run-length matching
 * builds a GiB in a fraction of a second, and never holds more than a MiB of zeros.
 */
export function deflatedZeros(mebibytes: number): Promise<Buffer> {
  function* zeros() {
    const mebibyte = Buffer.alloc(MEBIBYTE);
    for (let index = 0; index < mebibytes; index++) yield mebibyte;
  }
  return buffer(Readable.from(zeros()).pipe(zlib.createDeflateRaw({ level: 9, strategy: zlib.constants.Z_RLE })));
}

/**
 * A zip bomb: one entry named `name` that expands to `mebibytes` MiB of zeros while both its
 * headers claim `claimedBytes` and the CRC of that many zeros, so that a reader which trusts
 * the headers cuts it short and finds it sound.
 */
export async function zeroBombEntry(name: string, mebibytes: number, claimedBytes = 100): Promise<HandmadeEntry> {
  return {
    name,
    data: await deflatedZeros(mebibytes),
    method: 8,
    crc: zlib.crc32(Buffer.alloc(claimedBytes)),
    size: claimedBytes,
  };
}

/** A zip archive of `entries` with local headers, central directory and end record as the entries claim. */
export function handmadeZip(entries: HandmadeEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const flags = (entry.flags ?? 0) | (entry.noUtf8Flag ? 0 : 0x800);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, entry.data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    // Version made by: its high byte is the host (3: Unix) whose file mode the external attributes hold.
    central.writeUInt16LE(entry.unixMode === undefined ? 20 : 0x0300 | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    if (entry.unixMode !== undefined) central.writeUInt32LE((entry.unixMode << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
