import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestApp } from "../test-support/test-app.js";

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
  // The installable app's service worker and manifest, at the root (web/build/serviceWorker.ts).
  fs.writeFileSync(path.join(webDir, "sw.js"), "self.addEventListener('fetch', () => {});");
  fs.writeFileSync(path.join(webDir, "manifest.webmanifest"), JSON.stringify({ name: "Larder" }));
  // As the web build leaves a chunk: with brotli and gzip copies beside it.
  fs.writeFileSync(path.join(webDir, "assets", "page-def456.js"), bundle);
  fs.writeFileSync(path.join(webDir, "assets", "page-def456.js.br"), brotliCopy);
  fs.writeFileSync(path.join(webDir, "assets", "page-def456.js.gz"), gzipCopy);
  // The build's manifest: the recipe page's module and the chunk it imports.
  fs.mkdirSync(path.join(webDir, ".vite"));
  fs.writeFileSync(
    path.join(webDir, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/index-abc123.js", isEntry: true },
      "src/pages/RecipePage/RecipePage.tsx": { file: "assets/page-def456.js", imports: ["index.html", "_Chip.js"] },
      "_Chip.js": { file: "assets/Chip-789.js" },
    }),
  );
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

  it("serves the service worker and the app manifest from the root, checked again on every visit", async () => {
    const worker = await larder.app.inject({ method: "GET", url: "/sw.js" });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    // A cached worker would keep an old build's app installed: browsers ask again when told no-cache.
    expect(worker.headers["cache-control"]).toBe("no-cache");
    expect(worker.headers["service-worker-allowed"]).toBeUndefined();

    const manifest = await larder.app.inject({ method: "GET", url: "/manifest.webmanifest" });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers["cache-control"]).toBe("no-cache");
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

  it("answers an address in a folder of the build that names none of its files as a client route", async () => {
    for (const url of ["/assets/index-000000.js", "/assets/page-def456.js.br", "/assets/"]) {
      const response = await larder.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain("<title>Larder</title>");
    }
    const head = await larder.app.inject({ method: "HEAD", url: "/assets/page-def456.js" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toContain("javascript");
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

  it("hints a recipe page's code and its recipe in index.html, read as the member or visitor who asks", async () => {
    const code = [
      '<link rel="modulepreload" crossorigin href="/assets/page-def456.js">',
      '<link rel="modulepreload" crossorigin href="/assets/Chip-789.js">',
    ];
    const visitor = await larder.app.inject({ method: "GET", url: "/g/home/r/leek-soup" });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers["cache-control"]).toBe("no-cache");
    expect(visitor.body).toContain("<title>Larder</title>");
    expect(visitor.body).toContain(
      '<link rel="preload" href="/api/explore/recipes/home/leek-soup" as="fetch" crossorigin="anonymous">',
    );
    for (const tag of code) expect(visitor.body).toContain(tag);

    const member = await larder.app.inject({
      method: "GET",
      url: "/g/home/r/leek-soup",
      headers: await signIn(larder.app),
    });
    expect(member.body).toContain(
      '<link rel="preload" href="/api/recipes/leek-soup" as="fetch" crossorigin="anonymous">',
    );
    expect(member.body).not.toContain("/api/explore/");
    for (const tag of code) expect(member.body).toContain(tag);

    // A session that no longer holds opens the page as a visitor.
    const expired = await larder.app.inject({
      method: "GET",
      url: "/g/home/r/leek-soup",
      headers: { authorization: "Bearer not-a-token" },
    });
    expect(expired.body).toContain("/api/explore/recipes/home/leek-soup");

    const other = await larder.app.inject({ method: "GET", url: "/user/profile" });
    expect(other.body).not.toContain("modulepreload");
  });

  it("keeps unknown API paths as JSON 404s", async () => {
    const response = await larder.app.inject({ method: "GET", url: "/api/recipes-that-do-not-exist" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
  });
});
