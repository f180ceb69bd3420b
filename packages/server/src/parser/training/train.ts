import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { LABELS, lineFeatures } from "../features.js";
import type { StoredModel } from "../model.js";
import { tokenize } from "../tokenizer.js";
import { alignLabels, type LabelledSentence, readLabelledSentences, splitOf } from "./dataset.js";
import { PerceptronTrainer, type TrainingLine } from "./perceptron.js";

export interface TrainOptions {
  dataFile: string;
  modelFile: URL | string;
  epochs: number;
  seed: number;
  /** Features whose weights all stay under this size are left out of the model file (see `finish`). */
  keepFrom: number;
  log: (message: string) => void;
}

/** The labelling conventions that differ from today's (see `lineFeatures`). */
export const OLDER_CONVENTIONS: Readonly<Record<string, string>> = { "clean-csv-2023": "nyt2023" };

/** A record's features and aligned gold labels, or null when its labels cannot be placed on its tokens. */
export function trainingLine(record: LabelledSentence): TrainingLine | null {
  const tokens = tokenize(record.sentence);
  const labels = alignLabels(record, tokens);
  if (!labels || tokens.length === 0) return null;
  return {
    features: lineFeatures(tokens, OLDER_CONVENTIONS[record.scheme]),
    gold: labels.map((label) => LABELS.indexOf(label)),
  };
}

/** Trains the tagger on the training part of the labelled sentences and writes the gzipped model file. */
export function trainIngredientTagger(options: TrainOptions): StoredModel {
  const records = readLabelledSentences(options.dataFile);
  const training: TrainingLine[] = [];
  const calibration: TrainingLine[] = [];
  let unaligned = 0;
  for (const record of records) {
    const split = splitOf(record.id);
    if (split === "validation") continue;
    const line = trainingLine(record);
    if (!line) unaligned++;
    else (split === "training" ? training : calibration).push(line);
  }
  options.log(
    `${training.length} training lines, ${calibration.length} calibration lines, ${unaligned} left out (labels not alignable)`,
  );
  const trainer = new PerceptronTrainer();
  trainer.train(training, options.epochs, options.seed, options.log);
  const model = trainer.finish(
    calibration,
    {
      data: "labelled-sentences.jsonl (strangetom/ingredient-parser, MIT)",
      lines: training.length,
      epochs: options.epochs,
      seed: options.seed,
      keepFrom: options.keepFrom,
    },
    options.keepFrom,
  );
  writeFileSync(options.modelFile, gzipSync(JSON.stringify(model), { level: 9 }));
  options.log(`${Object.keys(model.weights).length} features kept, temperature ${model.temperature}`);
  return model;
}
