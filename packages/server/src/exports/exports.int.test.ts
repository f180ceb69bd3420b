import fs from "node:fs";
import path from "node:path";
import { unzipSync, zipSync } from "fflate";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { loadTokenSecret } from "../auth/token-secret.js";
import { recipeFolder } from "../media/recipe-folders.js";
import { type Member, useTestContext } from "../test-support/test-context.js";
import { FileTokens } from "./file-tokens.js";

const t = useTestContext();
let alice: Member;
let amber: Member;
let bob: Member;
let betaId: string;

beforeAll(async () => {
  const alpha = await t.newGroup({ name: "Alpha Kitchen" });
  const beta = await t.newGroup({ name: "Beta Kitchen" });
  betaId = beta.id;
  alice = await t.newMember({ group: alpha, canOrganize: true });
  amber = await t.newMember({ group: alpha });
  bob = await t.newMember({ group: beta });
  for (const member of [alice, amber, bob]) await t.headersOf(member);
});

/** Alice's session token, which is no file or export token. */
const aliceToken = async () => (await t.headersOf(alice)).authorization.slice(7);

function multipart(field: string, filename: string, content: Uint8Array, extra: Record<string, string> = {}) {
  const boundary = "----larder-export-test";
  const parts = Object.entries(extra).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(parts.join("")),
      Buffer.from(head),
      Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(member: Member, url: string, form: ReturnType<typeof multipart>, method: "POST" | "PUT" = "POST") {
  return t.as(member).upload(url, form, method);
}

const createFromZip = (member: Member, archive: Uint8Array) =>
  upload(member, "/api/recipes/create-from-zip", multipart("archive", "recipe.zip", archive));

async function fullRecipe(member: Member, name: string) {
  const slug = (await t.as(member).post("/api/recipes", { name })).json();
  const updated = await t.as(member).put(`/api/recipes/${slug}`, {
    name,
    description: "Crisp edges, soft middle.",
    recipeYield: "4 servings",
    totalTime: "1 hour",
    orgURL: "https://example.com/recipe",
    recipeCategory: [{ name: "Breakfast" }],
    tags: [{ name: "Sunday" }, { name: "Family" }],
    tools: [{ name: "Griddle" }],
    recipeIngredient: [
      {
        title: "Batter",
        quantity: 2,
        unit: { name: "cup" },
        food: { name: "flour" },
        note: "sifted",
        referenceId: "9b0e8b3c-0bd7-4b8e-9a43-5cfd3cb2f9a1",
      },
      { quantity: 1, unit: null, food: { name: "egg" }, note: "", referenceId: "1d3c7c2e-5f65-4b6e-8d89-9a1e2f3b4c5d" },
    ],
    recipeInstructions: [
      {
        title: "Mix",
        text: "Whisk the flour and the egg.",
        ingredientReferences: [{ referenceId: "9b0e8b3c-0bd7-4b8e-9a43-5cfd3cb2f9a1" }],
      },
      { text: "Cook on the griddle." },
    ],
    notes: [{ title: "Tip", text: "Rest the batter." }],
    nutrition: { calories: "350" },
    extras: { source: "grandma" },
  });
  expect(updated.statusCode).toBe(200);
  const image = await sharp({ create: { width: 1000, height: 700, channels: 3, background: "#d09040" } })
    .png()
    .toBuffer();
  expect(
    (
      await upload(
        member,
        `/api/recipes/${slug}/image`,
        multipart("image", "p.png", image, { extension: "png" }),
        "PUT",
      )
    ).statusCode,
  ).toBe(200);
  const asset = multipart("file", "card.pdf", Buffer.from("%PDF-1.4 card"), {
    name: "Recipe card",
    icon: "mdi-file-pdf-box",
    extension: "pdf",
  });
  expect((await upload(member, `/api/recipes/${slug}/assets`, asset)).statusCode).toBe(200);
  return (await t.as(member).get(`/api/recipes/${slug}`)).json();
}

async function downloadZip(member: Member, slug: string) {
  const { token } = (await t.as(member).post(`/api/recipes/${slug}/exports`)).json();
  expect(token).toEqual(expect.any(String));
  const response = await t.as(member).get(`/api/recipes/${slug}/exports/zip?token=${encodeURIComponent(token)}`);
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("application/zip");
  expect(response.headers["content-disposition"]).toContain(`${slug}.zip`);
  return response.rawPayload;
}

async function recipeCount(groupId: string) {
  const row = await t.db
    .selectFrom("recipes")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("group_id", "=", groupId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe("recipe exports", () => {
  it("lists the formats Larder has: the JSON and the zip, no templates", async () => {
    const response = await t.as(alice).get("/api/recipes/exports");
    expect(response.json()).toEqual({ json: ["raw"], zip: ["zip"], jinja2: [] });
  });

  it("gives the recipe JSON as a file for the raw template, 404 for others", async () => {
    const recipe = await t.newRecipe({ owner: alice });
    const raw = await t.as(alice).get(`/api/recipes/${recipe.slug}/exports?template_name=raw`);
    expect(raw.statusCode).toBe(200);
    expect(raw.headers["content-disposition"]).toContain(`${recipe.slug}.json`);
    expect(raw.json()).toMatchObject({ id: recipe.id, slug: recipe.slug, name: recipe.name });
    const other = await t.as(alice).get(`/api/recipes/${recipe.slug}/exports?template_name=recipes.md`);
    expect(other.statusCode).toBe(404);
  });

  it("zips the recipe JSON, its image and its assets", async () => {
    const recipe = await fullRecipe(alice, "Zipped Pancakes");
    const files = unzipSync(await downloadZip(alice, recipe.slug));
    expect(Object.keys(files).sort()).toEqual(["assets/recipe-card.pdf", "original.webp", "zipped-pancakes.json"]);
    const json = JSON.parse(Buffer.from(files["zipped-pancakes.json"] as Uint8Array).toString());
    expect(json).toEqual(recipe);
    expect((await sharp(files["original.webp"] as Uint8Array).metadata()).format).toBe("webp");
  });

  it("refuses a missing, forged, expired-looking or foreign token with 403", async () => {
    const mine = await t.newRecipe({ owner: alice });
    const other = await t.newRecipe({ owner: alice });
    const { token } = (await t.as(alice).post(`/api/recipes/${mine.slug}/exports`)).json();
    for (const url of [
      `/api/recipes/${mine.slug}/exports/zip`,
      `/api/recipes/${mine.slug}/exports/zip?token=nonsense`,
      `/api/recipes/${mine.slug}/exports/zip?token=${await aliceToken()}`,
      `/api/recipes/${other.slug}/exports/zip?token=${token}`,
    ]) {
      expect({ url, status: (await t.as(alice).get(url)).statusCode }).toEqual({ url, status: 403 });
    }
  });

  it("round-trips through create-from-zip into another group: new ids, organizers and foods by name", async () => {
    const original = await fullRecipe(alice, "Travelling Waffles");
    const archive = await downloadZip(alice, original.slug);
    const response = await createFromZip(bob, archive);
    expect(response.statusCode).toBe(201);
    const slug = response.json();
    expect(slug).toBe("travelling-waffles");

    const copy = (await t.as(bob).get(`/api/recipes/${slug}`)).json();
    expect(copy.id).not.toBe(original.id);
    expect(copy.groupId).toBe(betaId);
    expect(copy.userId).toBe(bob.id);
    for (const key of ["name", "description", "recipeYield", "totalTime", "orgURL", "nutrition", "extras", "notes"]) {
      expect(copy[key]).toEqual(original[key]);
    }
    const names = (list: { name: string }[]) => list.map((item) => item.name).sort();
    expect(names(copy.tags)).toEqual(["Family", "Sunday"]);
    expect(names(copy.recipeCategory)).toEqual(["Breakfast"]);
    expect(names(copy.tools)).toEqual(["Griddle"]);
    const alphaTagIds = original.tags.map((tag: { id: string }) => tag.id);
    for (const tag of copy.tags) expect(alphaTagIds).not.toContain(tag.id);
    expect(copy.recipeIngredient.map((row: { food: { name: string } }) => row.food.name)).toEqual(["flour", "egg"]);
    expect(copy.recipeIngredient[0].food.id).not.toBe(original.recipeIngredient[0].food.id);
    expect(copy.recipeIngredient[0].unit.name).toBe("cup");
    expect(copy.recipeInstructions.map((step: { text: string }) => step.text)).toEqual([
      "Whisk the flour and the egg.",
      "Cook on the griddle.",
    ]);
    expect(copy.recipeInstructions[0].id).not.toBe(original.recipeInstructions[0].id);
    expect(copy.recipeInstructions[0].ingredientReferences).toEqual([
      { referenceId: copy.recipeIngredient[0].referenceId },
    ]);

    expect(copy.image).toEqual(expect.any(String));
    const images = path.join(recipeFolder(t.config.dataDir, betaId, copy.id), "images");
    expect(fs.readdirSync(images).sort()).toEqual(["min-original.webp", "original.webp", "tiny-original.webp"]);
    expect((await sharp(path.join(images, "min-original.webp")).metadata()).width).toBe(600);
    expect(copy.assets).toEqual([{ name: "Recipe card", icon: "mdi-file-pdf-box", fileName: "recipe-card.pdf" }]);
    const asset = await t.as(bob).get(`/api/media/recipes/${copy.id}/assets/recipe-card.pdf`);
    expect(asset.body).toBe("%PDF-1.4 card");

    const events = await t.db
      .selectFrom("timeline_events")
      .select(["subject", "event_type"])
      .where("recipe_id", "=", copy.id)
      .execute();
    expect(events).toEqual([{ subject: "Recipe Created", event_type: "system" }]);
  });

  it("re-imports into the same group under the next free name, reusing its organizers", async () => {
    const original = await fullRecipe(alice, "Home Crepes");
    const response = await createFromZip(alice, await downloadZip(alice, original.slug));
    expect(response.json()).toBe("home-crepes-1");
    const copy = (await t.as(alice).get("/api/recipes/home-crepes-1")).json();
    expect(copy.name).toBe("Home Crepes (1)");
    const ids = (list: { id: string }[]) => list.map((item) => item.id).sort();
    expect(ids(copy.tags)).toEqual(ids(original.tags));
    expect(copy.recipeIngredient[0].food.id).toBe(original.recipeIngredient[0].food.id);
  });

  it("reads a Mealie-style zip with only the JSON", async () => {
    const json = { name: "Plain Import", description: "from elsewhere", recipeIngredient: [{ note: "1 cup milk" }] };
    const archive = zipSync({ "plain-import.json": Buffer.from(JSON.stringify(json)) });
    const response = await createFromZip(bob, archive);
    expect(response.statusCode).toBe(201);
    const recipe = (await t.as(bob).get(`/api/recipes/${response.json()}`)).json();
    expect(recipe.description).toBe("from elsewhere");
    expect(recipe.image).toBeNull();
  });

  it("refuses garbage with 400 and a message, and creates nothing", async () => {
    const before = await recipeCount(betaId);
    const notAnImage = Buffer.from("not an image at all");
    const cases: [Uint8Array, RegExp][] = [
      [Buffer.from("this is not a zip"), /not a zip archive/],
      [Buffer.alloc(0), /not a zip archive|Send the file/],
      [zipSync({ "readme.txt": Buffer.from("hello") }), /no recipe/],
      [zipSync({ "x.json": Buffer.from("{ not json") }), /not valid JSON/],
      [zipSync({ "x.json": Buffer.from(JSON.stringify({ description: "nameless" })) }), /no name/],
      [zipSync({ "x.json": Buffer.from(JSON.stringify({ name: "X", tags: "oops" })) }), /not a recipe/],
      [
        zipSync({ "bad-image.json": Buffer.from(JSON.stringify({ name: "Bad Image" })), "original.webp": notAnImage }),
        /not a JPEG, PNG, WebP, GIF or AVIF image/,
      ],
    ];
    for (const [archive, message] of cases) {
      const response = await createFromZip(bob, archive);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail.message).toMatch(message);
    }
    expect(await recipeCount(betaId)).toBe(before);
  });
});

describe("bulk actions", () => {
  async function organizerNames(recipeId: string, kind: "tags" | "categories") {
    const link = kind === "tags" ? "recipes_to_tags" : "recipes_to_categories";
    const column = kind === "tags" ? "tag_id" : "category_id";
    const rows = await t.db
      .selectFrom(`${link} as link` as "recipes_to_tags as link")
      .innerJoin(`${kind} as o` as "tags as o", "o.id", `link.${column}` as "link.tag_id")
      .select("o.name")
      .where("link.recipe_id", "=", recipeId)
      .orderBy("o.name")
      .execute();
    return rows.map((row) => row.name);
  }

  async function recipeRow(id: string) {
    return t.db.selectFrom("recipes").selectAll().where("id", "=", id).executeTakeFirst();
  }

  it("tags and categorizes the group's recipes only, creating missing organizers, keeping existing links", async () => {
    const first = await t.newRecipe({ owner: alice });
    const second = await t.newRecipe({ owner: amber });
    const theirs = await t.newRecipe({ owner: bob });
    const existing = (await t.as(alice).post("/api/organizers/tags", { name: "Quick" })).json();
    const body = {
      recipes: [first.slug, second.slug, theirs.slug, "no-such-recipe"],
      tags: [existing, { id: "00000000-0000-4000-8000-000000000000", name: "Brand New", slug: "brand-new" }],
    };
    const tagged = await t.as(alice).post("/api/recipes/bulk-actions/tag", body);
    expect(tagged.statusCode).toBe(200);
    expect(tagged.json()).toEqual({ message: "Tagged 2 recipes", error: false });
    expect(await organizerNames(first.id, "tags")).toEqual(["Brand New", "Quick"]);
    expect(await organizerNames(second.id, "tags")).toEqual(["Brand New", "Quick"]);
    expect(await organizerNames(theirs.id, "tags")).toEqual([]);
    expect((await t.as(alice).post("/api/recipes/bulk-actions/tag", body)).statusCode).toBe(200);
    expect(await organizerNames(first.id, "tags")).toEqual(["Brand New", "Quick"]);

    const categorized = await t.as(alice).post("/api/recipes/bulk-actions/categorize", {
      recipes: [first.slug, theirs.slug],
      categories: [{ id: "not-an-id", name: "Dinner", slug: "dinner" }],
    });
    expect(categorized.json()).toEqual({ message: "Categorized 1 recipe", error: false });
    expect(await organizerNames(first.id, "categories")).toEqual(["Dinner"]);
    expect(await organizerNames(theirs.id, "categories")).toEqual([]);
  });

  it("skips locked recipes of other owners", async () => {
    const locked = await t.newRecipe({ owner: alice, locked: true });
    const response = await t.as(amber).post("/api/recipes/bulk-actions/tag", {
      recipes: [locked.slug],
      tags: [{ id: "00000000-0000-4000-8000-000000000000", name: "Sneaky", slug: "sneaky" }],
    });
    expect(response.json().message).toBe("Tagged 0 recipes");
    expect(await organizerNames(locked.id, "tags")).toEqual([]);
  });

  it("overwrites settings, changing the lock only on the caller's own recipes", async () => {
    const own = await t.newRecipe({ owner: alice });
    const ambers = await t.newRecipe({ owner: amber });
    const ambersLocked = await t.newRecipe({ owner: amber, locked: true });
    const theirs = await t.newRecipe({ owner: bob });
    const settings = {
      public: true,
      showNutrition: true,
      showAssets: true,
      landscapeView: true,
      disableComments: true,
      disableAmount: false,
      locked: true,
    };
    const response = await t.as(alice).post("/api/recipes/bulk-actions/settings", {
      recipes: [own.slug, ambers.slug, ambersLocked.slug, theirs.slug],
      settings,
    });
    expect(response.json().message).toBe("Updated the settings of 2 recipes");
    expect(await recipeRow(own.id)).toMatchObject({
      public: true,
      show_nutrition: true,
      disable_amount: false,
      locked: true,
    });
    expect(await recipeRow(ambers.id)).toMatchObject({ public: true, show_assets: true, locked: false });
    expect(await recipeRow(ambersLocked.id)).toMatchObject({ public: false, locked: true });
    expect(await recipeRow(theirs.id)).toMatchObject({ public: false, locked: false });

    const admin = await t.defaultAdmin();
    // A recipe of Alice's in the administrator's group: he changes its lock as administrator, not as owner.
    const adminGroupRecipe = await t.newRecipe({
      owner: { ...alice, group: admin.group, groupId: admin.groupId },
      locked: false,
    });
    await t.as(admin).post("/api/recipes/bulk-actions/settings", { recipes: [adminGroupRecipe.slug], settings });
    expect(await recipeRow(adminGroupRecipe.id)).toMatchObject({ locked: true });
  });

  it("deletes the group's recipes with their files, and nothing of other groups or locked by others", async () => {
    const doomed = await fullRecipe(alice, "Doomed Stew");
    const lockedByAmber = await t.newRecipe({ owner: amber, locked: true });
    const theirs = await t.newRecipe({ owner: bob });
    const folder = recipeFolder(t.config.dataDir, doomed.groupId, doomed.id);
    expect(fs.existsSync(folder)).toBe(true);
    const response = await t.as(alice).post("/api/recipes/bulk-actions/delete", {
      recipes: [doomed.slug, lockedByAmber.slug, theirs.slug],
    });
    expect(response.json()).toEqual({ message: "Deleted 1 recipe", error: false });
    expect(await recipeRow(doomed.id)).toBeUndefined();
    expect(fs.existsSync(folder)).toBe(false);
    expect(await recipeRow(lockedByAmber.id)).toBeDefined();
    expect(await recipeRow(theirs.id)).toBeDefined();
  });

  it("exports to a zip listed for a day, downloadable once through a token, and purged on request", async () => {
    const pancakes = await fullRecipe(alice, "Export Pancakes");
    const plain = await t.newRecipe({ owner: amber });
    const theirs = await t.newRecipe({ owner: bob });
    const started = await t.as(alice).post("/api/recipes/bulk-actions/export", {
      recipes: [pancakes.slug, plain.slug, theirs.slug],
      exportType: "json",
    });
    expect(started.statusCode).toBe(202);
    expect(started.json().message).toBe("Exported 2 recipes");

    const list = (await t.as(alice).get("/api/recipes/bulk-actions/export")).json();
    expect(list).toHaveLength(1);
    const [entry] = list;
    expect(entry).toMatchObject({ groupId: alice.groupId, name: "Recipe export (2 recipes)" });
    expect(entry.path).toBe(`groups/${alice.groupId}/exports/${entry.filename}`);
    expect(entry.size).toMatch(/^[\d.]+ (bytes|KB|MB)$/);
    const hours = (Date.parse(entry.expires) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThanOrEqual(24);
    expect((await t.as(bob).get("/api/recipes/bulk-actions/export")).json()).toEqual([]);

    const tokenResponse = await t
      .as(alice)
      .get(`/api/recipes/bulk-actions/export/download?path=${encodeURIComponent(entry.path)}`);
    const { fileToken } = tokenResponse.json();
    const download = await t.app.inject({ url: `/api/utils/download?token=${encodeURIComponent(fileToken)}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/zip");
    expect(download.headers["content-disposition"]).toContain(entry.filename);
    const files = unzipSync(download.rawPayload);
    expect(Object.keys(files).sort()).toEqual(
      [
        `recipes/${plain.slug}/${plain.slug}.json`,
        "recipes/export-pancakes/assets/recipe-card.pdf",
        "recipes/export-pancakes/export-pancakes.json",
        "recipes/export-pancakes/original.webp",
      ].sort(),
    );
    const json = JSON.parse(
      Buffer.from(files["recipes/export-pancakes/export-pancakes.json"] as Uint8Array).toString(),
    );
    expect(json.id).toBe(pancakes.id);

    const bobAsks = await t
      .as(bob)
      .get(`/api/recipes/bulk-actions/export/download?path=${encodeURIComponent(entry.path)}`);
    expect(bobAsks.statusCode).toBe(404);
    for (const tricky of ["larder.db", ".secret", `groups/${alice.groupId}/exports/../../../.secret`, "/etc/passwd"]) {
      const response = await t
        .as(alice)
        .get(`/api/recipes/bulk-actions/export/download?path=${encodeURIComponent(tricky)}`);
      expect({ tricky, status: response.statusCode }).toEqual({ tricky, status: 404 });
    }

    const purged = await t.as(alice).delete("/api/recipes/bulk-actions/export/purge");
    expect(purged.json()).toEqual({ message: "Removed 1 export", error: false });
    expect((await t.as(alice).get("/api/recipes/bulk-actions/export")).json()).toEqual([]);
    expect(fs.existsSync(path.join(t.config.dataDir, entry.path))).toBe(false);
  });

  it("drops expired exports from the list and their files from the disk", async () => {
    const recipe = await t.newRecipe({ owner: alice });
    await t.as(alice).post("/api/recipes/bulk-actions/export", { recipes: [recipe.slug] });
    const [entry] = (await t.as(alice).get("/api/recipes/bulk-actions/export")).json();
    await t.db
      .updateTable("group_exports")
      .set({ expires: new Date(Date.now() - 1000) })
      .where("id", "=", entry.id)
      .execute();
    const refused = await t
      .as(alice)
      .get(`/api/recipes/bulk-actions/export/download?path=${encodeURIComponent(entry.path)}`);
    expect(refused.statusCode).toBe(404);
    expect((await t.as(alice).get("/api/recipes/bulk-actions/export")).json()).toEqual([]);
    expect(fs.existsSync(path.join(t.config.dataDir, entry.path))).toBe(false);
  });

  it("refuses an export of nothing, and the download of bad or foreign tokens", async () => {
    const nothing = await t.as(alice).post("/api/recipes/bulk-actions/export", { recipes: ["nope"] });
    expect(nothing.statusCode).toBe(400);

    for (const token of ["", "garbage", await aliceToken()]) {
      const response = await t.app.inject({ url: `/api/utils/download?token=${token}` });
      expect(response.statusCode).toBe(403);
    }
    const { token: zipToken } = (
      await t.as(alice).post(`/api/recipes/${(await t.newRecipe({ owner: alice })).slug}/exports`)
    ).json();
    expect((await t.app.inject({ url: `/api/utils/download?token=${zipToken}` })).statusCode).toBe(403);

    const tokens = new FileTokens(loadTokenSecret(t.config.dataDir, t.config.tokenSecret));
    const escaping = await tokens.issue({ kind: "file", path: "../../etc/passwd" });
    expect((await t.app.inject({ url: `/api/utils/download?token=${escaping}` })).statusCode).toBe(404);
    const missing = await tokens.issue({ kind: "file", path: "groups/nowhere/exports/none.zip" });
    expect((await t.app.inject({ url: `/api/utils/download?token=${missing}` })).statusCode).toBe(404);
  });
});
