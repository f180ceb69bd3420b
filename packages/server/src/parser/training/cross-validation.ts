import type { Label } from "../features.js";
import { IngredientTagger } from "../model.js";
import { type Token, tokenize } from "../tokenizer.js";
import { type LabelledSentence, stableHash } from "./dataset.js";
import { PerceptronTrainer, type TrainingLine } from "./perceptron.js";
import { type LineScore, scoreLine } from "./scoring.js";
import { OLDER_CONVENTIONS, trainingLine } from "./train.js";

export const FOLDS = 5;

/**
 * A line's cross-validation fold, from its sentence: the data holds many sentences more than once
 * (from different sources or recipes), and a sentence scored in one fold and trained on in another
 * would be scored as if the model had never seen it. Case and spacing do not make another sentence.
 */
export function foldOf(sentence: string): number {
  return stableHash(`fold:${sentence.trim().replace(/\s+/g, " ").toLowerCase()}`) % FOLDS;
}

/** What the cross-validation reports per fold and overall: shares of lines right. */
export interface FoldScore {
  fold: number | "overall";
  lines: number;
  /** Quantity, unit and food name all right (the note apart). */
  sentence: number;
  name: number;
  unit: number;
  quantity: number;
}

export interface CrossValidationOptions {
  epochs: number;
  seed: number;
  keepFrom: number;
  /** Which folds to run (all by default): lets the bench spread folds over worker threads. */
  folds?: readonly number[];
  log?: (message: string) => void;
  /** Sees every scored line (for looking at the errors). */
  onLine?: (record: LabelledSentence, tokens: readonly Token[], labels: readonly Label[], score: LineScore) => void;
}

/**
 * Counts of right fields over scored lines; `sentence` is quantity, unit and food name together,
 * each line read in the labelling scheme it was written in, as the validation table reads it.
 */
export interface FoldTally {
  fold: number;
  lines: number;
  sentence: number;
  name: number;
  unit: number;
  quantity: number;
}

function tallyOf(fold: number, scores: readonly LineScore[]): FoldTally {
  const count = (right: (score: LineScore) => boolean) => scores.filter(right).length;
  return {
    fold,
    lines: scores.length,
    sentence: count((score) => score.fields.quantity && score.fields.unit && score.fields.name),
    name: count((score) => score.fields.name),
    unit: count((score) => score.fields.unit),
    quantity: count((score) => score.fields.quantity),
  };
}

/**
 * Trains on every fold but one and scores the one left out, for each fold asked for. Every record
 * is scored once (lines whose labels cannot be aligned are scored but never trained on).
 */
export function crossValidate(records: readonly LabelledSentence[], options: CrossValidationOptions): FoldTally[] {
  const lines = records.map((record) => ({ record, fold: foldOf(record.sentence), line: trainingLine(record) }));
  const tallies: FoldTally[] = [];
  for (const fold of options.folds ?? Array.from({ length: FOLDS }, (_, index) => index)) {
    const training = lines.flatMap((entry) => (entry.fold !== fold && entry.line ? [entry.line as TrainingLine] : []));
    const trainer = new PerceptronTrainer();
    trainer.train(training, options.epochs, options.seed, () => {});
    const tagger = new IngredientTagger(trainer.finish([], { fold }, options.keepFrom));
    const scores = lines
      .filter((entry) => entry.fold === fold)
      .map(({ record }) => {
        const tokens = tokenize(record.sentence);
        const labels = tagger.labelsOf(tokens, OLDER_CONVENTIONS[record.scheme]);
        const score = scoreLine(record, tokens, labels);
        options.onLine?.(record, tokens, labels, score);
        return score;
      });
    tallies.push(tallyOf(fold, scores));
    options.log?.(`fold ${fold + 1}: trained on ${training.length} lines, scored ${scores.length}`);
  }
  return tallies;
}

/** Per-fold shares and the overall share (all scored lines together). */
export function foldScores(tallies: readonly FoldTally[]): FoldScore[] {
  const share = (tally: FoldTally, fold: FoldScore["fold"]): FoldScore => ({
    fold,
    lines: tally.lines,
    sentence: tally.sentence / tally.lines,
    name: tally.name / tally.lines,
    unit: tally.unit / tally.lines,
    quantity: tally.quantity / tally.lines,
  });
  const sum = (pick: (tally: FoldTally) => number) => tallies.reduce((total, tally) => total + pick(tally), 0);
  const overall: FoldTally = {
    fold: -1,
    lines: sum((tally) => tally.lines),
    sentence: sum((tally) => tally.sentence),
    name: sum((tally) => tally.name),
    unit: sum((tally) => tally.unit),
    quantity: sum((tally) => tally.quantity),
  };
  return [
    ...[...tallies].sort((left, right) => left.fold - right.fold).map((tally) => share(tally, tally.fold + 1)),
    share(overall, "overall"),
  ];
}
