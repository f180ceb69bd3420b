import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { unzipSync, zipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { BadArchive, unzipEntries, ZipFileWriter, zipInMemory } from "./zip.js";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "larder-zip-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const limits = { maxEntryBytes: 1024 * 1024, maxTotalBytes: 3 * 1024 * 1024 };

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

  it("reads only the wanted entries", () => {
    const archive = zipSync({ "a.json": Buffer.from("{}"), "b.txt": Buffer.from("skip") });
    expect([...unzipEntries(archive, (name) => name.endsWith(".json"), limits).keys()]).toEqual(["a.json"]);
  });

  it("refuses an entry or an archive that expands beyond the limits (a zip bomb)", () => {
    const bomb = zipSync({ "huge.json": Buffer.alloc(2 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(10_000);
    expect(() => unzipEntries(bomb, () => true, limits)).toThrow(BadArchive);

    const many = zipSync(
      Object.fromEntries(Array.from({ length: 4 }, (_, index) => [`${index}.json`, Buffer.alloc(1024 * 1024)])),
    );
    expect(() => unzipEntries(many, () => true, limits)).toThrow("expands to more than");
  });

  it("refuses what is not a zip", () => {
    expect(() => unzipEntries(Buffer.from("plain text"), () => true, limits)).toThrow("not a zip archive");
    expect(() => unzipEntries(Buffer.alloc(0), () => true, limits)).toThrow(BadArchive);
  });
});
