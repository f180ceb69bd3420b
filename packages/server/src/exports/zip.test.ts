import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { unzipSync, zipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { deflatedEntry, handmadeZip, zeroBombEntry } from "../test-support/handmade-zips.js";
import { BadArchive, unzipEntries, ZipFileWriter, zipInMemory } from "./zip.js";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "larder-zip-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const MEBIBYTE = 1024 * 1024;
const limits = { maxEntryBytes: MEBIBYTE, maxTotalBytes: 3 * MEBIBYTE, maxEntries: 10 };
const everything = () => true;

describe("zip archives", () => {
  it("writes entries in memory and to a file, both readable by any unzip", async () => {
    const entries = [
      { name: "dish.json", content: Buffer.from('{"name":"Dish"}') },
      { name: "original.webp", content: Buffer.from("pretend image") },
    ];
    const inMemory = unzipSync(zipInMemory(entries));
    expect(Buffer.from(inMemory["dish.json"] as Uint8Array).toString()).toBe('{"name":"Dish"}');

    const file = path.join(folder, "out.zip");
    const writer = new ZipFileWriter(file);
    for (let index = 0; index < 50; index++) {
      await writer.add({ name: `recipes/r${index}/r${index}.json`, content: Buffer.alloc(20_000, index) });
    }
    await writer.finish();
    const onDisk = unzipSync(fs.readFileSync(file));
    expect(Object.keys(onDisk)).toHaveLength(50);
    expect(onDisk["recipes/r7/r7.json"]?.[0]).toBe(7);
  });

  it("reads back what it writes, sizes in data descriptors included", async () => {
    const file = path.join(folder, "streamed.zip");
    const writer = new ZipFileWriter(file);
    await writer.add({ name: "dish/dish.json", content: Buffer.from('{"name":"Dish"}') });
    await writer.add({ name: "dish/original.webp", content: Buffer.from("pretend image") });
    await writer.finish();
    const read = await unzipEntries(fs.readFileSync(file), everything, limits);
    expect(Object.fromEntries([...read].map(([name, content]) => [name, content.toString()]))).toEqual({
      "dish/dish.json": '{"name":"Dish"}',
      "dish/original.webp": "pretend image",
    });
  });

  it("reads only the wanted entries", async () => {
    const archive = zipSync({ "a.json": Buffer.from("{}"), "b.txt": Buffer.from("skip") });
    expect([...(await unzipEntries(archive, (name) => name.endsWith(".json"), limits)).keys()]).toEqual(["a.json"]);
  });

  it("refuses an entry or an archive that declares more than the limits", async () => {
    const large = zipSync({ "huge.json": Buffer.alloc(2 * MEBIBYTE) }, { level: 9 });
    expect(large.length).toBeLessThan(10_000);
    await expect(unzipEntries(large, everything, limits)).rejects.toThrow("huge.json expands to more than 1 MiB");

    const many = zipSync(
      Object.fromEntries(Array.from({ length: 4 }, (_, index) => [`${index}.json`, Buffer.alloc(MEBIBYTE)])),
    );
    await expect(unzipEntries(many, everything, limits)).rejects.toThrow("The archive expands to more than 3 MiB");
  });

  it("stops an entry that expands beyond the size its headers claim (a zip bomb), however far it would go", async () => {
    const bomb = handmadeZip([await zeroBombEntry("dish.json", 1100)]);
    expect(bomb.length).toBeLessThan(1.2 * MEBIBYTE);
    await expect(unzipEntries(bomb, everything, limits)).rejects.toThrow(
      "dish.json expands beyond the size the archive declares for it",
    );
    // Not wanted: never inflated, so never refused.
    expect(await unzipEntries(bomb, (name) => name !== "dish.json", limits)).toEqual(new Map());
  });

  it("refuses an archive of more entries than allowed, wanted or not", async () => {
    const entries = Array.from({ length: 11 }, (_, index) => deflatedEntry(`${index}.txt`, Buffer.from("x")));
    await expect(unzipEntries(handmadeZip(entries), () => false, limits)).rejects.toThrow(
      "The archive holds more than 10 files",
    );
  });

  it("refuses an entry whose checksum does not match, or whose data is damaged or short", async () => {
    const content = Buffer.from(JSON.stringify({ name: "Dish", text: "stir ".repeat(200) }));
    const honest = deflatedEntry("dish.json", content);
    expect((await unzipEntries(handmadeZip([honest]), everything, limits)).get("dish.json")).toEqual(content);

    const wrongChecksum = { ...honest, crc: (honest.crc ^ 1) >>> 0 };
    await expect(unzipEntries(handmadeZip([wrongChecksum]), everything, limits)).rejects.toThrow(
      "dish.json is damaged (its checksum does not match)",
    );

    const flipped = Buffer.from(honest.data);
    flipped[Math.floor(flipped.length / 2)] ^= 0xff;
    await expect(unzipEntries(handmadeZip([{ ...honest, data: flipped }]), everything, limits)).rejects.toThrow(
      /dish\.json is damaged/,
    );

    const cut = honest.data.subarray(0, honest.data.length - 8);
    await expect(unzipEntries(handmadeZip([{ ...honest, data: cut }]), everything, limits)).rejects.toThrow(
      /dish\.json is damaged/,
    );

    const longer = { ...honest, size: content.length + 10 };
    await expect(unzipEntries(handmadeZip([longer]), everything, limits)).rejects.toThrow(/dish\.json is damaged/);

    const stored = { name: "note.txt", data: Buffer.from("plain"), method: 0, crc: zlib.crc32("plain"), size: 5 };
    expect((await unzipEntries(handmadeZip([stored]), everything, limits)).get("note.txt")?.toString()).toBe("plain");
    await expect(unzipEntries(handmadeZip([{ ...stored, crc: 7 }]), everything, limits)).rejects.toThrow(
      "note.txt is damaged (its checksum does not match)",
    );
  });

  it("refuses a path that would leave the folder it is extracted to, or that no file can have", async () => {
    for (const name of [
      "../evil.json",
      "assets/../../evil.json",
      "/etc/evil.json",
      "assets\\evil.json",
      "C:/evil.json",
    ]) {
      const archive = handmadeZip([deflatedEntry(name, Buffer.from("{}"))]);
      await expect(
        unzipEntries(archive, () => false, limits),
        name,
      ).rejects.toThrow(`${name} has a path that leaves the archive's folder`);
    }
    const control = handmadeZip([deflatedEntry("dish\u0001.json", Buffer.from("{}"))]);
    await expect(unzipEntries(control, () => false, limits)).rejects.toThrow(
      "The archive holds a file name with control characters",
    );
  });

  it("refuses a symbolic link, and reads the regular files of a Unix zip", async () => {
    const link = { ...deflatedEntry("photo.jpg", Buffer.from("/etc/passwd")), unixMode: 0o120777 };
    await expect(unzipEntries(handmadeZip([link]), everything, limits)).rejects.toThrow(
      "photo.jpg is a symbolic link, which Larder does not accept in an archive",
    );
    const file = { ...deflatedEntry("dish.json", Buffer.from("{}")), unixMode: 0o100644 };
    expect([...(await unzipEntries(handmadeZip([file]), everything, limits)).keys()]).toEqual(["dish.json"]);
  });

  it("reads names written in UTF-8 without the flag, composed, as macOS writes them", async () => {
    const decomposed = "My Recipes/Ha\u0308hnchen.json";
    const archive = handmadeZip([{ ...deflatedEntry(decomposed, Buffer.from("{}")), noUtf8Flag: true }]);
    const names = [...(await unzipEntries(archive, everything, limits)).keys()];
    expect(names).toEqual(["My Recipes/H\u00e4hnchen.json"]);
  });

  it("refuses encrypted entries, unknown compression and a name given twice", async () => {
    const entry = deflatedEntry("dish.json", Buffer.from("{}"));
    await expect(unzipEntries(handmadeZip([{ ...entry, flags: 1 }]), everything, limits)).rejects.toThrow(
      "dish.json is encrypted",
    );
    await expect(unzipEntries(handmadeZip([{ ...entry, method: 12 }]), everything, limits)).rejects.toThrow(
      "dish.json uses a compression method Larder does not read",
    );
    await expect(unzipEntries(handmadeZip([entry, entry]), everything, limits)).rejects.toThrow(
      "The archive holds dish.json twice",
    );
  });

  it("refuses what is not a zip", async () => {
    await expect(unzipEntries(Buffer.from("plain text"), everything, limits)).rejects.toThrow("not a zip archive");
    await expect(unzipEntries(Buffer.alloc(0), everything, limits)).rejects.toThrow(BadArchive);
    const archive = handmadeZip([deflatedEntry("dish.json", Buffer.from("{}"))]);
    await expect(unzipEntries(archive.subarray(0, archive.length - 30), everything, limits)).rejects.toThrow(
      BadArchive,
    );
  });

  it("lets other work run while it inflates", async () => {
    const content = Buffer.alloc(48 * MEBIBYTE);
    const archive = handmadeZip([
      {
        name: "big.bin",
        data: zlib.deflateRawSync(content),
        method: 8,
        crc: zlib.crc32(content),
        size: content.length,
      },
    ]);
    let turns = 0;
    const timer = setInterval(() => turns++, 0);
    const read = await unzipEntries(archive, everything, {
      ...limits,
      maxEntryBytes: content.length,
      maxTotalBytes: content.length,
    });
    clearInterval(timer);
    expect(read.get("big.bin")?.length).toBe(content.length);
    expect(turns).toBeGreaterThan(2);
  });
});
