import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { humanSize, localSize } from "./disk-usage.js";
import { LogFile } from "./log-file.js";

describe("the log file", () => {
  it("keeps at most two files of its size, and reads the last lines across both", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "larder-log-"));
    const log = new LogFile(dataDir, 100);
    for (let n = 1; n <= 12; n++) log.write(`line ${String(n).padStart(2, "0")} ${"x".repeat(20)}\n`);
    expect(fs.statSync(log.file).size).toBeLessThanOrEqual(100);
    expect(fs.existsSync(`${log.file}.1`)).toBe(true);
    expect(log.lastLines(4).map((line) => line.slice(0, 7))).toEqual(["line 09", "line 10", "line 11", "line 12"]);
    expect(log.clear()).toBeGreaterThan(0);
    expect(log.lastLines(10)).toEqual([]);
    expect(LogFile.of(dataDir)).toBe(LogFile.of(`${dataDir}/`));
  });

  it("keeps the lines of both instances writing to one data folder when one of them rotates", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "larder-log-"));
    const line = (n: number) => `line ${String(n).padStart(2, "0")} ${"x".repeat(20)}\n`;
    const other = new LogFile(dataDir, 100);
    for (let n = 1; n <= 3; n++) other.write(line(n));
    const one = new LogFile(dataDir, 100);
    for (let n = 4; n <= 5; n++) one.write(line(n));
    // "other" still counts the three lines it wrote before "one" rotated them away: not full.
    other.write(line(6));
    const lines = one.lastLines(10).map((text) => text.slice(0, 7));
    expect(lines).toEqual(["line 01", "line 02", "line 03", "line 04", "line 05", "line 06"]);
  });

  it("states sizes as people read them", () => {
    expect(humanSize(0)).toBe("0 bytes");
    expect(humanSize(1536)).toBe("1.5 KiB");
    expect(humanSize(5 * 1024 * 1024)).toBe("5.0 MiB");
  });

  it("states sizes within a sentence the language's way, the unit symbols kept", () => {
    expect(localSize(1536, "en-US")).toBe("1.5 KiB");
    expect(localSize(1536, "de-DE")).toBe("1,5 KiB");
    expect(localSize(5 * 1024 * 1024, "fr-FR")).toBe("5,0 MiB");
    expect(localSize(1, "de-DE")).toBe("1 Byte");
    expect(localSize(4, "de-DE")).toBe("4 Bytes");
    expect(localSize(0, "pl-PL")).toBe("0 bajtów");
    expect(localSize(3, "pl-PL")).toBe("3 bajty");
    expect(localSize(0, null)).toBe("0 bytes");
  });
});
