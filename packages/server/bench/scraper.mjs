// `npm run bench:scraper`: the web importer's extraction over the saved recipe pages in
// ../shared/data/recipe-pages. For each field it prints the share of pages where Larder's result
// equals the expected JSON (after that folder's normalisation), for the manifest's
// `schema-defaults` and `site-specific` groups separately, then the median and p95 time to parse a
// page (the network excluded). It scores the pages three ways (see MODES): as the app reads them, by
// generic reading alone, and leave-hosts-out. Last it times the large pages `large-pages.ts` builds
// (several MB each, shaped like the pages that made imports slow). Prints figures; asserts nothing.
// `--misses=<field> [--mode=generic]` lists the pages that miss on one field in one way of reading,
// with both values, for tuning; `--group=site-specific` keeps one group of pages.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { stableHash } from "../dist/parser/training/dataset.js";
import { largePages } from "../dist/scraper/extract/large-pages.js";
import { scrapePage } from "../dist/scraper/extract/scrape-page.js";
import { instructionLines } from "../dist/scraper/extract/scraped-recipe.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const pagesDir = path.resolve(here, "../../../../shared/data/recipe-pages");
const manifestFile = path.join(pagesDir, "manifest.jsonl");
if (!fs.existsSync(manifestFile)) {
  console.log(`bench:scraper skipped: ${manifestFile} is absent (the shared test data is not on this machine).`);
  process.exit(0);
}

/** Fields compared on every page: an expectation without the key means the page does not give it. */
const ALWAYS = new Set(["title", "ingredients", "instructions_list", "total_time", "yields", "image"]);
const FIELDS = [
  ["title", (r) => r.title],
  ["ingredients", (r) => r.ingredients],
  ["instructions_list", (r) => instructionLines(r.instructions)],
  ["total_time", (r) => r.totalTime],
  ["prep_time", (r) => r.prepTime],
  ["cook_time", (r) => r.cookTime],
  ["yields", (r) => r.yields],
  ["image", (r) => r.image],
  ["description", (r) => r.description],
];
const missesOf = process.argv.find((arg) => arg.startsWith("--misses="))?.slice("--misses=".length);
const onlyGroup = process.argv.find((arg) => arg.startsWith("--group="))?.slice("--group=".length);

const isEmpty = (value) =>
  value === null || value === undefined || value === "" || (Array.isArray(value) && !value.length);
/** Two spellings of one address (percent-encoded or not, composed or decomposed accents) are the same image. */
const sameAddress = (a, b) => {
  const plain = (url) => {
    try {
      return decodeURI(url).normalize("NFC");
    } catch {
      return url.normalize("NFC");
    }
  };
  return typeof a === "string" && plain(a) === plain(b);
};
/**
 * Text with every run of whitespace (NBSP included) made one space and the ends trimmed: the data's
 * README normalises ingredient lines so, but some site-specific expectations kept a trailing space,
 * a doubled space or an NBSP in step text, which no reader of the page can see.
 */
const spaced = (value) =>
  typeof value === "string"
    ? value.replace(/[\s\u00a0]+/g, " ").trim()
    : Array.isArray(value)
      ? value.map(spaced)
      : value;
const same = (ours, expected, field) => {
  if (isEmpty(expected)) return isEmpty(ours);
  if (field === "image") return sameAddress(ours, expected);
  if (typeof expected === "number") return ours === expected;
  return JSON.stringify(spaced(ours)) === JSON.stringify(spaced(expected));
};

const manifest = fs
  .readFileSync(manifestFile, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line))
  .filter((entry) => !onlyGroup || entry.upstream_scraper === onlyGroup);

/** A host's fold, from its name alone: never from the manifest's order. */
const foldOf = (host) => stableHash(host) % 5;
/**
 * The three ways of reading: as the app does (every host-specific reader on); with every
 * host-specific reader off (what a site nobody wrote a reader for gets: JSON-LD, microdata, RDFa,
 * the plug-in cards and the page's own headings); and leave-hosts-out, where hosts fall into 5 folds
 * and a page may use only readers written for hosts of the other folds.
 */
const MODES = {
  app: () => undefined,
  generic: () => () => false,
  "leave-hosts-out": (entry) => (readerHosts) => readerHosts.every((host) => foldOf(host) !== foldOf(entry.host)),
};
const missesMode = process.argv.find((arg) => arg.startsWith("--mode="))?.slice("--mode=".length) ?? "app";

const pages = manifest.map((entry) => ({
  entry,
  html: fs.readFileSync(path.join(pagesDir, entry.html), "utf8"),
  expected: JSON.parse(fs.readFileSync(path.join(pagesDir, entry.json), "utf8")),
}));

function score(mode) {
  const tally = {};
  const timings = [];
  for (const { entry, html, expected } of pages) {
    const group = entry.upstream_scraper;
    const started = process.hrtime.bigint();
    let result = null;
    try {
      result = scrapePage(
        html,
        new URL(expected.canonical_url ?? "/", `https://${entry.host}/`).href,
        MODES[mode](entry),
      );
    } catch (error) {
      console.log(`${entry.html}: ${error.stack}`);
    }
    timings.push({ page: entry.html, bytes: html.length, ms: Number(process.hrtime.bigint() - started) / 1e6 });
    tally[group] ??= { pages: 0, fields: {} };
    tally[group].pages++;
    for (const [field, read] of FIELDS) {
      if (!ALWAYS.has(field) && !(field in expected)) continue;
      const ours = result ? read(result) : null;
      tally[group].fields[field] ??= { matched: 0, compared: 0 };
      const counts = tally[group].fields[field];
      counts.compared++;
      if (same(ours, expected[field], field)) counts.matched++;
      else if (missesOf === field && missesMode === mode) {
        console.log(`--- ${entry.html} [${group}] (${result?.source})`);
        console.log(`  expected: ${JSON.stringify(expected[field])}`);
        console.log(`  larder:   ${JSON.stringify(ours)}`);
      }
    }
  }
  return { tally, timings };
}

const percent = (counts) => (counts ? `${((100 * counts.matched) / counts.compared).toFixed(1)}%` : "-");
function printTable(title, tally) {
  const groups = Object.keys(tally).sort();
  console.log(`\n${title}\n`);
  console.log(["field".padEnd(18), ...groups.map((group) => `${group} (${tally[group].pages})`.padStart(26))].join(""));
  for (const [field] of FIELDS) {
    const cells = groups.map((group) => {
      const counts = tally[group].fields[field];
      return `${percent(counts)}${counts ? ` of ${counts.compared}` : ""}`.padStart(26);
    });
    console.log([field.padEnd(18), ...cells].join(""));
  }
}

console.log(`Web import extraction over ${pages.length} saved pages (${pagesDir})`);
const asTheAppReads = score("app");
printTable("As the app reads them (host-specific readers on):", asTheAppReads.tally);
printTable(
  "Generic reading only (every host-specific reader off; plug-in cards, JSON-LD, microdata, RDFa, headings on):",
  score("generic").tally,
);
printTable(
  "Leave hosts out (hosts in 5 folds; a page may use only readers written for the other folds' hosts):",
  score("leave-hosts-out").tally,
);

const timings = asTheAppReads.timings.sort((a, b) => a.ms - b.ms);
const quantile = (q) => timings[Math.min(timings.length - 1, Math.ceil(q * timings.length) - 1)].ms;
const slowest = timings.at(-1);
console.log(
  `\nparse time per page: median ${quantile(0.5).toFixed(1)} ms, p95 ${quantile(0.95).toFixed(1)} ms, ` +
    `slowest ${slowest.ms.toFixed(1)} ms (${slowest.page}, ${(slowest.bytes / 1e6).toFixed(2)} MB), ` +
    `${timings.filter((timing) => timing.ms > 1000).length} over 1 s (${timings.length} pages)`,
);

// Pages of several MB built to hold what makes an import slow (thousands of comments, inline app
// state and galleries, thousands of unclosed tags, long runs of one character): the best of 3 runs each.
const generated = largePages().map(({ name, html }) => {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run++) {
    const started = process.hrtime.bigint();
    scrapePage(html, "https://blog.example/soup/");
    best = Math.min(best, Number(process.hrtime.bigint() - started) / 1e6);
  }
  return `${name} (${(html.length / 1e6).toFixed(1)} MB) ${best.toFixed(0)} ms`;
});
console.log(`generated large pages: ${generated.join(", ")}`);
