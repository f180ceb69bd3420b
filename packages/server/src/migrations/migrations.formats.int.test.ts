import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { NUTRITION_FIELDS } from "@larder/shared";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { unzipEntries, zipInMemory } from "../exports/zip.js";
import { folderFiles } from "../test-support/migration-archives.js";
import { multipartForm } from "../test-support/multipart.js";
import { useTestContext } from "../test-support/test-context.js";

/**
 * The six other apps' exports through the real route: chowdown, tandoor, copymethat, plantoeat,
 * myrecipebox (the team's shared exports) and recipekeeper (the hand-written fixture beside its reader).
 * Nextcloud, Paprika and Mealie before v1 are in `migrations.int.test.ts`.
 */
// Loopback answers the pictures the exports only link to (see `pictures` below).
const t = useTestContext({ env: { SCRAPER_ALLOW_PRIVATE_NETWORK: "true" } });

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../../../../shared/data/migrations");
const haveSharedData = fs.existsSync(path.join(MIGRATIONS_DIR, "expectations.json"));
if (!haveSharedData) {
  console.warn(
    `Skipping the shared exports of Chowdown, Tandoor, Copy Me That, Plan to Eat and My Recipe Box: ${MIGRATIONS_DIR} is absent (the team's shared data is not beside this clone)`,
  );
}
const sharedFixture = (name: string) => fs.readFileSync(path.join(MIGRATIONS_DIR, "archives", name));
const RECIPE_KEEPER_FIXTURE = path.join(import.meta.dirname, "formats/fixtures/recipekeeper");
const recipeKeeperZip = (transform: (html: string) => string = (html) => html) =>
  zipInMemory(
    folderFiles(RECIPE_KEEPER_FIXTURE).map((file) =>
      file.name === "recipes.html" ? { ...file, content: Buffer.from(transform(file.content.toString())) } : file,
    ),
  );

/**
 * The pictures Plan to Eat, My Recipe Box and Chowdown exports give as addresses on the internet.
 * No test reaches the internet: every request of the one outbound client is sent instead to a
 * loopback server, which answers a picture for the addresses in `servedPictures` and 404 for others.
 */
let pictures: http.Server;
let picturesBase: string;
const requestedPictures: string[] = [];
const servedPictures = new Set<string>();

beforeAll(async () => {
  const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#7aa040" } })
    .jpeg()
    .toBuffer();
  pictures = http.createServer((request, response) => {
    const asked = decodeURIComponent((request.url ?? "/").slice(1));
    if (servedPictures.has(asked)) {
      response.writeHead(200, { "content-type": "image/jpeg" });
      response.end(picture);
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => pictures.listen(0, "127.0.0.1", resolve));
  picturesBase = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;
  const fetcher = t.services.safeFetcher;
  const fetchOnLoopback = fetcher.fetch.bind(fetcher);
  vi.spyOn(fetcher, "fetch").mockImplementation((url, options) => {
    requestedPictures.push(url);
    return fetchOnLoopback(`${picturesBase}/${encodeURIComponent(url)}`, options);
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await new Promise((resolve) => pictures.close(resolve));
});

interface RecipeJson {
  id: string;
  name: string;
  slug: string;
  image: string | null;
  orgURL: string | null;
  recipeYield: string | null;
  prepTime: string | null;
  cookTime: string | null;
  totalTime: string | null;
  rating: number | null;
  nutrition: Record<string, string | null>;
  recipeIngredient: { title: string | null; note: string }[];
  recipeInstructions: { title: string; text: string }[];
  tags: { name: string }[];
  recipeCategory: { name: string }[];
  notes: { title: string; text: string }[];
}

interface ReportJson {
  status: string;
  entries: { success: boolean; message: string; exception: string | null }[];
}

/** Uploads as a new member, waits for the background import, and answers its report and the group's recipes. */
async function migrate(type: string, file: { name: string; content: Buffer }, addTag = true) {
  const member = await t.newMember();
  const form = multipartForm(
    { migration_type: type, add_migration_tag: String(addTag) },
    { field: "archive", filename: file.name, content: file.content },
  );
  const response = await t.as(member).upload("/api/groups/migrations", form);
  expect(response.statusCode, response.body).toBe(200);
  await t.services.migrations.idle();
  const report: ReportJson = (await t.as(member).get(`/api/groups/reports/${response.json().id}`)).json();
  const list = (await t.as(member).get("/api/recipes?perPage=-1&orderBy=name&orderDirection=asc")).json();
  const recipes: Record<string, RecipeJson> = {};
  for (const item of list.items as { slug: string }[]) {
    recipes[item.slug] = (await t.as(member).get(`/api/recipes/${item.slug}`)).json();
  }
  return { member, started: response.json(), report, recipes };
}

/** What each recipe of a fixture must come out as, read off the fixture by hand (as its reader's unit test did). */
interface ExpectedRecipe {
  name: string;
  ingredients: number;
  firstIngredient: string;
  firstIngredientTitle?: string | null;
  steps: number;
  firstStepStart: string;
  /** A picture in the export, or the address the export links it from (fetched, here from loopback). */
  image: "in export" | { url: string } | false;
  orgURL?: string | null;
  recipeYield?: string | null;
  prepTime?: string | null;
  cookTime?: string | null;
  totalTime?: string | null;
  rating?: number | null;
  categories?: string[];
  tags?: string[];
  notes?: string[];
  nutrition?: Record<string, string>;
}

interface ExpectedExport {
  type: string;
  /** The migration tag: the app's readable name. */
  tag: string;
  file: () => { name: string; content: Buffer };
  /** `expectations.json`'s entry, for the shared exports. */
  upstream?: string;
  recipes: Record<string, ExpectedRecipe>;
  /** Recipes of the export its reader reports as failed, by their report label and reason. */
  failed?: { label: string; reason: string }[];
  /** The same export with one broken recipe added, and how the report names it. */
  broken: () => Promise<{ file: { name: string; content: Buffer }; label: string; reason: string | RegExp }>;
}

/** A shared zip with some entries added (read and written again through the one archive reader). */
async function withEntries(name: string, added: { name: string; content: Buffer }[]) {
  const entries = await unzipEntries(sharedFixture(name), () => true, t.config.archives);
  return zipInMemory([...[...entries].map(([entry, content]) => ({ name: entry, content })), ...added]);
}

/** My Recipe Box's ten records (see `formats/myrecipebox.test.ts`): each links its picture. */
const MY_RECIPE_BOX: Record<string, ExpectedRecipe> = Object.fromEntries(
  (
    [
      [
        "air-fryer-sliced-potatoes",
        "Air fryer Sliced potatoes",
        8,
        "2 large russet potatoes (cut into slices)",
        6,
        "Soak Potatoes in water for 15 mins",
        "https://www.airfryeryum.com/wp-content/uploads/2022/01/C4702BF2-281A-44C0-8887-C335A9A5CDD5-480x270.jpeg",
      ],
      [
        "apple-spinach-salad",
        "Apple Spinach Salad",
        6,
        "Salad spring mix",
        1,
        "Combine all of the ingredients together",
        "https://www.gimmesomeoven.com/wp-content/uploads/2016/09/Apple-Spinach-Recipe-3.jpg",
      ],
      [
        "apple-strudel",
        "Apple Strudel",
        13,
        "3 cups thinly sliced and peeled apples (about 2 large or 3 medium apples, weighing about 1 pound)",
        12,
        "Preheat the oven to 400°F.",
        "https://www.connoisseurusveg.com/wp-content/uploads/2021/12/vegan-apple-strudel-sq-1-of-2-480x270.jpg",
      ],
      [
        "autumn-squash-soup",
        "Autumn Squash Soup",
        12,
        "2 tablespoon extra virgin olive oil",
        8,
        "Preheat oven.",
        "https://www.rachelcooks.com/wp-content/uploads/2015/10/copycat-panera-squash-soup-600-3-of-4.jpg",
      ],
      [
        "baked-ziti",
        "Baked Ziti",
        10,
        "1 batch of homemade tofu bolonese meat",
        9,
        "Preheat oven to 400 degrees.",
        "https://www.spendwithpennies.com/wp-content/uploads/2019/03/Easy-Baked-Ziti-SpendWithPennies-5-480x270.jpg",
      ],
      [
        "baklava-cookies",
        "Baklava Cookies",
        12,
        "1 box vanilla cake mix ({15.5 ounces})",
        7,
        "Preheat oven to 350°.",
        "https://practicallyhomemade.com/wp-content/uploads/2022/10/baklava-cookies10-480x270.jpg",
      ],
      [
        "balsamic-mushroom-wild-rice-soup",
        "Balsamic Mushroom Wild Rice Soup",
        14,
        "1 Tablespoon Olive oil",
        9,
        "In a large soup pot, heat the olive oil",
        "https://www.rabbitandwolves.com/wp-content/uploads/2019/02/Vegan-Creamy-Wild-Rice-Soup0503-480x270.jpg",
      ],
      [
        "banana-cranberry-oatmeal-breakfast-cookies",
        "Banana Cranberry Oatmeal Breakfast Cookies",
        4,
        "Wet- 3 mashed ripe bananas, 1/4 cup unsweetened applesauce, 2 tbs Maple syrup",
        8,
        "Preheat oven to 350 degrees.",
        "http://1.bp.blogspot.com/-cTDxlG8tmec/VGjERC_XdHI/AAAAAAAAB9I/ZxOCEUgfAvc/s1600/IMG_9094.jpg",
      ],
      [
        "banh-mi-sandwich",
        "Banh Mi Sandwich",
        13,
        "1 (14-ounce) package extra firm tofu (see notes)",
        6,
        "Make ahead: 1. Asian pickles",
        "https://cdn.loveandlemons.com/wp-content/uploads/2019/02/banh-mi.jpg",
      ],
      [
        "beef-and-cheese-piroshki",
        "Beef & Cheese Piroshki",
        17,
        "1 1/2 cups milk",
        6,
        "Prepare the yeast dough first.",
        "https://tatyanaseverydayfood.com/wp-content/uploads/2017/01/Beef-Cheese-Piroshki-4.jpg",
      ],
    ] as const
  ).map(([slug, name, ingredients, firstIngredient, steps, firstStepStart, url]) => [
    slug,
    { name, ingredients, firstIngredient, steps, firstStepStart, image: { url } },
  ]),
);

const EXPORTS: Record<string, ExpectedExport> = {
  chowdown: {
    type: "chowdown",
    tag: "Chowdown",
    file: () => ({ name: "chowdown.zip", content: sharedFixture("chowdown.zip") }),
    upstream: "archives/chowdown.zip",
    recipes: {
      "roasted-brussels-sprouts": {
        name: "Roasted Brussels Sprouts",
        ingredients: 6,
        firstIngredient: "1 bunch of brussels, sliced thin",
        steps: 5,
        firstStepStart: "Wash and thinly slice the brussels sprouts",
        image: "in export",
        orgURL: null,
        recipeYield: null,
        totalTime: null,
        tags: ["sides", "vegetables"],
      },
      "roasted-okra": {
        name: "Roasted Okra",
        ingredients: 2,
        firstIngredient: "1 bunch of okra",
        steps: 4,
        firstStepStart: "Wash the okra dang good",
        image: "in export",
        tags: ["sides", "vegetables"],
      },
    },
    broken: async () => ({
      file: {
        name: "chowdown.zip",
        content: await withEntries("chowdown.zip", [
          { name: "chowdown-gh-pages/_recipes/broken.md", content: Buffer.from("# Just a heading\n") },
        ]),
      },
      label: "broken.md",
      reason: "It has no front matter (the --- block with the recipe's fields)",
    }),
  },
  tandoor: {
    type: "tandoor",
    tag: "Tandoor",
    file: () => ({ name: "tandoor.zip", content: sharedFixture("tandoor.zip") }),
    upstream: "archives/tandoor.zip",
    recipes: {
      "texas-red-chili": {
        name: "“Texas Red” Chili",
        ingredients: 12,
        firstIngredient: "2 oz New Mexico chile, dry, 57 g",
        steps: 4,
        firstStepStart: "Peheat the oven to 350°F (177°C).",
        image: "in export",
        cookTime: "2 minutes",
        totalTime: "2 minutes",
        prepTime: null,
        recipeYield: "1 serving",
        tags: ["American", "Course: Main", "Southwest", "Technique: cocotte"],
      },
    },
    broken: async () => ({
      file: {
        name: "tandoor.zip",
        content: await withEntries("tandoor.zip", [
          { name: "2.zip", content: zipInMemory([{ name: "recipe.json", content: Buffer.from("{ not json") }]) },
        ]),
      },
      label: "2.zip",
      reason: "Its recipe.json is not valid JSON",
    }),
  },
  copymethat: {
    type: "copymethat",
    tag: "Copy Me That",
    file: () => ({ name: "copymethat.zip", content: sharedFixture("copymethat.zip") }),
    upstream: "archives/copymethat.zip",
    recipes: {
      "classic-stuffed-shells": {
        name: "Classic Stuffed Shells",
        ingredients: 12,
        firstIngredient: "24 jumbo pasta shells",
        steps: 6,
        firstStepStart: "Bring a large pot of salted water to a rolling boil.",
        image: "in export",
        orgURL: "https://www.spendwithpennies.com/classic-stuffed-shells-recipe/",
        recipeYield: "6 servings",
        rating: null,
        tags: [],
        notes: [],
      },
      "crockpot-cilantro-lime-chicken": {
        name: "Crockpot Cilantro Lime Chicken",
        ingredients: 11,
        firstIngredient: "1 pound chicken breasts",
        steps: 8,
        firstStepStart: "Add all ingredients to slow cooker.",
        image: "in export",
        orgURL: "https://www.theleangreenbean.com/freezer-to-crockpot-cilantro-lime-chicken/",
        recipeYield: "4 servings",
        rating: 4,
        tags: ["chicken", "dinner", "instantpot", "slowcooker", "texmex"],
        notes: ["To prep for freezer: Combine a", "You may need to add a little w", "To cook in the Instant Pot: Ad"],
      },
      "spam-zoodles": {
        name: "Spam Zoodles",
        ingredients: 10,
        firstIngredient: "2 zucchinis",
        steps: 4,
        firstStepStart: "Make zoodle noodles from zucchinis and dry on a paper towel.",
        image: "in export",
        recipeYield: null,
        rating: 5,
        tags: ["dinner", "easy", "lunch", "spam", "stovetop"],
      },
    },
    broken: async () => {
      const entries = await unzipEntries(sharedFixture("copymethat.zip"), () => true, t.config.archives);
      const html = (entries.get("recipes.html") as Buffer)
        .toString()
        .replace(
          "</body>",
          '<div class="recipe"><div id="name"> </div><li class="recipeIngredient">1 egg</li></div></body>',
        );
      return {
        file: {
          name: "copymethat.zip",
          content: zipInMemory(
            [...entries].map(([name, content]) => ({
              name,
              content: name === "recipes.html" ? Buffer.from(html) : content,
            })),
          ),
        },
        label: "Recipe 4 of recipes.html",
        reason: "It has no name",
      };
    },
  },
  plantoeat: {
    type: "plantoeat",
    tag: "Plan to Eat",
    file: () => ({ name: "plantoeat.zip", content: sharedFixture("plantoeat.zip") }),
    upstream: "archives/plantoeat.zip",
    recipes: {
      "test-recipe": {
        name: "Test Recipe",
        ingredients: 2,
        firstIngredient: "2 itm Test, note",
        firstIngredientTitle: "Heading",
        steps: 2,
        firstStepStart: "Directions.",
        image: {
          url: "https://plantoeat.s3.amazonaws.com/recipes/29516709/470292506c8d9b71582487a7879ab7b197d06490-large.jpg?1628205591",
        },
        orgURL: "https://eatwithclarity.com/sushi-bowl-with-sesame-tofu/",
        recipeYield: "7 servings",
        prepTime: "1 hour 15 minutes",
        cookTime: "1 hour 15 minutes",
        totalTime: "2 hours 30 minutes",
        rating: 3,
        categories: ["American", "Main Course"],
        tags: ["Allergen-Friendly", "Beans", "Cheap", "Test"],
        notes: ["Manually entered source", "1 loaf"],
        nutrition: {
          calories: "13",
          fatContent: "16",
          carbohydrateContent: "20",
          fiberContent: "21",
          proteinContent: "23",
          sodiumContent: "19",
          sugarContent: "22",
        },
      },
      "test-recipe2": {
        name: "Test Recipe2",
        ingredients: 2,
        firstIngredient: "2 itm Test, note",
        firstIngredientTitle: null,
        steps: 2,
        firstStepStart: "Directions.",
        image: false,
        orgURL: null,
        rating: null,
        categories: [],
        tags: [],
      },
    },
    broken: async () => {
      const entries = await unzipEntries(sharedFixture("plantoeat.zip"), () => true, t.config.archives);
      const csv = `${(entries.get("plantoeat.csv") as Buffer).toString().trimEnd()}\n,,,,,,,,,,,,,1 egg,Boil.\n`;
      return {
        file: { name: "plantoeat.zip", content: zipInMemory([{ name: "plantoeat.csv", content: Buffer.from(csv) }]) },
        label: "Line 14",
        reason: "It has no title",
      };
    },
  },
  myrecipebox: {
    type: "myrecipebox",
    tag: "My Recipe Box",
    // The export's picture addresses, as the reader gives them, are what is asked of the outbound client.
    file: () => ({ name: "myrecipebox.csv", content: sharedFixture("myrecipebox.csv") }),
    upstream: "archives/myrecipebox.csv",
    recipes: MY_RECIPE_BOX,
    broken: async () => ({
      file: {
        name: "myrecipebox.csv",
        content: Buffer.concat([
          sharedFixture("myrecipebox.csv"),
          Buffer.from(",nameless,,,,,,1 egg,Boil.,,,,,,,,,,\n"),
        ]),
      },
      label: "Line 279",
      reason: "It has no title",
    }),
  },
  recipekeeper: {
    type: "recipekeeper",
    tag: "Recipe Keeper",
    file: () => ({ name: "recipekeeper.zip", content: recipeKeeperZip() }),
    recipes: {
      "zucchini-bread": {
        name: "Zucchini Bread",
        ingredients: 5,
        firstIngredient: "3 cups all-purpose flour",
        steps: 4,
        firstStepStart: "Preheat the oven to 165°C",
        image: "in export",
        orgURL: "https://example.org/zucchini-bread",
        recipeYield: "2 loaves",
        prepTime: "20 minutes",
        cookTime: "1 hour",
        rating: 4,
        categories: ["Baking", "Dessert", "Quick breads"],
        tags: ["Summer"],
        notes: ["Freezes well for up to 3 months."],
        nutrition: { calories: "180", fatContent: "8", proteinContent: "4" },
      },
      "grandmas-leek-and-potato-soup": {
        name: "Grandma's Leek & Potato Soup",
        ingredients: 4,
        firstIngredient: "3 leeks, sliced",
        steps: 3,
        firstStepStart: "Sweat the leeks in butter for 10 minutes.",
        image: false,
        orgURL: null,
        recipeYield: "6 servings",
        prepTime: "15 minutes",
        cookTime: "1 hour 30 minutes",
        rating: null,
        categories: ["Soups", "Starter"],
        tags: [],
        notes: ["Grandma's recipe card"],
      },
    },
    failed: [{ label: "Recipe 3 of recipes.html", reason: "It has no name" }],
    broken: async () => ({
      file: {
        name: "recipekeeper.zip",
        content: recipeKeeperZip((html) =>
          html.replace('<h2 itemprop="name">Zucchini Bread</h2>', '<h2 itemprop="name">  </h2>'),
        ),
      },
      label: "Recipe 1 of recipes.html",
      reason: "It has no name",
    }),
  },
};

/**
 * Larder's slugs read "&" as "and" and keep "'s" joined (docs/api-compatibility.md), where Mealie
 * drops or splits them: the slug upstream expects for the same recipe.
 */
const LARDER_SLUG: Record<string, string> = { "beef-cheese-piroshki": "beef-and-cheese-piroshki" };

interface UpstreamExpectation {
  file: string;
  mealie_migration_type: string;
  expect: { every_report_entry_succeeds: boolean; recipe_with_slug_exists: string; nutrition_keys_non_null: string[] };
}

const pictureUrls = (expected: ExpectedExport) =>
  Object.values(expected.recipes).flatMap((recipe) => (typeof recipe.image === "object" ? [recipe.image.url] : []));

for (const [name, expected] of Object.entries(EXPORTS)) {
  const shared = expected.upstream !== undefined;
  describe.skipIf(shared && !haveSharedData)(`migrating ${expected.tag}'s export`, () => {
    it("imports every recipe with its ingredients, steps and picture, reports each, and meets upstream's expectations", async () => {
      for (const url of pictureUrls(expected)) servedPictures.add(url);
      requestedPictures.length = 0;
      const { member, started, report, recipes } = await migrate(expected.type, expected.file());
      expect(started).toMatchObject({
        category: "migration",
        status: "in-progress",
        name: expect.stringContaining(expected.tag),
      });

      expect(Object.keys(recipes).sort(), name).toEqual(Object.keys(expected.recipes).sort());
      for (const [slug, want] of Object.entries(expected.recipes)) {
        const recipe = recipes[slug] as RecipeJson;
        expect(recipe.name, slug).toBe(want.name);
        expect(recipe.recipeIngredient, slug).toHaveLength(want.ingredients);
        expect(recipe.recipeIngredient[0]?.note, slug).toBe(want.firstIngredient);
        if (want.firstIngredientTitle !== undefined)
          expect(recipe.recipeIngredient[0]?.title, slug).toBe(want.firstIngredientTitle);
        expect(recipe.recipeInstructions, slug).toHaveLength(want.steps);
        expect(recipe.recipeInstructions[0]?.text, slug).toMatch(new RegExp(`^${escapeRegExp(want.firstStepStart)}`));
        expect(recipe.image !== null, `${slug} has a picture`).toBe(want.image !== false);
        if (want.image) {
          const picture = await t.as(member).get(`/api/media/recipes/${recipe.id}/images/original.webp`);
          expect(picture.statusCode, slug).toBe(200);
          expect(picture.headers["content-type"], slug).toMatch(/^image\/webp/);
        }
        for (const field of ["orgURL", "recipeYield", "prepTime", "cookTime", "totalTime", "rating"] as const) {
          if (want[field] !== undefined) expect(recipe[field], `${slug} ${field}`).toBe(want[field]);
        }
        if (want.categories) expect(recipe.recipeCategory.map((c) => c.name).sort(), slug).toEqual(want.categories);
        // Every recipe carries the source app's tag beside its own.
        if (want.tags)
          expect(recipe.tags.map((tag) => tag.name).sort(), slug).toEqual([...want.tags, expected.tag].sort());
        else
          expect(
            recipe.tags.map((tag) => tag.name),
            slug,
          ).toContain(expected.tag);
        if (want.notes) {
          expect(
            recipe.notes.map((note) => note.text.slice(0, 30)),
            slug,
          ).toEqual(want.notes.map((text) => text.slice(0, 30)));
        }
        if (want.nutrition) expect(recipe.nutrition, slug).toMatchObject(want.nutrition);
      }
      // Only the pictures the export links are asked for, each once (and from loopback, never the internet).
      expect(requestedPictures.sort()).toEqual(pictureUrls(expected).sort());

      // The report: one entry per recipe, by name, and the failures its reader found.
      const failed = expected.failed ?? [];
      expect(report.status).toBe(failed.length ? "partial" : "success");
      expect(report.entries).toHaveLength(Object.keys(expected.recipes).length + failed.length);
      for (const [slug, want] of Object.entries(expected.recipes)) {
        expect(report.entries).toContainEqual(
          expect.objectContaining({ success: true, message: `Imported ${want.name} as ${slug}` }),
        );
      }
      for (const { label, reason } of failed) {
        expect(report.entries).toContainEqual(
          expect.objectContaining({ success: false, message: `Failed to import ${label}`, exception: reason }),
        );
      }

      if (!expected.upstream) return;
      const upstream = (
        JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, "expectations.json"), "utf8"))
          .archives as UpstreamExpectation[]
      ).find((archive) => archive.file === expected.upstream) as UpstreamExpectation;
      expect(upstream.mealie_migration_type).toBe(expected.type);
      if (upstream.expect.every_report_entry_succeeds)
        expect(report.entries.every((entry) => entry.success)).toBe(true);
      const slug = LARDER_SLUG[upstream.expect.recipe_with_slug_exists] ?? upstream.expect.recipe_with_slug_exists;
      const checked = recipes[slug] as RecipeJson;
      expect(checked, slug).toBeDefined();
      // Larder keeps Mealie v1.12's seven nutrition fields; later Mealie versions' others are dropped.
      for (const key of upstream.expect.nutrition_keys_non_null) {
        if (!(NUTRITION_FIELDS as readonly string[]).includes(key)) continue;
        expect(checked.nutrition[key], `${slug} ${key}`).not.toBeNull();
      }
    });

    it("reports a broken recipe and imports the others", async () => {
      const { file, label, reason } = await expected.broken();
      const { report, recipes } = await migrate(expected.type, file, false);
      const wantedSlugs = Object.keys(expected.recipes).filter(
        (slug) => name !== "recipekeeper" || slug !== "zucchini-bread",
      );
      expect(Object.keys(recipes).sort()).toEqual(wantedSlugs.sort());
      for (const recipe of Object.values(recipes))
        expect(recipe.tags.map((tag) => tag.name)).not.toContain(expected.tag);
      expect(report.status).toBe("partial");
      expect(report.entries.filter((entry) => !entry.success)).toEqual(
        [{ label, reason }, ...(expected.failed ?? [])].map(({ label, reason }) =>
          expect.objectContaining({
            message: `Failed to import ${label}`,
            exception: reason,
          }),
        ),
      );
      expect(report.entries.filter((entry) => entry.success)).toHaveLength(wantedSlugs.length);
    });
  });
}

describe.skipIf(!haveSharedData)("a picture an export links to", () => {
  it("that cannot be fetched leaves the recipe without one, and the import succeeds", async () => {
    servedPictures.clear();
    requestedPictures.length = 0;
    const { report, recipes } = await migrate("plantoeat", EXPORTS.plantoeat!.file());
    expect(report.status).toBe("success");
    expect(requestedPictures).toHaveLength(1);
    expect(recipes["test-recipe"]).toMatchObject({ name: "Test Recipe", image: null });
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
