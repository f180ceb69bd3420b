import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recipeFolder } from "../media/recipe-folders.js";
import { writeTimelineEventImage } from "../media/recipe-images.js";
import { type Member, testContext, useTestContext } from "../test-support/test-context.js";

const t = useTestContext({ env: { SCRAPER_ALLOW_PRIVATE_NETWORK: "true" } });
let owner: Member;
let member: Member;
let admin: Member;
let imageServer: http.Server;
let imageBase: string;
const imageServerHits: string[] = [];

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c06030" } })
    .png()
    .toBuffer();

beforeAll(async () => {
  owner = await t.newMember({ group: "default" });
  member = await t.newMember({ group: owner.group });
  admin = await t.defaultAdmin();
  for (const caller of [owner, member, admin]) await t.headersOf(caller);

  const photo = await png(1200, 800);
  imageServer = http.createServer((request, response) => {
    imageServerHits.push(request.url ?? "");
    if (request.url === "/photo.png") {
      response.writeHead(200, { "content-type": "image/png" });
      response.end(photo);
    } else if (request.url === "/moved") {
      response.writeHead(302, { location: "/photo.png" });
      response.end();
    } else if (request.url === "/page.html") {
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<html>not an image</html>");
    } else if (request.url === "/lying.png") {
      response.writeHead(200, { "content-type": "image/png" });
      response.end("this is not a png");
    } else {
      response.writeHead(404, { "content-type": "text/plain" });
      response.end("missing");
    }
  });
  await new Promise<void>((resolve) => imageServer.listen(0, "127.0.0.1", resolve));
  imageBase = `http://127.0.0.1:${(imageServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => imageServer.close(resolve));
});

/** A multipart body with text fields and one file, in the given order. */
function form(parts: ({ field: string; value: string } | { field: string; file: Buffer; filename: string })[]) {
  const boundary = "----larder-media-test";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ("file" in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        part.file,
        Buffer.from("\r\n"),
      );
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

function putImage(caller: Member, slug: string, image: Buffer, extension = "png") {
  const body = form([
    { field: "image", file: image, filename: `photo.${extension}` },
    { field: "extension", value: extension },
  ]);
  return t.as(caller).upload(`/api/recipes/${slug}/image`, body, "PUT");
}

function postAsset(caller: Member, slug: string, fields: Record<string, string>, file: Buffer) {
  const body = form([
    ...Object.entries(fields).map(([field, value]) => ({ field, value })),
    { field: "file", file, filename: "upload.bin" },
  ]);
  return t.as(caller).upload(`/api/recipes/${slug}/assets`, body);
}

const imagesFolder = (recipe: { id: string; groupId: string }) =>
  path.join(recipeFolder(t.config.dataDir, recipe.groupId, recipe.id), "images");

async function sizeOf(file: string) {
  const { width, height, format } = await sharp(file).metadata();
  return { width, height, format };
}

async function imageKey(recipeId: string) {
  const row = await t.db.selectFrom("recipes").select("image").where("id", "=", recipeId).executeTakeFirstOrThrow();
  return row.image;
}

describe("PUT /api/recipes/{slug}/image", () => {
  it("stores three WebP renditions: capped original, a really smaller card image and a 300 px square", async () => {
    const recipe = await t.newRecipe({ owner });
    const response = await putImage(owner, recipe.slug, await png(3000, 2000));
    expect(response.statusCode).toBe(200);
    expect(response.json().image).toBe(await imageKey(recipe.id));

    const folder = imagesFolder(recipe);
    expect(await sizeOf(path.join(folder, "original.webp"))).toEqual({ width: 2048, height: 1365, format: "webp" });
    expect(await sizeOf(path.join(folder, "min-original.webp"))).toEqual({ width: 600, height: 400, format: "webp" });
    expect(await sizeOf(path.join(folder, "tiny-original.webp"))).toEqual({ width: 300, height: 300, format: "webp" });
  });

  it("never enlarges a small picture, and takes the form's fields in any order", async () => {
    const recipe = await t.newRecipe({ owner });
    const body = form([
      { field: "extension", value: "png" },
      { field: "image", file: await png(400, 200), filename: "small.png" },
    ]);
    const response = await t.as(owner).upload(`/api/recipes/${recipe.slug}/image`, body, "PUT");
    expect(response.statusCode).toBe(200);
    const folder = imagesFolder(recipe);
    expect(await sizeOf(path.join(folder, "original.webp"))).toMatchObject({ width: 400, height: 200 });
    expect(await sizeOf(path.join(folder, "min-original.webp"))).toMatchObject({ width: 400, height: 200 });
    expect(await sizeOf(path.join(folder, "tiny-original.webp"))).toMatchObject({ width: 300, height: 300 });
  });

  it("gives a new cache key on every upload and removes older image files", async () => {
    const recipe = await t.newRecipe({ owner });
    const first = (await putImage(owner, recipe.slug, await png(50, 50))).json().image;
    fs.writeFileSync(path.join(imagesFolder(recipe), "original.jpg"), "left over from an old version");
    const second = (await putImage(owner, recipe.slug, await png(60, 60))).json().image;
    expect(first).toEqual(expect.any(String));
    expect(second).not.toBe(first);
    expect(await imageKey(recipe.id)).toBe(second);
    expect(fs.readdirSync(imagesFolder(recipe)).sort()).toEqual([
      "min-original.webp",
      "original.webp",
      "tiny-original.webp",
    ]);
  });

  it("accepts JPEG, WebP, GIF and AVIF", async () => {
    const recipe = await t.newRecipe({ owner });
    const source = sharp({ create: { width: 64, height: 48, channels: 3, background: "#208040" } });
    for (const [extension, image] of [
      ["jpg", await source.clone().jpeg().toBuffer()],
      ["webp", await source.clone().webp().toBuffer()],
      ["gif", await source.clone().gif().toBuffer()],
      ["avif", await source.clone().avif().toBuffer()],
    ] as const) {
      const response = await putImage(owner, recipe.slug, image, extension);
      expect({ extension, status: response.statusCode }).toEqual({ extension, status: 200 });
    }
    expect(await sizeOf(path.join(imagesFolder(recipe), "original.webp"))).toMatchObject({ width: 64, height: 48 });
  });

  it("refuses what is not an image with 400 and a message, and keeps the current image", async () => {
    const recipe = await t.newRecipe({ owner });
    const key = (await putImage(owner, recipe.slug, await png(40, 40))).json().image;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (const bad of [Buffer.from("definitely not an image"), Buffer.alloc(0), svg]) {
      const response = await putImage(owner, recipe.slug, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail.message).toMatch(/not a JPEG, PNG, WebP, GIF or AVIF image/);
    }
    expect(await imageKey(recipe.id)).toBe(key);

    const noFile = form([{ field: "extension", value: "png" }]);
    const missing = await t.as(owner).upload(`/api/recipes/${recipe.slug}/image`, noFile, "PUT");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail.message).toBe("Send the file in the field 'image'");
    const json = await t.as(owner).put(`/api/recipes/${recipe.slug}/image`, { image: "x" });
    expect(json.statusCode).toBe(400);
  });

  it("refuses a file larger than 20 MB with 400", async () => {
    const recipe = await t.newRecipe({ owner });
    const response = await putImage(owner, recipe.slug, Buffer.alloc(21 * 1024 * 1024));
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.message).toBe("The file is larger than 20 MB");
  });

  it("lets only the owner or an administrator change a locked recipe", async () => {
    const recipe = await t.newRecipe({ owner, locked: true });
    const refused = await putImage(member, recipe.slug, await png(20, 20));
    expect(refused.statusCode).toBe(403);
    expect(await imageKey(recipe.id)).toBeNull();
    expect((await putImage(owner, recipe.slug, await png(20, 20))).statusCode).toBe(200);
    expect((await putImage(admin, recipe.slug, await png(20, 20))).statusCode).toBe(200);

    const open = await t.newRecipe({ owner });
    expect((await putImage(member, open.slug, await png(20, 20))).statusCode).toBe(200);
  });

  it("answers 404 for a recipe of another group or none at all", async () => {
    const theirs = await t.newRecipe();
    expect((await putImage(owner, theirs.slug, await png(20, 20))).statusCode).toBe(404);
    expect((await putImage(owner, "no-such-recipe", await png(20, 20))).statusCode).toBe(404);
    expect(fs.existsSync(imagesFolder(theirs))).toBe(false);
  });
});

describe("POST /api/recipes/{slug}/image (by address)", () => {
  const byUrl = (caller: Member, slug: string, url: string) => t.as(caller).post(`/api/recipes/${slug}/image`, { url });

  it("fetches the image, following a redirect, and stores the renditions", async () => {
    const recipe = await t.newRecipe({ owner });
    const response = await byUrl(owner, recipe.slug, `${imageBase}/moved`);
    expect(response.statusCode).toBe(200);
    expect(response.json().image).toBe(await imageKey(recipe.id));
    expect(await sizeOf(path.join(imagesFolder(recipe), "min-original.webp"))).toMatchObject({
      width: 600,
      height: 400,
    });
  });

  it("refuses pages, broken images, missing files and non-web addresses with 400", async () => {
    const recipe = await t.newRecipe({ owner });
    const cases = [
      [`${imageBase}/page.html`, "The address does not point to an image"],
      [`${imageBase}/lying.png`, "Image upload failed: the file is not a JPEG, PNG, WebP, GIF or AVIF image"],
      [`${imageBase}/gone.png`, "The image could not be fetched: the address answered 404"],
      ["file:///etc/passwd", "The image could not be fetched: Only http and https addresses can be fetched, not file:"],
    ];
    for (const [url, message] of cases) {
      const response = await byUrl(owner, recipe.slug, url as string);
      expect({ url, status: response.statusCode, message: response.json().detail.message }).toEqual({
        url,
        status: 400,
        message,
      });
    }
    expect(await imageKey(recipe.id)).toBeNull();
  });

  it("refuses private addresses unless SCRAPER_ALLOW_PRIVATE_NETWORK is set", async () => {
    const guarded = await testContext();
    try {
      const user = await guarded.newMember({ group: "default" });
      await guarded.headersOf(user);
      const recipe = await guarded.newRecipe({ owner: user });
      const hitsBefore = imageServerHits.length;
      for (const url of [`${imageBase}/photo.png`, `${imageBase.replace("127.0.0.1", "localhost")}/photo.png`]) {
        const response = await guarded.as(user).post(`/api/recipes/${recipe.slug}/image`, { url });
        expect(response.statusCode).toBe(400);
        expect(response.json().detail.message).toMatch(/is not an address Larder may fetch from/);
      }
      expect(imageServerHits.length).toBe(hitsBefore);
    } finally {
      await guarded.close();
    }
  });
});

describe("POST /api/recipes/{slug}/assets and the media routes", () => {
  it("stores an asset under a safe name, lists it at the end and serves it back", async () => {
    const recipe = await t.newRecipe({ owner });
    const pdf = Buffer.from("%PDF-1.4 a tiny pdf");
    const first = await postAsset(
      owner,
      recipe.slug,
      { name: "Grandma's Card", icon: "mdi-file-pdf-box", extension: "pdf" },
      pdf,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ name: "Grandma's Card", icon: "mdi-file-pdf-box", fileName: "grandmas-card.pdf" });
    const second = await postAsset(
      owner,
      recipe.slug,
      { name: "../../../etc/passwd", icon: "mdi-file", extension: ".TXT" },
      Buffer.from("notes"),
    );
    expect(second.json().fileName).toBe("etc-passwd.txt");

    const rows = await t.db
      .selectFrom("recipe_assets")
      .select(["name", "file_name", "position"])
      .where("recipe_id", "=", recipe.id)
      .orderBy("position")
      .execute();
    expect(rows).toEqual([
      { name: "Grandma's Card", file_name: "grandmas-card.pdf", position: 0 },
      { name: "../../../etc/passwd", file_name: "etc-passwd.txt", position: 1 },
    ]);

    const served = await t.as(owner).inject({ url: `/api/media/recipes/${recipe.id}/assets/grandmas-card.pdf` });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });

  it("refuses a bad extension or a missing name with 400", async () => {
    const recipe = await t.newRecipe({ owner });
    for (const fields of [
      { name: "x", icon: "mdi-file", extension: "../../x" },
      { name: "x", icon: "mdi-file", extension: "" },
      { name: "  ", icon: "mdi-file", extension: "pdf" },
    ]) {
      expect((await postAsset(owner, recipe.slug, fields, Buffer.from("x"))).statusCode).toBe(400);
    }
  });

  it("never serves an uploaded page inline", async () => {
    const recipe = await t.newRecipe({ owner });
    await postAsset(
      owner,
      recipe.slug,
      { name: "page", icon: "mdi-file", extension: "html" },
      Buffer.from("<script>alert(1)</script>"),
    );
    const served = await t.as(owner).inject({ url: `/api/media/recipes/${recipe.id}/assets/page.html` });
    expect(served.headers["content-type"]).toBe("application/octet-stream");
    expect(served.headers["content-disposition"]).toMatch(/^attachment/);
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("serves images with validators, and for good when the URL carries a version", async () => {
    const recipe = await t.newRecipe({ owner });
    const key = (await putImage(owner, recipe.slug, await png(100, 80))).json().image;
    const url = `/api/media/recipes/${recipe.id}/images/min-original.webp`;
    const plain = await t.as(owner).inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-type"]).toBe("image/webp");
    expect(plain.headers["cache-control"]).toBe("private, no-cache");
    expect(plain.headers.etag).toEqual(expect.any(String));
    expect(plain.headers["last-modified"]).toEqual(expect.any(String));
    expect((await sharp(plain.rawPayload).metadata()).width).toBe(100);

    const again = await t.as(owner).inject({ url, headers: { "if-none-match": String(plain.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const since = await t.as(owner).inject({
      url,
      headers: { "if-modified-since": String(plain.headers["last-modified"]) },
    });
    expect(since.statusCode).toBe(304);

    const versioned = await t.as(owner).inject({ url: `${url}?version=${key}` });
    expect(versioned.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    const rnd = await t.as(owner).inject({ url: `/api/media/recipes/${recipe.id}/images/original.webp?rnd=1` });
    expect(rnd.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
  });

  it("serves timeline event photos from the recipe's folder", async () => {
    const recipe = await t.newRecipe({ owner });
    const eventId = "6f1c1f57-8f6e-4a4e-9d37-1b1c5f1f0a11";
    await writeTimelineEventImage(t.config.dataDir, recipe.groupId, recipe.id, eventId, await png(900, 900));
    const response = await t.as(owner).inject({
      url: `/api/media/recipes/${recipe.id}/images/timeline/${eventId}/tiny-original.webp`,
    });
    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 300, height: 300 });
    const other = "6f1c1f57-8f6e-4a4e-9d37-1b1c5f1f0a12";
    expect(
      (await t.as(owner).inject({ url: `/api/media/recipes/${recipe.id}/images/timeline/${other}/original.webp` }))
        .statusCode,
    ).toBe(404);
  });

  it("answers 404 to missing files, unknown recipes and every path trick", async () => {
    const recipe = await t.newRecipe({ owner });
    await putImage(owner, recipe.slug, await png(30, 30));
    await postAsset(owner, recipe.slug, { name: "card", icon: "mdi-file", extension: "txt" }, Buffer.from("x"));
    const base = `/api/media/recipes/${recipe.id}`;
    for (const url of [
      `/api/media/recipes/00000000-0000-4000-8000-000000000000/images/original.webp`,
      `/api/media/recipes/not-a-uuid/images/original.webp`,
      `${base}/images/original.png`,
      `${base}/images/..%2F..%2F..%2F..%2Flarder.db`,
      `${base}/images/..%2Fassets%2Fcard.txt`,
      `${base}/assets/..%2Fimages%2Foriginal.webp`,
      `${base}/assets/..`,
      `${base}/assets/.hidden`,
      `${base}/assets/missing.pdf`,
      `${base}/images/timeline/..%2F..%2F/original.webp`,
      `${base}/images/timeline/not-a-uuid/original.webp`,
    ]) {
      const response = await t.as(owner).inject({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
    // A NUL character is refused in any address (http/nul-characters.ts).
    expect((await t.as(owner).inject({ url: `${base}/assets/card.txt%00.pdf` })).statusCode).toBe(400);
    expect((await t.as(owner).inject({ url: `${base}/assets/card.txt` })).statusCode).toBe(200);
  });
});
