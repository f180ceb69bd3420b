// Rebuilds the committed ingredient model: `npm run train:parser` (builds the server first).
// Reads ../shared/data/ingredients/labelled-sentences.jsonl; the validation part is never trained on.
import { existsSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { MODEL_FILE } from "../dist/parser/model.js";
import { trainIngredientTagger } from "../dist/parser/training/train.js";

const dataFile = fileURLToPath(
  new URL("../../../../shared/data/ingredients/labelled-sentences.jsonl", import.meta.url),
);
if (!existsSync(dataFile)) {
  console.error(`No training data at ${dataFile}: the parser model can only be rebuilt next to ../shared/data.`);
  process.exit(1);
}
const epochs = Number(process.env.PARSER_EPOCHS ?? 15);
const keepFrom = Number(process.env.PARSER_KEEP_FROM ?? 2);
const started = performance.now();
trainIngredientTagger({
  dataFile,
  modelFile: MODEL_FILE,
  epochs,
  seed: 7,
  keepFrom,
  log: (message) => console.log(message),
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Wrote ${fileURLToPath(MODEL_FILE)} (${(statSync(MODEL_FILE).size / 1e6).toFixed(2)} MB) in ${seconds} s`);
