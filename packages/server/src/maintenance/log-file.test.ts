import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { humanSize } from "./disk-usage.js";
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

  it("states sizes as people read them", () => {
    expect(humanSize(0)).toBe("0 bytes");
    expect(humanSize(1536)).toBe("1.5 KiB");
    expect(humanSize(5 * 1024 * 1024)).toBe("5.0 MiB");
  });
});
