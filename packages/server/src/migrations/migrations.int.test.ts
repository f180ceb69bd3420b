import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { NUTRITION_FIELDS } from "@larder/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { unzipEntries } from "../exports/zip.js";
import { deflatedEntry, type HandmadeEntry, handmadeZip, zeroBombEntry } from "../test-support/handmade-zips.js";
import { multipartForm } from "../test-support/multipart.js";
import { type Member, useTestContext } from "../test-support/test-context.js";

const t = useTestContext();

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../../../../shared/data/migrations");
const haveSharedData = fs.existsSync(path.join(MIGRATIONS_DIR, "expectations.json"));
if (!haveSharedData) {
  console.warn(
    `Skipping the migration fixtures: ${MIGRATIONS_DIR} is absent (the team's shared data is not beside this clone)`,
  );
}
const fixture = (name: string) => fs.readFileSync(path.join(MIGRATIONS_DIR, "archives", name));

interface ExpectedArchive {
  file: string;
  mealie_migration_type: string;
  expect: { every_report_entry_succeeds: boolean; recipe_with_slug_exists: string; nutrition_keys_non_null: string[] };
}

function upload(member: Member, type: string, file: { name: string; content: Buffer }, addTag = false) {
  const form = multipartForm(
    { migration_type: type, add_migration_tag: String(addTag) },
    { field: "archive", filename: file.name, content: file.content, type: "application/zip" },
  );
  return t.as(member).upload("/api/groups/migrations", form);
}

/** Uploads, waits for the background import, and answers its report and the group's recipes in full. */
async function migrate(type: string, file: { name: string; content: Buffer }, addTag = false) {
  const member = await t.newMember();
  const response = await upload(member, type, file, addTag);
  expect(response.statusCode, response.body).toBe(200);
  await t.services.migrations.idle();
  const report = (await t.as(member).get(`/api/groups/reports/${response.json().id}`)).json();
  const list = (await t.as(member).get("/api/recipes?perPage=-1&orderBy=name&orderDirection=asc")).json();
  const recipes: Record<string, RecipeJson> = {};
  for (const item of list.items as { slug: string }[]) {
    recipes[item.slug] = (await t.as(member).get(`/api/recipes/${item.slug}`)).json();
  }
  return { member, started: response.json(), report, recipes };
}

interface RecipeJson {
  name: string;
  slug: string;
  image: string | null;
  orgURL: string | null;
  recipeYield: string | null;
  totalTime: string | null;
  nutrition: Record<string, string | null>;
  recipeIngredient: { title: string | null; note: string }[];
  recipeInstructions: { title: string; text: string }[];
  tags: { name: string }[];
  recipeCategory: { name: string }[];
  notes: { title: string; text: string }[];
}

/** What each recipe of a fixture must come out as (read off the fixture by hand). */
interface ExpectedRecipe {
  name: string;
  ingredients: number;
  steps: number;
  image: boolean;
  firstIngredient: string;
  firstStepStart: string;
  orgURL?: string;
  recipeYield?: string | null;
  totalTime?: string | null;
  categories?: string[];
  tags?: string[];
  firstIngredientTitle?: string | null;
  firstStepTitle?: string;
}

const EXPECTED: Record<string, { type: string; tag: string; recipes: Record<string, ExpectedRecipe> }> = {
  "nextcloud.zip": {
    type: "nextcloud",
    tag: "Nextcloud Cookbook",
    recipes: {
      "air-fryer-shrimp": {
        name: "Air Fryer Shrimp",
        ingredients: 7,
        steps: 6,
        image: true,
        firstIngredient: "1 lb shrimp",
        firstStepStart: "Cleaning the shrimp by removing shells and veins.",
        orgURL: "https://www.crunchycreamysweet.com/air-fryer-shrimp/",
        recipeYield: "4 servings",
        totalTime: "23 minutes",
        categories: ["Main Course"],
        tags: ["Air Fryer Shrimp"],
      },
      // Its steps and nutrition are Python's text of a list and a dict in the export.
      "chicken-parmigiana": {
        name: "Chicken Parmigiana",
        ingredients: 6,
        steps: 3,
        image: true,
        firstIngredient: "1 egg, beaten",
        firstStepStart: "Preheat oven to 350 degrees F (175 degrees C).",
        recipeYield: "2 servings",
        totalTime: "1 hour 30 minutes",
        categories: ["World Cuisine Recipes"],
        tags: [],
      },
      // The export has no full.jpg for this one: it comes without a picture.
      "skillet-shepherds-pie": {
        name: "Skillet Shepherd's Pie",
        ingredients: 18,
        steps: 8,
        image: false,
        firstIngredient: "1 tbsp olive oil",
        firstStepStart: "Boil the potatoes:",
        totalTime: "1 hour 25 minutes",
        categories: ["Main Course"],
        tags: ["Cottage Pie", "Shepherd's Pie", "Skillet Shepherd's Pie"],
      },
    },
  },
  "paprika.zip": {
    type: "paprika",
    tag: "Paprika",
    recipes: {
      "zucchini-kartoffel-frittata": {
        name: "Zucchini-Kartoffel-Frittata",
        ingredients: 9,
        steps: 7,
        image: true,
        firstIngredient: "3 mittelgroße Kartoffeln",
        firstStepStart: "Frittatas kann man mit Kräutern",
        orgURL: "http://blog.zeit.de/rezeptor/2010/03/31/zucchini-kartoffel-frittata_1601",
        recipeYield: "2 servings",
        categories: ["Alltagstauglich", "Gebackenes", "Kaltes", "Kartoffelgerichte", "Vegetarisch"],
      },
      "zucchini-rolls-with-goat-cheese-and-mint": {
        name: "Zucchini Rolls with Goat Cheese and Mint",
        ingredients: 12,
        steps: 4,
        image: true,
        firstIngredient: "1 small bunch fresh chives",
        firstStepStart: "1. Bring a small saucepan of water to a boil",
        recipeYield: "20 rolls",
        totalTime: "1 hour",
        categories: ["Grill", "Käse", "Vegetarisch", "Vorspeißen"],
      },
      zucchinipuffer: {
        name: "Zucchinipuffer",
        ingredients: 9,
        steps: 1,
        image: true,
        firstIngredient: "400 g Zucchini",
        firstStepStart: "Zucchini und Kartoffeln grob raffeln.",
        recipeYield: "4 servings",
      },
      "zweimal-gebratenes-hahnchen-mit-gemuse-und-nudeln": {
        name: "Zweimal gebratenes Hähnchen mit Gemüse und Nudeln",
        ingredients: 17,
        steps: 7,
        image: true,
        firstIngredient: "1 große Hähnchenbrust",
        firstStepStart: "Die Hähnchenbrust in dünne Streifen schneiden",
        categories: ["Geflügel", "Nudelgerichte"],
      },
      // "für den Braten:" heads the ingredient list: it becomes the first ingredient's section title.
      "zwiebelrostbraten-mit-selbstgemachten-spatzle": {
        name: "Zwiebelrostbraten mit selbstgemachten Spätzle",
        ingredients: 11,
        steps: 2,
        image: true,
        firstIngredient: "2 Stück Roastbeef ca. 2cm dick",
        firstIngredientTitle: "für den Braten",
        firstStepStart: "Für die selbst gemachten Spätzle",
      },
    },
  },
  "mealie.zip": {
    type: "mealie_alpha",
    tag: "Mealie",
    recipes: {
      "levain-chocolate-chip-cookies": {
        name: "Levain Chocolate Chip Cookies",
        ingredients: 12,
        steps: 11,
        image: true,
        firstIngredient: "1.5 cups (230g) cake flour",
        firstStepStart: "In a medium saucepan, melt unsalted butter",
        recipeYield: null,
        categories: ["Cookies", "Dessert"],
      },
      "old-fashioned-beef-stew": {
        name: "Old-Fashioned Beef Stew",
        ingredients: 12,
        steps: 3,
        image: true,
        firstIngredient: "1/4 cup all-purpose flour",
        firstStepStart: "Combine the flour and pepper in a bowl",
        orgURL: "https://cooking.nytimes.com/recipes/4735-old-fashioned-beef-stew",
        recipeYield: "4 servings",
        totalTime: "2 hours 30 minutes",
        categories: [],
      },
      // A titled step opens a section.
      "pizza-dough-basics-with-babish": {
        name: "PIZZA DOUGH — Basics With Babish",
        ingredients: 9,
        steps: 10,
        image: true,
        firstIngredient: "240 g bread flour",
        firstStepStart: "In a bowl, combine 240 grams of bread flour",
        firstStepTitle: "Preparation",
        tags: ["babish"],
      },
    },
  },
};

/**
 * Larder's slugs keep "'s" joined to its word (see packages/shared/src/slugs.ts), where Mealie
 * splits it: the slug upstream expects for the same recipe.
 */
const LARDER_SLUG: Record<string, string> = { "skillet-shepherd-s-pie": "skillet-shepherds-pie" };

describe.skipIf(!haveSharedData)("POST /api/groups/migrations with real exports", () => {
  let expectations: ExpectedArchive[] = [];
  beforeAll(() => {
    expectations = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, "expectations.json"), "utf8")).archives;
  });

  for (const [file, expected] of Object.entries(EXPECTED)) {
    it(`imports every recipe of ${file} with its ingredients, steps and picture, and meets upstream's expectations`, async () => {
      const { member, report, recipes, started } = await migrate(
        expected.type,
        { name: file, content: fixture(file) },
        true,
      );
      expect(started).toMatchObject({
        category: "migration",
        status: "in-progress",
        name: expect.stringContaining(expected.tag),
      });

      expect(Object.keys(recipes).sort()).toEqual(Object.keys(expected.recipes).sort());
      for (const [slug, want] of Object.entries(expected.recipes)) {
        const recipe = recipes[slug] as RecipeJson;
        expect(recipe.name, slug).toBe(want.name);
        expect(recipe.recipeIngredient, slug).toHaveLength(want.ingredients);
        expect(recipe.recipeIngredient[0]?.note, slug).toBe(want.firstIngredient);
        expect(recipe.recipeInstructions, slug).toHaveLength(want.steps);
        expect(recipe.recipeInstructions[0]?.text.startsWith(want.firstStepStart), slug).toBe(true);
        expect(recipe.image !== null, slug).toBe(want.image);
        if (want.image) {
          const picture = await t.as(member).get(`/api/media/recipes/${idOf(slug, recipes)}/images/original.webp`);
          expect(picture.statusCode, slug).toBe(200);
        }
        if (want.orgURL) expect(recipe.orgURL, slug).toBe(want.orgURL);
        if (want.recipeYield !== undefined) expect(recipe.recipeYield, slug).toBe(want.recipeYield);
        if (want.totalTime !== undefined) expect(recipe.totalTime, slug).toBe(want.totalTime);
        if (want.categories) expect(recipe.recipeCategory.map((c) => c.name).sort(), slug).toEqual(want.categories);
        // Every imported recipe carries the source's tag, beside its own.
        expect(recipe.tags.map((tag) => tag.name).sort(), slug).toEqual([...(want.tags ?? []), expected.tag].sort());
        if (want.firstIngredientTitle !== undefined) {
          expect(recipe.recipeIngredient[0]?.title, slug).toBe(want.firstIngredientTitle);
        }
        if (want.firstStepTitle) expect(recipe.recipeInstructions[0]?.title, slug).toBe(want.firstStepTitle);
      }

      // The report: one successful entry per recipe, named, and the migration's outcome.
      expect(report.status).toBe("success");
      expect(report.entries).toHaveLength(Object.keys(expected.recipes).length);
      for (const want of Object.values(expected.recipes)) {
        expect(report.entries).toContainEqual(
          expect.objectContaining({ success: true, message: expect.stringContaining(`Imported ${want.name} as `) }),
        );
      }

      // Upstream's expectations of the same archive.
      const upstream = expectations.find((archive) => archive.file === `archives/${file}`) as ExpectedArchive;
      expect(upstream.mealie_migration_type).toBe(expected.type);
      if (upstream.expect.every_report_entry_succeeds) {
        expect(report.entries.every((entry: { success: boolean }) => entry.success)).toBe(true);
      }
      const slug = LARDER_SLUG[upstream.expect.recipe_with_slug_exists] ?? upstream.expect.recipe_with_slug_exists;
      const checked = recipes[slug] as RecipeJson;
      expect(checked, slug).toBeDefined();
      // Larder keeps Mealie v1.12's seven nutrition fields; an empty value in the export stays empty.
      const emptyInExport = file === "mealie.zip" ? ["calories"] : [];
      for (const key of upstream.expect.nutrition_keys_non_null) {
        if (!(NUTRITION_FIELDS as readonly string[]).includes(key) || emptyInExport.includes(key)) continue;
        expect(checked.nutrition[key], `${slug} ${key}`).not.toBeNull();
      }
    });
  }

  it("gives no migration tag unless asked", async () => {
    const { recipes } = await migrate("paprika", { name: "paprika.zip", content: fixture("paprika.zip") });
    for (const recipe of Object.values(recipes)) expect(recipe.tags.map((tag) => tag.name)).not.toContain("Paprika");
  });

  it("reports the one broken recipe of an archive and imports the others", async () => {
    // Upstream's own case: an empty invalid-recipe.json beside the three recipes of mealie.zip.
    const entries = await unzipEntries(fixture("mealie.zip"), () => true, t.config.archives);
    const archive = handmadeZip([
      ...[...entries].map(([name, content]) => deflatedEntry(name, content)),
      deflatedEntry("mealie_2021-Dec-08/recipes/invalid-recipe/invalid-recipe.json", Buffer.alloc(0)),
    ]);
    const { report, recipes } = await migrate("mealie_alpha", { name: "mealie.zip", content: archive });
    expect(Object.keys(recipes)).toHaveLength(3);
    expect(report.status).toBe("partial");
    const failed = report.entries.filter((entry: { success: boolean }) => !entry.success);
    expect(failed).toEqual([
      expect.objectContaining({
        message: "Failed to import invalid-recipe.json",
        exception: "invalid-recipe.json is not valid JSON",
      }),
    ]);
  });
});

/** The recipe's id, for its media path. */
function idOf(slug: string, recipes: Record<string, RecipeJson>): string {
  return (recipes[slug] as unknown as { id: string }).id;
}

const paprikaRecipe = (name: string, fields: Record<string, unknown> = {}): HandmadeEntry =>
  deflatedEntry(
    `${name}.paprikarecipe`,
    zlib.gzipSync(
      JSON.stringify({
        name,
        ingredients: "1 cup flour\n2 eggs",
        directions: "Mix.\nBake.",
        categories: [],
        rating: 0,
        ...fields,
      }),
    ),
  );

describe("POST /api/groups/migrations", () => {
  it("gives the importer the app's rating, and keeps its notes", async () => {
    const archive = handmadeZip([
      paprikaRecipe("Rated Pie", { rating: 4, notes: "Use cold butter.", nutritional_info: "Calories: 300" }),
      paprikaRecipe("Unrated Pie"),
    ]);
    const { member, recipes } = await migrate("paprika", { name: "export.paprikarecipes", content: archive });
    const rated = recipes["rated-pie"] as RecipeJson & { id: string; rating: number | null };
    expect(rated.rating).toBe(4);
    expect(rated.notes).toEqual([
      expect.objectContaining({ title: "Notes", text: "Use cold butter." }),
      expect.objectContaining({ title: "Nutrition", text: "Calories: 300" }),
    ]);
    const own = (await t.as(member).get(`/api/users/self/ratings/${rated.id}`)).json();
    expect(own).toMatchObject({ rating: 4 });
    expect((recipes["unrated-pie"] as unknown as { rating: number | null }).rating).toBeNull();
  });

  it("reports a recipe file that cannot be read, and imports the others", async () => {
    const archive = handmadeZip([
      paprikaRecipe("Good Pie"),
      deflatedEntry("Broken.paprikarecipe", Buffer.from("not gzip at all")),
    ]);
    const { report, recipes } = await migrate("paprika", { name: "export.paprikarecipes", content: archive });
    expect(Object.keys(recipes)).toEqual(["good-pie"]);
    expect(report.status).toBe("partial");
    expect(report.entries).toContainEqual(
      expect.objectContaining({
        success: false,
        message: "Failed to import Broken",
        exception: expect.stringContaining("not a Paprika recipe"),
      }),
    );
  });

  it("reports a recipe without a name as failed", async () => {
    const archive = handmadeZip([paprikaRecipe("Good Pie"), paprikaRecipe("Nameless", { name: "  " })]);
    const { report } = await migrate("paprika", { name: "export.paprikarecipes", content: archive });
    expect(report.entries).toContainEqual(
      expect.objectContaining({
        success: false,
        message: "Failed to import Nameless",
        exception: "The recipe has no name",
      }),
    );
  });

  describe("refuses, with a 400 and nothing written", () => {
    let member: Member;
    beforeAll(async () => {
      member = await t.newMember();
    });

    async function refused(type: string, content: Buffer, message: string | RegExp, name = "export.zip") {
      const response = await upload(member, type, { name, content });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().detail.message).toMatch(message);
      await t.services.migrations.idle();
      expect((await t.as(member).get("/api/recipes")).json().items).toEqual([]);
      expect((await t.as(member).get("/api/groups/reports?report_type=migration")).json()).toEqual([]);
    }

    it("a migration type that does not exist", async () => {
      const archive = handmadeZip([paprikaRecipe("Pie")]);
      await refused("evernote", archive, /^migration_type must be one of: nextcloud, chowdown/);
      await refused("", archive, /^migration_type must be one of/);
    });

    it("a file that is not a zip, and an export of another app", async () => {
      await refused(
        "paprika",
        Buffer.from("just some text"),
        "The file is not a zip archive: upload the export Paprika made",
      );
      await refused("nextcloud", handmadeZip([paprikaRecipe("Pie")]), /^This is not a Nextcloud Cookbook export/);
      await refused("mealie_alpha", handmadeZip([paprikaRecipe("Pie")]), /^This is not a Mealie \(before v1\) export/);
    });

    it("a damaged zip", async () => {
      const archive = handmadeZip([paprikaRecipe("Pie"), paprikaRecipe("Tart")]);
      await refused("paprika", archive.subarray(0, archive.length - 40), /damaged|not a zip/);
      const entry = paprikaRecipe("Pie");
      await refused(
        "paprika",
        handmadeZip([{ ...entry, crc: entry.crc ^ 1 }]),
        "Pie.paprikarecipe is damaged (its checksum does not match)",
      );
    });

    it("paths that leave the archive's folder, and symbolic links", async () => {
      const entry = paprikaRecipe("Pie");
      await refused(
        "paprika",
        handmadeZip([{ ...entry, name: "../Pie.paprikarecipe" }]),
        "../Pie.paprikarecipe has a path that leaves the archive's folder",
      );
      await refused("paprika", handmadeZip([{ ...entry, name: "/etc/Pie.paprikarecipe" }]), /has a path that leaves/);
      await refused(
        "paprika",
        handmadeZip([paprikaRecipe("Tart"), { ...entry, unixMode: 0o120777 }]),
        "Pie.paprikarecipe is a symbolic link, which Larder does not accept in an archive",
      );
    });

    it("an archive that expands past the limit", async () => {
      const bomb = await zeroBombEntry("Bomb.paprikarecipe", 64, 64 * 1024 * 1024);
      await refused("paprika", handmadeZip([bomb]), /Bomb.paprikarecipe expands to more than \d+ MiB/);
    });
  });

  it("imports into the caller's group only", async () => {
    const { member } = await migrate("paprika", {
      name: "export.paprikarecipes",
      content: handmadeZip([paprikaRecipe("Own Pie")]),
    });
    const other = await t.newMember();
    expect((await t.as(member).get("/api/recipes/own-pie")).statusCode).toBe(200);
    expect((await t.as(other).get("/api/recipes/own-pie")).statusCode).toBe(404);
  });
});

describe("a migration the server stopped in the middle of", () => {
  it("is failed by the sweep once it has written nothing for a while, with an entry saying why", async () => {
    const member = await t.newMember();
    const report = await t.services.reports.start(member.groupId, "Paprika Migration", "migration");
    await report.add({ success: true, message: "Imported Pie as pie" });
    // Still writing as of a minute ago: left alone.
    await t.services.reports.failAbandoned(new Date(Date.now() - 60_000));
    expect((await t.as(member).get(`/api/groups/reports/${report.id}`)).json().status).toBe("in-progress");

    await t.services.reports.failAbandoned(new Date(Date.now() + 60_000));
    const failed = (await t.as(member).get(`/api/groups/reports/${report.id}`)).json();
    expect(failed.status).toBe("failure");
    expect(failed.entries.map((entry: { message: string }) => entry.message)).toEqual([
      "Imported Pie as pie",
      "The server stopped before the job finished",
    ]);
  });
});
