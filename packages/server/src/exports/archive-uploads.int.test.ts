import { performance } from "node:perf_hooks";
import { setImmediate, setTimeout } from "node:timers/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { deflatedEntry, type HandmadeEntry, handmadeZip, zeroBombEntry } from "../test-support/handmade-zips.js";
import { multipartFile } from "../test-support/multipart.js";
import { type Member, useTestContext } from "../test-support/test-context.js";

/**
 * 1.1 GiB of zeros, about 1.1 MB deflated: the bomb of the issue, under the 20 MiB upload limit.
 * Built in a fraction of a second; a reader that trusts the declared size inflates all of it, for seconds.
 */
const BOMB_MEBIBYTES = 1126;
/**
 * Far above what a reader that stops at the declared size makes others wait (a few ms; the figure
 * itself is a benchmark's matter), far below what one that inflates the bomb holds them (seconds),
 * so that a loaded CI machine's pauses do not decide the test.
 */
const ABOUT_BUDGET_MS = 1000;
/**
 * An honest archive near the cap is inflated for longer, in slices whose copies a loaded 2-core CI
 * machine stretches to tens of milliseconds; inflating it in one piece held requests 1.1 to 1.9 s.
 */
const HONEST_ARCHIVE_BUDGET_MS = 500;
/** How often the other client wants to ask. */
const PACE_MS = 10;

const t = useTestContext();
let member: Member;
let bomb: HandmadeEntry;

beforeAll(async () => {
  member = await t.newMember();
  await t.headersOf(member);
  bomb = await zeroBombEntry("bomb.json", BOMB_MEBIBYTES);
  // The first calls of a route pay for its set-up; the latencies measured are those of the upload.
  await t.anonymous.get("/api/app/about");
  const warmUp = multipartFile("archive", "recipe.zip", Buffer.from("not a zip"), "application/zip");
  expect((await t.as(member).upload("/api/recipes/create-from-zip", warmUp)).statusCode).toBe(400);
});

const recipeJson = (name: string, extra: Record<string, unknown> = {}) =>
  deflatedEntry(`${name.toLowerCase().replace(/ /g, "-")}.json`, Buffer.from(JSON.stringify({ name, ...extra })));

async function recipeCount() {
  const row = await t.db
    .selectFrom("recipes")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("group_id", "=", member.groupId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Sends `entries` as a recipe zip to create-from-zip while another client asks `GET /api/app/about`
 * every 10 ms until the upload is answered. A call's latency counts from when it was due, not from
 * when the client got to send it: a stalled event loop delays the sending too.
 */
async function uploadWhileOthersAsk(entries: HandmadeEntry[]) {
  const form = multipartFile("archive", "recipe.zip", handmadeZip(entries), "application/zip");
  let uploading = true;
  const upload = t
    .as(member)
    .upload("/api/recipes/create-from-zip", form)
    .finally(() => {
      uploading = false;
    });
  const latencies: number[] = [];
  let due = performance.now();
  while (uploading) {
    const wait = due - performance.now();
    await (wait > 0 ? setTimeout(wait) : setImmediate());
    const about = await t.anonymous.get("/api/app/about");
    const answered = performance.now();
    expect(about.statusCode).toBe(200);
    latencies.push(answered - due);
    due = Math.max(answered, due + PACE_MS);
  }
  const response = await upload;
  const slowest = Math.max(...latencies);
  console.info(
    `create-from-zip ${response.statusCode}: ${latencies.length} about calls, slowest ${slowest.toFixed(1)} ms`,
  );
  return { response, slowest };
}

describe("archive uploads", () => {
  it("refuses a zip bomb with a 400 without holding the other requests", async () => {
    const before = await recipeCount();
    const { response, slowest } = await uploadWhileOthersAsk([bomb]);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.message).toBe("bomb.json expands beyond the size the archive declares for it");
    expect(slowest).toBeLessThan(ABOUT_BUDGET_MS);
    expect(await recipeCount()).toBe(before);
  });

  it("refuses the same bomb as an asset of a sound recipe, and creates nothing", async () => {
    const before = await recipeCount();
    const recipe = recipeJson("Bombed Pancakes", {
      assets: [{ name: "Card", icon: "mdi-file", fileName: "card.pdf" }],
    });
    const { response, slowest } = await uploadWhileOthersAsk([recipe, { ...bomb, name: "assets/card.pdf" }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.message).toBe("assets/card.pdf expands beyond the size the archive declares for it");
    expect(slowest).toBeLessThan(ABOUT_BUDGET_MS);
    expect(await recipeCount()).toBe(before);
  });

  it("reads an archive that honestly expands to nearly its cap without holding other requests", async () => {
    const filler = Buffer.alloc(24 * 1024 * 1024);
    const { response, slowest } = await uploadWhileOthersAsk([
      recipeJson("Heavy Pancakes"),
      ...Array.from({ length: 4 }, (_, index) => deflatedEntry(`assets/filler-${index}.bin`, filler)),
    ]);
    expect(response.statusCode).toBe(201);
    expect(slowest).toBeLessThan(HONEST_ARCHIVE_BUDGET_MS);
  });

  it("refuses an entry whose data or checksum is damaged, and creates nothing", async () => {
    const before = await recipeCount();
    const sound = recipeJson("Damaged Pancakes", { description: "golden ".repeat(100) });
    const flipped = Buffer.from(sound.data);
    flipped[Math.floor(flipped.length / 2)] ^= 0xff;
    for (const entry of [
      { ...sound, data: flipped },
      { ...sound, crc: (sound.crc ^ 0x10) >>> 0 },
    ]) {
      const form = multipartFile("archive", "recipe.zip", handmadeZip([entry]), "application/zip");
      const response = await t.as(member).upload("/api/recipes/create-from-zip", form);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail.message).toMatch(/^damaged-pancakes\.json is damaged/);
    }
    expect(await recipeCount()).toBe(before);
  });

  it("refuses an archive with a path that leaves its folder", async () => {
    const form = multipartFile(
      "archive",
      "recipe.zip",
      handmadeZip([recipeJson("Wandering Pancakes"), deflatedEntry("../../escape.txt", Buffer.from("out"))]),
      "application/zip",
    );
    const response = await t.as(member).upload("/api/recipes/create-from-zip", form);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.message).toBe("../../escape.txt has a path that leaves the archive's folder");
  });
});
