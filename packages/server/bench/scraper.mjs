// `npm run bench:scraper`: the web importer's extraction over the saved recipe pages in
// ../shared/data/recipe-pages. For each field it prints the share of pages where Larder's result
// equals the expected JSON (after that folder's normalisation), for the manifest's
// `schema-defaults` and `site-specific` groups separately, then the median and p95 time to parse a
// page (the network excluded). Prints figures; asserts nothing.
// `--misses=<field>` lists the pages that miss on one field, with both values, for tuning.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
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
  .map((line) => JSON.parse(line));
const tally = {};
const timings = [];
for (const entry of manifest) {
  const group = entry.upstream_scraper;
  if (onlyGroup && group !== onlyGroup) continue;
  const html = fs.readFileSync(path.join(pagesDir, entry.html), "utf8");
  const expected = JSON.parse(fs.readFileSync(path.join(pagesDir, entry.json), "utf8"));
  const started = process.hrtime.bigint();
  let result = null;
  try {
    result = scrapePage(html, new URL(expected.canonical_url ?? "/", `https://${entry.host}/`).href);
  } catch (error) {
    console.log(`${entry.html}: ${error.stack}`);
  }
  timings.push(Number(process.hrtime.bigint() - started) / 1e6);
  tally[group] ??= { pages: 0, fields: {} };
  tally[group].pages++;
  for (const [field, read] of FIELDS) {
    if (!ALWAYS.has(field) && !(field in expected)) continue;
    const ours = result ? read(result) : null;
    tally[group].fields[field] ??= { matched: 0, compared: 0 };
    const counts = tally[group].fields[field];
    counts.compared++;
    if (same(ours, expected[field], field)) counts.matched++;
    else if (missesOf === field) {
      console.log(`--- ${entry.html} [${group}] (${result?.source})`);
      console.log(`  expected: ${JSON.stringify(expected[field])}`);
      console.log(`  larder:   ${JSON.stringify(ours)}`);
    }
  }
}

const percent = (counts) => (counts ? `${((100 * counts.matched) / counts.compared).toFixed(1)}%` : "-");
const groups = Object.keys(tally).sort();
console.log(`\nWeb import extraction over ${manifest.length} saved pages (${pagesDir})\n`);
console.log(["field".padEnd(18), ...groups.map((group) => `${group} (${tally[group].pages})`.padStart(26))].join(""));
for (const [field] of FIELDS) {
  const cells = groups.map((group) => {
    const counts = tally[group].fields[field];
    return `${percent(counts)}${counts ? ` of ${counts.compared}` : ""}`.padStart(26);
  });
  console.log([field.padEnd(18), ...cells].join(""));
}
timings.sort((a, b) => a - b);
const quantile = (q) => timings[Math.min(timings.length - 1, Math.ceil(q * timings.length) - 1)];
console.log(
  `\nparse time per page: median ${quantile(0.5).toFixed(1)} ms, p95 ${quantile(0.95).toFixed(1)} ms (${timings.length} pages)`,
);
