import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app.js";

let larder: TestApp;
let webDir: string;
const bundle = `console.log(${JSON.stringify("x".repeat(5000))});`;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), "larder-web-"));
  fs.mkdirSync(path.join(webDir, "assets"));
  fs.writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>Larder</title><div id=root></div>");
  fs.writeFileSync(path.join(webDir, "assets", "index-abc123.js"), bundle);
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

  it("keeps unknown API paths as JSON 404s", async () => {
    const response = await larder.app.inject({ method: "GET", url: "/api/recipes-that-do-not-exist" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
  });
});
