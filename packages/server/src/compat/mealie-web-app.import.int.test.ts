import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Member } from "../test-support/test-context.js";
import { useTestContext } from "../test-support/test-context.js";
import { MealieWebApp } from "./mealie-client.js";

/** Mealie v1.12's web app on its import pages (r/create/url, bulk, debug), replayed as it sends them. */
const t = useTestContext({ env: { SCRAPER_ALLOW_PRIVATE_NETWORK: "true" } });

const page = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), "../scraper/fixtures/json-ld-graph.html"),
  "utf8",
);
let site: http.Server;
let base: string;
let cook: Member;
let app: MealieWebApp;

beforeAll(async () => {
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#e8c040" } })
    .jpeg()
    .toBuffer();
  // A recipe site on loopback: one page (under any name) and its photo.
  site = http.createServer((request, response) => {
    if (request.url?.endsWith(".jpg")) {
      response.writeHead(200, { "content-type": "image/jpeg" });
      response.end(photo);
    } else {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(page);
    }
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  cook = await t.newMember({ canOrganize: true });
  const { authorization } = await t.headersOf(cook);
  app = new MealieWebApp(t.app, authorization.slice("Bearer ".length));
});
afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

describe("Mealie's web app: importing recipes", () => {
  it("imports one address with {url, includeTags}: 201 and the slug as a bare JSON string", async () => {
    const response = await app.post("/api/recipes/create-url", { url: `${base}/one.html`, includeTags: false });
    expect(response.statusCode, response.body).toBe(201);
    const slug = response.json();
    expect(typeof slug).toBe("string");
    expect((await app.get(`/api/recipes/${slug}`)).json().orgURL).toBe(`${base}/one.html`);
  });

  it("starts a bulk import of {imports: [{url, categories, tags}]} with organizer objects and checks for 202", async () => {
    const tag = (await app.post("/api/organizers/tags", { name: "Imported" })).json();
    const response = await app.post("/api/recipes/create-url/bulk", {
      imports: [{ url: `${base}/bulk.html`, categories: [], tags: [tag] }],
    });
    expect(response.statusCode, response.body).toBe(202);
    const { reportId } = response.json();
    for (let attempt = 0; attempt < 200; attempt++) {
      const report = (await app.get(`/api/groups/reports/${reportId}`)).json();
      if (report.status !== "in-progress") break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const listed = await app.get("/api/groups/reports?report_type=bulk_import");
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([expect.objectContaining({ id: reportId, category: "bulk_import" })]);
    const tagged = await app.get(`/api/recipes?page=1&perPage=-1&tags=${tag.id}`);
    expect(tagged.json().items).toHaveLength(1);
  });

  it("shows the debug page's test scrape of {url, useOpenAI} as JSON", async () => {
    const response = await app.post("/api/recipes/test-scrape-url", { url: `${base}/debug.html`, useOpenAI: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(expect.any(Object));
  });

  it("sets a recipe's image from {url} alone", async () => {
    const created = await app.post("/api/recipes", { name: "Pictured Pudding" });
    const response = await app.post(`/api/recipes/${created.json()}/image`, { url: `${base}/pudding.jpg` });
    expect(response.statusCode, response.body).toBe(200);
    expect((await app.get(`/api/recipes/${created.json()}`)).json().image).toEqual(expect.any(String));
  });
});
