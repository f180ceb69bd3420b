// `npm run bench:parser`: accuracy of the ingredient parsers on the held-out validation part of
// ../shared/data/ingredients (never trained on), a 5-fold cross-validation of the model over all the
// labelled lines, the parser's speed on one core and `POST /api/parser/ingredients` through the built
// server. Prints figures; never fails on them. BENCH_PARSER_CV=0 leaves the cross-validation out,
// BENCH_PARSER_HTTP=0 the HTTP part.
import { existsSync } from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { bruteLabels, readWithRules } from "../dist/parser/brute-parser.js";
import { IngredientVocabulary } from "../dist/parser/matching.js";
import { IngredientTagger } from "../dist/parser/model.js";
import { readWithModel } from "../dist/parser/nlp-parser.js";
import { FOLDS, foldScores } from "../dist/parser/training/cross-validation.js";
import { readLabelledSentences, splitOf } from "../dist/parser/training/dataset.js";
import { evaluateOnValidation } from "../dist/parser/training/evaluate.js";
import { OLDER_CONVENTIONS } from "../dist/parser/training/train.js";
import { benchParserHttp } from "./parser-http.mjs";

const dataFile = fileURLToPath(
  new URL("../../../../shared/data/ingredients/labelled-sentences.jsonl", import.meta.url),
);
if (!existsSync(dataFile)) {
  console.log(`Skipped: no labelled sentences at ${dataFile} (the parser bench needs ../shared/data).`);
  process.exit(0);
}

const records = readLabelledSentences(dataFile);
const validation = records.filter((record) => splitOf(record.id) === "validation");
const loadStarted = performance.now();
const tagger = IngredientTagger.fromFile();
const loadMs = performance.now() - loadStarted;

const percent = (value) => (value * 100).toFixed(1).padStart(5);
function printTable(title, rows) {
  console.log(`\n${title}`);
  console.log("source       lines  quantity  unit  food name  comment/prep | sentence | strict");
  const order = ["bbc", "cookstr", "tc", "allrecipes", "db-export", "nyt", "overall"];
  rows.sort((left, right) => order.indexOf(left.source) - order.indexOf(right.source));
  for (const row of rows) {
    const field = row.fields;
    console.log(
      [
        row.source.padEnd(10),
        String(row.lines).padStart(7),
        percent(field.quantity).padStart(9),
        percent(field.unit).padStart(5),
        percent(field.name).padStart(10),
        percent(field.note).padStart(13),
        `| ${percent(row.sentence).padStart(8)}`,
        `| ${percent(row.strict).padStart(6)}`,
      ].join(" "),
    );
  }
}

console.log(
  `Ingredient parser bench: ${validation.length} validation lines of ${records.length} (fixed 20% split by id)`,
);
console.log(
  [
    "A field is right when its words equal the labelled ones, compared lower-case and singular, amounts by value",
    "(½ = 1/2 = 0.5, one = 1) and units by canonical name (tbsp = tablespoon); comment/prep is the note Larder",
    "stores: preparation, comment, purpose and size together. A sentence is right when all four fields are.",
    "strict: every labelled field on its own (preparation apart from comment, size, purpose), without those",
    "normalisations of amounts and units. db-export: the four sources labelled in today's scheme (all but nyt).",
  ].join("\n"),
);
// The model reads a line in one of two labelling schemes: today's (what the API answers) or the older
// one the nyt lines were labelled in, where for example 'large' or 'medium-size' is the unit. Each
// line scored in its own scheme is the model's accuracy; scored all in today's scheme, the nyt lines
// also count every place where the two schemes disagree.
printTable(
  "nlp model, each line read in the labelling scheme it was written in (the model's accuracy)",
  evaluateOnValidation(records, (tokens, record) => tagger.labelsOf(tokens, OLDER_CONVENTIONS[record.scheme])),
);
printTable(
  "nlp model, every line read in today's scheme, as the API answers (nyt: the schemes' differences count as errors)",
  evaluateOnValidation(records, (tokens) => tagger.labelsOf(tokens)),
);
printTable(
  "brute (rules)",
  evaluateOnValidation(records, (tokens) => bruteLabels(tokens)),
);

// 5-fold cross-validation: every labelled line scored by a model that never trained on it, with the
// committed model's training settings (15 epochs: 8 scored 0.2 points lower on the validation part,
// so fewer would change the figure); folds spread over worker threads, about 4 minutes on 2 cores.
const CV_EPOCHS = Number(process.env.BENCH_PARSER_CV_EPOCHS ?? 15);
if (process.env.BENCH_PARSER_CV !== "0") {
  const started = performance.now();
  const workers = Math.max(1, Math.min(FOLDS, os.availableParallelism()));
  const assigned = Array.from({ length: workers }, (_, worker) =>
    Array.from({ length: FOLDS }, (_, fold) => fold).filter((fold) => fold % workers === worker),
  );
  const tallies = (
    await Promise.all(
      assigned.map(
        (folds) =>
          new Promise((resolve, reject) => {
            const worker = new Worker(new URL("./parser-cv-worker.mjs", import.meta.url), {
              workerData: { dataFile, folds, epochs: CV_EPOCHS, seed: 7, keepFrom: 2 },
            });
            worker.once("message", resolve);
            worker.once("error", reject);
          }),
      ),
    )
  ).flat();
  console.log(
    `\nnlp model, ${FOLDS}-fold cross-validation over all ${records.length} labelled lines (folds by a hash of the sentence, so a sentence the data holds twice is never trained on and scored; ` +
      `trained on four folds, ${CV_EPOCHS} epochs, scored on the fifth, each line in its own scheme; ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s on ${workers} threads)`,
  );
  console.log(
    "sentence: quantity, unit and food name all right (the note apart); fields compared as in the tables above",
  );
  console.log("fold       lines  sentence  food name   unit  quantity");
  for (const row of foldScores(tallies)) {
    console.log(
      [
        String(row.fold).padEnd(8),
        String(row.lines).padStart(7),
        percent(row.sentence).padStart(9),
        percent(row.name).padStart(10),
        percent(row.unit).padStart(6),
        percent(row.quantity).padStart(9),
      ].join(" "),
    );
  }
}

// Speed on one core, after a warm-up: the whole parse (tokens, labels, confidences, quantity/unit/food/note).
// Timed in this process's CPU time, so that other work on the machine does not count against it.
const cpuMilliseconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
const lines = validation.map((record) => record.sentence);
function linesPerSecond(read) {
  for (const line of lines.slice(0, 2000)) read(line);
  const started = cpuMilliseconds();
  let count = 0;
  while (cpuMilliseconds() - started < 3000) {
    for (const line of lines) read(line);
    count += lines.length;
  }
  return count / ((cpuMilliseconds() - started) / 1000);
}
console.log(`\nModel load on first use: ${loadMs.toFixed(0)} ms`);
console.log("Lines per second of CPU time, one thread:");
console.log(`nlp:   ${Math.round(linesPerSecond(readWithModel)).toLocaleString("en")} lines/s`);
console.log(`brute: ${Math.round(linesPerSecond(readWithRules)).toLocaleString("en")} lines/s`);

// A 30-line recipe, parsed and matched against a group of 300 foods and 40 units.
const foodNames = [...new Set(records.filter((r) => splitOf(r.id) === "training" && r.name).map((r) => r.name))].slice(
  0,
  300,
);
const unitNames = [...new Set(records.filter((r) => r.unit && !r.unit.includes(" ")).map((r) => r.unit))].slice(0, 40);
const now = new Date().toISOString();
const vocabulary = new IngredientVocabulary(
  foodNames.map((name, index) => ({
    id: `f${index}`,
    name,
    pluralName: null,
    description: "",
    extras: {},
    labelId: null,
    label: null,
    onHand: false,
    aliases: [],
    createdAt: now,
    updateAt: now,
  })),
  unitNames.map((name, index) => ({
    id: `u${index}`,
    name,
    pluralName: null,
    description: "",
    extras: {},
    onHand: false,
    abbreviation: "",
    pluralAbbreviation: "",
    useAbbreviation: false,
    fraction: true,
    aliases: [],
    createdAt: now,
    updateAt: now,
  })),
);
const recipe = lines.slice(0, 30);
function parseRecipe() {
  for (const line of recipe) {
    const read = readWithModel(line);
    if (read.unit) vocabulary.matchUnit(read.unit);
    if (read.food) vocabulary.matchFood(read.food);
  }
}
for (let run = 0; run < 50; run++) parseRecipe();
const timings = [];
for (let run = 0; run < 300; run++) {
  const started = cpuMilliseconds();
  parseRecipe();
  timings.push(cpuMilliseconds() - started);
}
timings.sort((left, right) => left - right);
const at = (share) => timings[Math.min(timings.length - 1, Math.floor(timings.length * share))].toFixed(2);
console.log(
  `30-line recipe, parsed and matched to 300 foods and 40 units (CPU time): median ${at(0.5)} ms, p95 ${at(0.95)} ms`,
);

if (process.env.BENCH_PARSER_HTTP !== "0") {
  // Lines the model never trained on, the recipe group's foods and units as above.
  await benchParserHttp({ lines: lines.slice(0, 1000), foodNames, unitNames });
}
