// `npm run bench:web`: what a first visit to a recipe page, to the group home, to the meal planner,
// to a shopping list and to the foods screen costs in Chromium. Starts the built server on a fresh
// SQLite data folder, has a household member (created through the API, with advanced features on)
// write two recipes, one in plain text and one using Markdown, plan a week (a dinner and a note each
// day), fill a shopping list and add 2,000 foods, opens the group to visitors, then loads
// `/g/{group}/r/{slug}` and `/g/{group}` as the member and as a visitor, and the planner's week, the
// list and `/group/data/foods` as the member, in fresh browser contexts (no HTTP cache, no code
// cache), and prints:
// - the JavaScript and CSS bytes transferred, gzip: the compressed body sizes (Resource Timing's
//   encodedBodySize) of every .js and .css response until the network is idle, with the browser
//   told to accept gzip only, so that the server (@fastify/compress, zlib's default level) answers
//   gzip whatever Chromium would otherwise prefer;
// - the time from the start of navigation (performance.now()'s origin) to the first frame painted
//   after the first ingredient line is laid out (the planner: the last day's note; the shopping
//   list: its last item; the foods screen: the first food of the table, which the whole list has to
//   be read and sorted for), median and p95 over BENCH_LOADS cold loads made as Chromium sends them
//   (its own Accept-Encoding).
// - the time to the first contentful paint (first paint below), median over the same loads.
// BENCH_WATERFALL=1 also prints when each request of the measured-bytes load started and ended;
// BENCH_ONLY=foods measures only the cases whose label holds that word (or one of several: recipe,home).
// BENCH_BASELINE=/path/to/packages/server/dist/main.js measures that build too, in the same run
// (its server serves its own web app), and prints both.
// BENCH_MEALIE_URL (with BENCH_MEALIE_PAGE, the path of a recipe page, BENCH_MEALIE_TEXT, the text
// of its first ingredient line, and BENCH_MEALIE_TOKEN, a session token of a member) times the same
// recipe in Mealie's own web app, cold loads as a member, for the side-by-side comparison.
// BENCH_LOCALES=en-US,de-DE,ar-SA measures each case with a browser whose language is each of
// those in turn (the page is then rendered and shown in it, and its catalogue of texts loaded), and
// prints the bytes of that catalogue among the first visit's.
// Prints figures; asserts nothing (GUIDE §5: timings are never a test).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { signIn, stop } from "../../server/bench/server-process.mjs";
import { api, launchChromium, startServer } from "./browser-bench.mjs";

const LOADS = Number(process.env.BENCH_LOADS || 10);
const LOCALES = (process.env.BENCH_LOCALES || "en-US").split(",").map((locale) => locale.trim());
/** The heading of a recipe's ingredients in a locale, as its catalogue says it. */
const ingredientsHeading = (locale) =>
  JSON.parse(fs.readFileSync(new URL(`../src/i18n/locales/${locale}.json`, import.meta.url), "utf8")).recipePage
    .ingredients;
// BENCH_RTT_MS=100: every request takes that much longer, as over a home connection instead of loopback.
const RTT_MS = Number(process.env.BENCH_RTT_MS || 0);
// The server serves packages/web/dist (see its main.ts).
const webDir = fileURLToPath(new URL("../dist", import.meta.url));
const MEMBER = {
  username: "bench-cook",
  fullName: "Bench Cook",
  email: "bench-cook@example.com",
  password: "bench-cook-password",
  // The data management screens are an advanced feature, adding foods an organizer's (SPEC §6).
  advanced: true,
  canOrganize: true,
};

const MARKDOWN_RECIPE_NAME = "Bench Risotto in Markdown";

/** The lunch note planned for each day of the week; the last day's showing means the week is there. */
const PLANNED_NOTE = "Bench leftovers, day";
const SHOPPING_ITEMS = 40;
const SHOPPING_ITEM = "Bench groceries, item";
/** How many foods the foods screen lists; the first by name, shown first, means the table is there. */
const FOOD_COUNT = 2000;
const foodName = (index) => `Bench food ${String(index).padStart(4, "0")}`;
/** Foods created at once while seeding. */
const SEED_CONCURRENCY = 8;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(" ");

/**
 * A recipe of the size a household keeps: two ingredient sections, linked steps, a note, nutrition.
 * With `markdown`, its description, a step and its note use Markdown and an ingredient note a tag.
 */
function benchRecipe({ markdown }) {
  const ids = Array.from({ length: 10 }, (_, i) => `00000000-0000-4000-8000-0000000000${String(i + 10)}`);
  const gram = { name: "gram", pluralName: "grams", abbreviation: "g" };
  const tablespoon = { name: "tablespoon", pluralName: "tablespoons", abbreviation: "tbsp" };
  const millilitre = { name: "millilitre", pluralName: "millilitres", abbreviation: "ml" };
  const line = (i, quantity, unit, food, note = "") => ({
    quantity,
    unit,
    food: { name: food },
    note,
    referenceId: ids[i],
  });
  return {
    name: markdown ? MARKDOWN_RECIPE_NAME : "Bench Risotto",
    description: markdown
      ? "A **creamy** risotto with _porcini_ and thyme.\n\n- stir often\n- rest before serving"
      : "A creamy risotto with porcini and thyme.\n\nStir often and let it rest before serving.",
    recipeYield: "4 servings",
    prepTime: "15 minutes",
    totalTime: "45 minutes",
    recipeIngredient: [
      { ...line(0, 300, gram, "arborio rice"), title: "Risotto" },
      line(1, 1, null, "onion", markdown ? "<i>finely</i> chopped" : "finely chopped"),
      line(2, 2, tablespoon, "olive oil"),
      line(3, 1200, millilitre, "vegetable stock", "hot"),
      line(4, 150, gram, "chestnut mushrooms", "sliced"),
      line(5, 20, gram, "dried porcini", "soaked"),
      line(6, 50, gram, "parmesan", "grated"),
      { ...line(7, 2, tablespoon, "butter"), title: "To finish" },
      line(8, 4, null, "thyme sprigs"),
      line(9, 0.5, null, "lemon", "zest only"),
    ],
    recipeInstructions: [
      { text: "Soften the onion in the oil for 5 minutes.", ingredientReferences: [{ referenceId: ids[1] }] },
      { text: "Add the rice and toast it for 2 minutes.", ingredientReferences: [{ referenceId: ids[0] }] },
      {
        text: `Add the stock a ladle at a time over 20 minutes, with ${markdown ? "**both**" : "both"} kinds of mushroom.`,
        ingredientReferences: [{ referenceId: ids[3] }, { referenceId: ids[4] }, { referenceId: ids[5] }],
      },
      {
        title: "Finish",
        text: "Beat in the butter and parmesan, then rest for 2 minutes.",
        ingredientReferences: [{ referenceId: ids[6] }, { referenceId: ids[7] }],
      },
    ],
    notes: [
      {
        title: "Leftovers",
        text: markdown ? "Shape into **arancini** the next day." : "Shape into arancini the next day.",
      },
    ],
    nutrition: { calories: "520 kcal", proteinContent: "14 g" },
    settings: { public: true, showNutrition: true, disableAmount: false, disableComments: false },
  };
}

/**
 * A member of the first-start group (not the administrator, whose default password brings a
 * warning), who writes both recipes; the group is opened to visitors. Returns the recipe pages' paths.
 */
async function seed(server) {
  const admin = await signIn(server);
  await api(server, admin, "POST", "/api/admin/users", MEMBER);
  await api(server, admin, "PUT", "/api/groups/preferences", { privateGroup: false });
  const signedIn = await fetch(`${server.url}/api/auth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: MEMBER.email, password: MEMBER.password }),
  });
  const member = { authorization: `Bearer ${(await signedIn.json()).access_token}` };
  const group = await api(server, member, "GET", "/api/groups/self");
  const pagePaths = {};
  const recipeIds = [];
  for (const markdown of [false, true]) {
    const recipe = benchRecipe({ markdown });
    const slug = await api(server, member, "POST", "/api/recipes", { name: recipe.name });
    recipeIds.push((await api(server, member, "PUT", `/api/recipes/${slug}`, recipe)).id);
    pagePaths[markdown ? "markdown" : "plain"] = `/g/${group.slug}/r/${slug}`;
    pagePaths.groupHome = `/g/${group.slug}`;
  }
  // The planner opens on today and the next six days.
  for (let day = 0; day < 7; day++) {
    const date = new Date();
    date.setDate(date.getDate() + day);
    const ymd = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
    await api(server, member, "POST", "/api/groups/mealplans", {
      date: ymd,
      entryType: "dinner",
      recipeId: recipeIds[day % 2],
    });
    await api(server, member, "POST", "/api/groups/mealplans", {
      date: ymd,
      entryType: "lunch",
      title: `${PLANNED_NOTE} ${day + 1}`,
    });
  }
  pagePaths.planner = "/group/mealplan/planner/view";
  // A week's shop: a list of the member's with SHOPPING_ITEMS items.
  const list = await api(server, member, "POST", "/api/groups/shopping/lists", { name: "Bench shop" });
  await api(
    server,
    member,
    "POST",
    "/api/groups/shopping/items/create-bulk",
    Array.from({ length: SHOPPING_ITEMS }, (_, index) => ({
      shoppingListId: list.id,
      note: `${SHOPPING_ITEM} ${index + 1}`,
      quantity: index % 3,
      position: index,
    })),
  );
  pagePaths.shoppingList = `/shopping-lists/${list.id}`;
  // Created out of order, so that the screen's own sort is part of what is measured.
  const order = Array.from({ length: FOOD_COUNT }, (_, i) => ((i * 7919) % FOOD_COUNT) + 1);
  let next = 0;
  const worker = async () => {
    while (next < order.length) {
      const index = order[next++];
      await api(server, member, "POST", "/api/foods", { name: foodName(index), description: `Seeded food ${index}` });
    }
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
  pagePaths.foods = "/group/data/foods";
  return pagePaths;
}

/**
 * Runs in the page before its own scripts: notes performance.now() at the start of the first frame in
 * which what the page is for has a size on screen: the first ingredient line (a list item of the
 * section headed "Ingredients"), or, given a text, the element holding it (the planner's last day).
 * Looked for once per frame, when the page lays itself out anyway: a check on every DOM change
 * would force extra layouts and slow down the very load it measures.
 */
function watchForContent({ text, ingredients }) {
  const firstIngredientLine = () => {
    for (const heading of document.querySelectorAll("h2")) {
      if (heading.textContent?.trim() !== ingredients) continue;
      const line = heading.closest("section")?.querySelector("li");
      if (line && line.getBoundingClientRect().height > 0) return line;
    }
    return null;
  };
  const textShown = () => {
    const walker = document.createTreeWalker(document.body ?? document.documentElement, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.includes(text) && (node.parentElement?.getBoundingClientRect().height ?? 0) > 0)
        return node;
    }
    return null;
  };
  const onFrame = () => {
    if (text ? textShown() : firstIngredientLine()) window.__contentVisibleAt = performance.now();
    else requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
}

/** One cold load in a fresh context; returns the time to the ingredients and the requests made. */
async function coldLoad(browser, baseURL, pagePath, { storageState, gzipOnly, waitForText, locale = "en-US" }) {
  const context = await browser.newContext({
    baseURL,
    storageState,
    locale,
    extraHTTPHeaders: gzipOnly ? { "accept-encoding": "gzip" } : undefined,
  });
  try {
    const page = await context.newPage();
    const ingredients = ingredientsHeading(locale);
    await page.addInitScript(watchForContent, { text: waitForText ?? "", ingredients });
    if (RTT_MS > 0) {
      const devtools = await context.newCDPSession(page);
      await devtools.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: RTT_MS,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    const encodings = new Map();
    page.on("response", (response) => {
      const pathname = new URL(response.url()).pathname;
      if (/\.(js|css)$/.test(pathname)) encodings.set(pathname, response.headers()["content-encoding"] ?? "identity");
    });
    await page.goto(pagePath);
    // Polled every 100 ms: Playwright's own locator polling (roles, accessible names) runs on the
    // page's main thread and would compete with the load; the locator checks the result afterwards.
    await page.waitForFunction(() => window.__contentVisibleAt !== undefined, null, {
      polling: 100,
      timeout: 30_000,
    });
    const content = waitForText
      ? page.getByText(waitForText).first()
      : page.getByRole("region", { name: ingredients }).getByRole("listitem").first();
    await content.waitFor({ state: "visible", timeout: 5_000 });
    await page.waitForLoadState("networkidle");
    const measured = await page.evaluate(() => ({
      contentVisibleAt: window.__contentVisibleAt,
      firstPaintAt: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      documentEnd: performance.getEntriesByType("navigation")[0]?.responseEnd ?? 0,
      resources: performance.getEntriesByType("resource").map((entry) => ({
        pathname: new URL(entry.name).pathname,
        encoded: entry.encodedBodySize,
        startTime: entry.startTime,
        responseEnd: entry.responseEnd,
      })),
    }));
    return { ...measured, encodings };
  } finally {
    await context.close();
  }
}

function printBytes(label, load) {
  const files = load.resources
    .filter((file) => /\.(js|css)$/.test(file.pathname))
    .sort((a, b) => b.encoded - a.encoded);
  const sum = (extension) =>
    files.filter((file) => file.pathname.endsWith(extension)).reduce((total, file) => total + file.encoded, 0);
  const notGzip = [...load.encodings].filter(([, encoding]) => encoding !== "gzip").map(([name]) => name);
  console.log(`\n${label}`);
  console.log(
    `  JS ${kB(sum(".js"))} + CSS ${kB(sum(".css"))} = ${kB(sum(".js") + sum(".css"))} gzip in ${files.length} files` +
      (notGzip.length ? ` (NOT gzip: ${notGzip.join(", ")})` : ""),
  );
  for (const file of files.slice(0, 5))
    console.log(`  ${kB(file.encoded).padStart(9)}  ${path.basename(file.pathname)}`);
  if (files.length > 5) console.log(`  ... and ${files.length - 5} smaller files`);
}

/** The share of a first visit's bytes that is the locale's catalogue of texts (en-US's is in the app's first chunk). */
function printCatalogueBytes(locale, load) {
  const catalogue = load.resources.filter((file) => path.basename(file.pathname).startsWith(`${locale}-`));
  if (catalogue.length === 0) return;
  const bytes = catalogue.reduce((total, file) => total + file.encoded, 0);
  console.log(`  of which the ${locale} catalogue: ${kB(bytes)} gzip`);
}

/** When each request of one load started and ended, to show what the time to the ingredients waits for. */
function printWaterfall(load) {
  const ms = (time) => `${time.toFixed(0)} ms`.padStart(8);
  console.log(`  ${ms(0)} ${ms(load.documentEnd)}  the page`);
  for (const entry of [...load.resources].sort((a, b) => a.startTime - b.startTime)) {
    console.log(`  ${ms(entry.startTime)} ${ms(entry.responseEnd)}  ${entry.pathname}`);
  }
  console.log(`  content visible at ${load.contentVisibleAt.toFixed(0)} ms`);
}

/** The median and p95 of a list of times, as printed. */
function spread(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  return { median, text: `median ${median.toFixed(0)} ms, p95 ${quantile(sorted, 0.95).toFixed(0)} ms` };
}

/** LOADS cold loads of a page: when its content showed and when it first painted anything. */
async function timeLoads(browser, baseURL, pagePath, storageState, waitForText, locale) {
  const content = [];
  const firstPaint = [];
  for (let i = 0; i < LOADS; i++) {
    const load = await coldLoad(browser, baseURL, pagePath, { storageState, gzipOnly: false, waitForText, locale });
    content.push(load.contentVisibleAt);
    firstPaint.push(load.firstPaintAt);
  }
  return { content: spread(content), firstPaint: spread(firstPaint) };
}

/** Starts a build's server on a fresh data folder, seeds it, signs the member's browser in. */
async function preparedServer(browser, main) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "larder-bench-web-"));
  const server = await startServer(dataDir, main);
  const pagePaths = await seed(server);
  const signingIn = await browser.newContext({ baseURL: server.url });
  const signInResponse = await signingIn.request.post("/api/auth/token", {
    form: { username: MEMBER.email, password: MEMBER.password },
  });
  if (signInResponse.status() !== 200) throw new Error(`browser sign-in failed: ${signInResponse.status()}`);
  // The session cookie the sign-in set, given to every fresh context of the member.
  const memberState = await signingIn.storageState();
  await signingIn.close();
  // Chromium's own start-up (its first renderer process) and the server's first page are not part of any figure.
  await coldLoad(browser, server.url, pagePaths.plain, { storageState: memberState, gzipOnly: false });
  const close = async () => {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { server, pagePaths, memberState, close };
}

/** The cases measured on one build. */
function casesOf({ pagePaths, memberState }) {
  const lastNote = `${PLANNED_NOTE} 7`;
  return [
    ["A member, plain-text recipe", memberState, pagePaths.plain, undefined, "ingredients"],
    ["A member, recipe using Markdown", memberState, pagePaths.markdown, undefined, "ingredients"],
    ["A visitor of the public group, plain-text recipe", undefined, pagePaths.plain, undefined, "ingredients"],
    ["A visitor of the public group, recipe using Markdown", undefined, pagePaths.markdown, undefined, "ingredients"],
    // The second card by name, its description in Markdown: shown means the first cards are there.
    ["A member, the group home", memberState, pagePaths.groupHome, MARKDOWN_RECIPE_NAME, "the first cards"],
    [
      "A visitor of the public group, the group home",
      undefined,
      pagePaths.groupHome,
      MARKDOWN_RECIPE_NAME,
      "the first cards",
    ],
    ["A member, the meal planner's week", memberState, pagePaths.planner, lastNote, "the week"],
    [
      `A member, a shopping list of ${SHOPPING_ITEMS} items`,
      memberState,
      pagePaths.shoppingList,
      `${SHOPPING_ITEM} ${SHOPPING_ITEMS}`,
      "the list",
    ],
    [`A member, the foods screen with ${FOOD_COUNT} foods`, memberState, pagePaths.foods, foodName(1), "the table"],
  ];
}

/** The same recipe in Mealie's own web app, when one is given (BENCH_MEALIE_*): its ingredients' time. */
async function timeMealie(browser) {
  const { BENCH_MEALIE_URL: url, BENCH_MEALIE_PAGE: page, BENCH_MEALIE_TEXT: text } = process.env;
  if (!url || !page || !text) return null;
  const token = process.env.BENCH_MEALIE_TOKEN;
  const storageState = token
    ? { cookies: [{ name: "mealie.access_token", value: token, url }], origins: [] }
    : undefined;
  // Its first load (Chromium's and Mealie's caches of their own) is not part of the figure.
  await coldLoad(browser, url, page, { storageState, gzipOnly: false, waitForText: text });
  return timeLoads(browser, url, page, storageState, text);
}

async function main() {
  if (!fs.existsSync(path.join(webDir, "index.html"))) throw new Error(`no built web app in ${webDir}`);
  const builds = [["this build", undefined]];
  if (process.env.BENCH_BASELINE) builds.push([`baseline (${process.env.BENCH_BASELINE})`, process.env.BENCH_BASELINE]);
  const browser = await launchChromium();
  const summary = [];
  try {
    console.log(
      `First visit to a recipe page, the group home, the planner, a shopping list and the foods screen; ${os.cpus().length} cores, load average ${loadAverage()}` +
        (RTT_MS > 0 ? `; ${RTT_MS} ms added to every request` : ""),
    );
    const only = process.env.BENCH_ONLY?.toLowerCase();
    for (const [build, main] of builds) {
      const prepared = await preparedServer(browser, main);
      try {
        console.log(`\n== ${build}`);
        for (const [caseLabel, storageState, pagePath, waitForText, what] of casesOf(prepared)) {
          if (only && !only.split(",").some((word) => caseLabel.toLowerCase().includes(word))) continue;
          for (const locale of LOCALES) {
            const label = LOCALES.length > 1 || locale !== "en-US" ? `${caseLabel}, ${locale}` : caseLabel;
            const firstVisit = await coldLoad(browser, prepared.server.url, pagePath, {
              storageState,
              gzipOnly: true,
              waitForText,
              locale,
            });
            printBytes(`${label} (${pagePath})`, firstVisit);
            printCatalogueBytes(locale, firstVisit);
            if (process.env.BENCH_WATERFALL) printWaterfall(firstVisit);
            const times = await timeLoads(browser, prepared.server.url, pagePath, storageState, waitForText, locale);
            console.log(`  first paint: ${times.firstPaint.text} over ${LOADS} cold loads`);
            console.log(`  ${what} visible: ${times.content.text} over ${LOADS} cold loads`);
            summary.push([build, label, what, times]);
          }
        }
      } finally {
        await prepared.close();
      }
    }
    const mealie = await timeMealie(browser);
    if (builds.length > 1 || mealie) {
      console.log("\nSide by side (medians: first paint / content visible)");
      for (const [, label, what] of summary.filter(([build]) => build === builds[0][0])) {
        const row = summary.filter(([, other]) => other === label);
        const cells = row.map(
          ([build, , , times]) =>
            `${build.split(" (")[0]} ${times.firstPaint.median.toFixed(0)} / ${times.content.median.toFixed(0)} ms`,
        );
        console.log(`  ${label}, ${what}: ${cells.join("; ")}`);
      }
    }
    if (mealie) {
      const ours = summary.find(([build, label]) => build === builds[0][0] && label === "A member, plain-text recipe");
      console.log(
        `\nMealie's web app, a member, the recipe (${process.env.BENCH_MEALIE_PAGE}): first paint ${mealie.firstPaint.text}; ingredients visible ${mealie.content.text} over ${LOADS} cold loads` +
          (ours ? `; Larder's is ${(mealie.content.median / ours[3].content.median).toFixed(1)}x faster` : ""),
      );
    }
    console.log(`\nload average after: ${loadAverage()}`);
  } finally {
    await browser.close();
  }
}

await main();
