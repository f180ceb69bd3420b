import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app.js";

let larder: TestApp;
let webDir: string;
const bundle = `console.log(${JSON.stringify("x".repeat(5000))});`;
// Made at settings the server's own compression does not use, so that the bytes tell which was sent.
const brotliCopy = zlib.brotliCompressSync(bundle);
const gzipCopy = zlib.gzipSync(bundle, { level: 1 });

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), "larder-web-"));
  fs.mkdirSync(path.join(webDir, "assets"));
  fs.writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>Larder</title><div id=root></div>");
  fs.writeFileSync(path.join(webDir, "assets", "index-abc123.js"), bundle);
  // As the web build leaves a chunk: with brotli and gzip copies beside it.
  fs.writeFileSync(path.join(webDir, "assets", "page-def456.js"), bundle);
  fs.writeFileSync(path.join(webDir, "assets", "page-def456.js.br"), brotliCopy);
  fs.writeFileSync(path.join(webDir, "assets", "page-def456.js.gz"), gzipCopy);
  larder = await createTestApp({ webDir });
});
afterAll(async () => {
  await larder.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe("serving the web app", () => {
  it("answers client routes with index.html, never cached", async () => {
    for (const url of ["/", "/login?direct=1", "/g/home", "/user/profile", "/some/unknown/page"]) {
      const response = await larder.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("<title>Larder</title>");
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("caches hashed assets for a year and compresses them", async () => {
    const response = await larder.app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("max-age=31536000");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.rawPayload.length).toBeLessThan(bundle.length / 10);
  });

  it("sends the build's compressed copies of an asset as they are, as the browser accepts them", async () => {
    const asset = (acceptEncoding: string) =>
      larder.app.inject({
        method: "GET",
        url: "/assets/page-def456.js",
        headers: { "accept-encoding": acceptEncoding },
      });

    const brotli = await asset("gzip, deflate, br");
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toContain("javascript");
    expect(brotli.headers["cache-control"]).toContain("max-age=31536000");
    expect(brotli.rawPayload.equals(brotliCopy)).toBe(true);

    const gzip = await asset("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.rawPayload.equals(gzipCopy)).toBe(true);

    const plain = await asset("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(bundle);
  });

  it("keeps unknown API paths as JSON 404s", async () => {
    const response = await larder.app.inject({ method: "GET", url: "/api/recipes-that-do-not-exist" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
  });
});
