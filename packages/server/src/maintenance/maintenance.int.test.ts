import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { recipeFolder } from "../media/recipe-folders.js";
import { writeRecipeImage, writeTimelineEventImage } from "../media/recipe-images.js";
import { useTestContext } from "../test-support/test-context.js";

const t = useTestContext({ env: { LOG_LEVEL: "warn" } });

const TWO_HOURS_AGO = new Date(Date.now() - 2 * 60 * 60 * 1000);

/** Writes a file (and its folders), dated two hours ago unless it is meant to be fresh. */
async function put(file: string, content = "x", fresh = false): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
  if (!fresh) await fs.utimes(file, TWO_HOURS_AGO, TWO_HOURS_AGO);
}

async function age(folder: string): Promise<void> {
  await fs.utimes(folder, TWO_HOURS_AGO, TWO_HOURS_AGO);
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

describe("maintenance of the data folder", () => {
  it("finds and cleans only what nothing uses", async () => {
    const dataDir = t.config.dataDir;
    const admin = await t.defaultAdmin();
    const recipe = await t.newRecipe({ owner: admin });
    const image = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    await writeRecipeImage(dataDir, admin.groupId, recipe.id, image);
    const folder = recipeFolder(dataDir, admin.groupId, recipe.id);
    await put(path.join(folder, "images", "old-upload.jpg"));
    await put(path.join(folder, "assets", "card.pdf"));
    const goneEvent = randomUUID();
    await writeTimelineEventImage(dataDir, admin.groupId, recipe.id, goneEvent, image);
    await age(path.join(folder, "images", "timeline", goneEvent));

    const orphan = recipeFolder(dataDir, admin.groupId, randomUUID());
    await put(path.join(orphan, "images", "original.webp"));
    await age(path.join(orphan, "images"));
    await age(orphan);
    const notAnId = recipeFolder(dataDir, admin.groupId, "not-a-recipe");
    await put(path.join(notAnId, "x.txt"));
    await age(notAnId);
    // Written a moment ago: a recipe being imported may have its files before its row.
    const fresh = recipeFolder(dataDir, admin.groupId, randomUUID());
    await put(path.join(fresh, "images", "original.webp"), "x", true);
    // Another group's recipe id under this group's folder is no folder of a recipe of this group.
    const avatar = path.join(dataDir, "users", admin.id, "profile.webp");
    await put(avatar);
    const backup = path.join(dataDir, "backups", "larder-backup.zip");
    await put(backup);

    const as = t.as(admin);
    const summary = await as.get("/api/admin/maintenance");
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toEqual({ dataDirSize: expect.stringMatching(/\d/), cleanableImages: 4, cleanableDirs: 2 });

    const storage = await as.get("/api/admin/maintenance/storage");
    expect(storage.json()).toEqual({
      tempDirSize: "0 bytes",
      backupsDirSize: "1 bytes",
      groupsDirSize: expect.any(String),
      recipesDirSize: expect.any(String),
      userDirSize: "1 bytes",
    });

    const images = await as.post("/api/admin/maintenance/clean/images", {});
    expect(images.json()).toEqual({ message: expect.stringMatching(/^Removed 4 files/), error: false });
    for (const rendition of ["original.webp", "min-original.webp", "tiny-original.webp"]) {
      expect(await exists(path.join(folder, "images", rendition))).toBe(true);
    }
    expect(await exists(path.join(folder, "images", "old-upload.jpg"))).toBe(false);
    expect(await exists(path.join(folder, "images", "timeline", goneEvent))).toBe(false);

    const folders = await as.post("/api/admin/maintenance/clean/recipe-folders");
    expect(folders.json().message).toMatch(/^Removed 2 files/);
    expect(await exists(orphan)).toBe(false);
    expect(await exists(notAnId)).toBe(false);
    expect(await exists(fresh)).toBe(true);
    expect(await exists(path.join(folder, "assets", "card.pdf"))).toBe(true);
    expect(await exists(avatar)).toBe(true);
    expect(await exists(backup)).toBe(true);

    const image200 = await as.get(`/api/media/recipes/${recipe.id}/images/original.webp`);
    expect(image200.statusCode).toBe(200);
    expect((await as.get("/api/admin/maintenance")).json()).toMatchObject({ cleanableImages: 0, cleanableDirs: 0 });
  });

  it("keeps the images of timeline events that exist", async () => {
    const admin = await t.defaultAdmin();
    const recipe = await t.newRecipe({ owner: admin });
    const made = await t.as(admin).post("/api/recipes/timeline/events", {
      recipeId: recipe.id,
      subject: "Made it",
      eventType: "comment",
    });
    expect(made.statusCode).toBe(201);
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .webp()
      .toBuffer();
    await writeTimelineEventImage(t.config.dataDir, admin.groupId, recipe.id, made.json().id, image);
    const eventFolder = path.join(
      recipeFolder(t.config.dataDir, admin.groupId, recipe.id),
      "images",
      "timeline",
      made.json().id,
    );
    await age(eventFolder);
    await t.as(admin).post("/api/admin/maintenance/clean/images");
    expect(await exists(path.join(eventFolder, "original.webp"))).toBe(true);
  });

  it("empties the temp folder and half-written files, but not what is being written now", async () => {
    const admin = await t.defaultAdmin();
    const temp = path.join(t.config.dataDir, ".temp");
    await put(path.join(temp, "old-upload.zip"), "abc");
    await put(path.join(temp, "current-upload.zip"), "abc", true);
    const partial = path.join(t.config.dataDir, "groups", admin.groupId, "recipes", "x", "images", "a.webp.1.partial");
    await put(partial);

    const cleaned = await t.as(admin).post("/api/admin/maintenance/clean/temp");
    expect(cleaned.json()).toEqual({ message: "Removed 2 files (4 bytes)", error: false });
    expect(await exists(path.join(temp, "old-upload.zip"))).toBe(false);
    expect(await exists(path.join(temp, "current-upload.zip"))).toBe(true);
    expect(await exists(partial)).toBe(false);
  });

  it("answers a clean-up in the caller's language, the size written its way", async () => {
    const admin = await t.defaultAdmin();
    const temp = path.join(t.config.dataDir, ".temp");
    await put(path.join(temp, "left-1.zip"), "x".repeat(1024));
    await put(path.join(temp, "left-2.zip"), "x".repeat(512));
    const clean = (language: string, url: string) =>
      t.as(admin).inject({ method: "POST", url, headers: { "accept-language": language }, payload: {} });

    const german = await clean("de-DE", "/api/admin/maintenance/clean/temp");
    expect(german.json()).toEqual({ message: "2 Dateien entfernt (1,5 KiB)", error: false });
    await put(path.join(temp, "left-3.zip"), "abc");
    const russian = await clean("ru-RU", "/api/admin/maintenance/clean/temp");
    expect(russian.json()).toEqual({ message: "Удалён 1 файл (3 байта)", error: false });
    const nothing = await clean("en-US", "/api/admin/maintenance/clean/temp");
    expect(nothing.json()).toEqual({ message: "Removed 0 files (0 bytes)", error: false });
    const log = await clean("de-DE", "/api/admin/maintenance/clean/logs");
    expect(log.json().message).toMatch(/^Protokoll geleert \((\d+ Bytes?|\d+,\d KiB)\)$/);
  });

  it("shows the last lines of the server's log file, and empties it", async () => {
    const admin = await t.defaultAdmin();
    t.app.log.warn("first warning of the test");
    t.app.log.warn("second warning of the test");
    t.app.log.info("below the log level");

    const logs = await t.as(admin).get("/api/admin/maintenance/logs?lines=2");
    expect(logs.statusCode).toBe(200);
    const lines: string[] = logs.json().logs;
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0] as string).msg).toBe("first warning of the test");
    expect(JSON.parse(lines[1] as string).msg).toBe("second warning of the test");
    expect((await t.as(admin).get("/api/admin/maintenance/logs?lines=0")).statusCode).toBe(422);

    const cleaned = await t.as(admin).post("/api/admin/maintenance/clean/logs");
    expect(cleaned.statusCode).toBe(200);
    expect((await t.as(admin).get("/api/admin/maintenance/logs")).json()).toEqual({ logs: [] });
  });

  it("answers local analytics to administrators only", async () => {
    const admin = await t.defaultAdmin();
    const member = await t.newMember();
    await t.newRecipe({ owner: member });
    const analytics = await t.as(admin).get("/api/admin/analytics");
    expect(analytics.statusCode).toBe(200);
    expect(analytics.json()).toMatchObject({ installationId: "", databaseType: t.config.database.engine });
    expect(analytics.json().recipes).toBeGreaterThanOrEqual(1);
    expect(analytics.json().users).toBeGreaterThanOrEqual(2);
    for (const url of ["/api/admin/analytics", "/api/admin/maintenance", "/api/admin/maintenance/logs"]) {
      expect((await t.as(member).get(url)).statusCode).toBe(403);
      expect((await t.anonymous.get(url)).statusCode).toBe(401);
    }
    expect((await t.as(member).post("/api/admin/maintenance/clean/recipe-folders")).statusCode).toBe(403);
  });
});
