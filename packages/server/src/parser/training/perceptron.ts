import { LABELS } from "../features.js";
import type { StoredModel } from "../model.js";
import { type ChainScores, marginals, viterbi } from "../sequence.js";

/** A training line: the feature strings of each token and the index of each token's gold label. */
export interface TrainingLine {
  features: string[][];
  gold: number[];
}

interface EncodedLine {
  features: Int32Array[];
  gold: Int32Array;
}

/** Deterministic pseudo-random numbers (mulberry32), so that two trainings give the same model. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Averaged structured perceptron (Collins 2002) with the lazy averaging trick: `weights` holds the
 * current weights, `sums` the step-weighted updates, and the average is `weights - sums / steps`.
 */
export class PerceptronTrainer {
  private readonly featureIds = new Map<string, number>();
  private readonly names: string[] = [];
  private readonly labels = LABELS.length;
  private weights = new Float64Array(0);
  private sums = new Float64Array(0);
  private readonly transitions: Float64Array;
  private readonly transitionSums: Float64Array;
  private readonly start: Float64Array;
  private readonly startSums: Float64Array;
  private readonly end: Float64Array;
  private readonly endSums: Float64Array;
  private steps = 1;

  constructor() {
    const labels = this.labels;
    this.transitions = new Float64Array(labels * labels);
    this.transitionSums = new Float64Array(labels * labels);
    this.start = new Float64Array(labels);
    this.startSums = new Float64Array(labels);
    this.end = new Float64Array(labels);
    this.endSums = new Float64Array(labels);
  }

  private encode(line: TrainingLine): EncodedLine {
    return {
      gold: Int32Array.from(line.gold),
      features: line.features.map((names) =>
        Int32Array.from(names, (name) => {
          let id = this.featureIds.get(name);
          if (id === undefined) {
            id = this.names.length;
            this.featureIds.set(name, id);
            this.names.push(name);
          }
          return id;
        }),
      ),
    };
  }

  private emissions(line: EncodedLine, weights: Float64Array): Float64Array {
    const labels = this.labels;
    const scores = new Float64Array(line.features.length * labels);
    line.features.forEach((ids, t) => {
      for (const id of ids)
        for (let y = 0; y < labels; y++) scores[t * labels + y] += weights[id * labels + y] as number;
    });
    return scores;
  }

  private bump(values: Float64Array, sums: Float64Array, index: number, amount: number): void {
    values[index] = (values[index] as number) + amount;
    sums[index] = (sums[index] as number) + amount * this.steps;
  }

  private update(line: EncodedLine, predicted: Int32Array): void {
    const labels = this.labels;
    const length = line.gold.length;
    for (let t = 0; t < length; t++) {
      const gold = line.gold[t] as number;
      const guess = predicted[t] as number;
      if (gold !== guess) {
        for (const id of line.features[t] as Int32Array) {
          this.bump(this.weights, this.sums, id * labels + gold, 1);
          this.bump(this.weights, this.sums, id * labels + guess, -1);
        }
      }
      if (t > 0) {
        const goldPair = (line.gold[t - 1] as number) * labels + gold;
        const guessPair = (predicted[t - 1] as number) * labels + guess;
        if (goldPair !== guessPair) {
          this.bump(this.transitions, this.transitionSums, goldPair, 1);
          this.bump(this.transitions, this.transitionSums, guessPair, -1);
        }
      }
    }
    if (line.gold[0] !== predicted[0]) {
      this.bump(this.start, this.startSums, line.gold[0] as number, 1);
      this.bump(this.start, this.startSums, predicted[0] as number, -1);
    }
    if (line.gold[length - 1] !== predicted[length - 1]) {
      this.bump(this.end, this.endSums, line.gold[length - 1] as number, 1);
      this.bump(this.end, this.endSums, predicted[length - 1] as number, -1);
    }
  }

  /** Trains for `epochs` passes over the lines in a seeded shuffled order; returns the errors per pass. */
  train(lines: readonly TrainingLine[], epochs: number, seed: number, log: (message: string) => void): void {
    const encoded = lines.filter((line) => line.gold.length > 0).map((line) => this.encode(line));
    this.weights = new Float64Array(this.names.length * this.labels);
    this.sums = new Float64Array(this.names.length * this.labels);
    const random = seededRandom(seed);
    const order = encoded.map((_, index) => index);
    for (let epoch = 1; epoch <= epochs; epoch++) {
      for (let index = order.length - 1; index > 0; index--) {
        const other = Math.floor(random() * (index + 1));
        [order[index], order[other]] = [order[other] as number, order[index] as number];
      }
      let wrongLines = 0;
      for (const index of order) {
        const line = encoded[index] as EncodedLine;
        const chain: ChainScores = {
          labels: this.labels,
          transitions: this.transitions,
          start: this.start,
          end: this.end,
        };
        const predicted = viterbi(chain, this.emissions(line, this.weights), line.gold.length);
        if (predicted.some((label, t) => label !== line.gold[t])) {
          wrongLines++;
          this.update(line, predicted);
        }
        this.steps++;
      }
      log(`epoch ${epoch}: ${wrongLines} of ${encoded.length} training lines wrong`);
    }
  }

  private averaged(values: Float64Array, sums: Float64Array): Float64Array {
    return values.map((value, index) => value - (sums[index] as number) / this.steps);
  }

  /**
   * The averaged model: weights rounded to 3 decimals (the file stays small, decoding does not change)
   * and features left out when none of their weights reaches `keepFrom` in size (most features are
   * rare word pairs with small weights: leaving out those under 2 halves the model and the parser's
   * table, for under 0.05 points of validation accuracy); the confidence temperature is fitted on
   * `calibration` lines by the lowest negative log-likelihood of their gold labels.
   */
  finish(calibration: readonly TrainingLine[], training: Record<string, unknown>, keepFrom: number): StoredModel {
    const labels = this.labels;
    const round = (value: number) => Math.round(value * 1000) / 1000;
    const weights = this.averaged(this.weights, this.sums);
    const stored: Record<string, number[]> = {};
    this.names.forEach((name, id) => {
      const pairs: number[] = [];
      let largest = 0;
      for (let y = 0; y < labels; y++) {
        const weight = round(weights[id * labels + y] as number);
        if (weight !== 0) pairs.push(y, weight);
        largest = Math.max(largest, Math.abs(weight));
      }
      if (largest >= keepFrom) stored[name] = pairs;
    });
    const model: StoredModel = {
      format: "larder-ingredient-tagger/1",
      labels: [...LABELS],
      temperature: 1,
      transitions: Array.from(this.averaged(this.transitions, this.transitionSums), round),
      start: Array.from(this.averaged(this.start, this.startSums), round),
      end: Array.from(this.averaged(this.end, this.endSums), round),
      weights: stored,
      training,
    };
    if (calibration.length > 0) model.temperature = fitTemperature(model, calibration);
    return model;
  }
}

function fitTemperature(model: StoredModel, calibration: readonly TrainingLine[]): number {
  const labels = LABELS.length;
  const dense = new Map<string, Float64Array>();
  for (const [name, pairs] of Object.entries(model.weights)) {
    const row = new Float64Array(labels);
    for (let index = 0; index < pairs.length; index += 2) row[pairs[index] as number] = pairs[index + 1] as number;
    dense.set(name, row);
  }
  const chain: ChainScores = { labels, transitions: model.transitions, start: model.start, end: model.end };
  const scored = calibration
    .filter((line) => line.gold.length > 0)
    .map((line) => {
      const emissions = new Float64Array(line.features.length * labels);
      line.features.forEach((names, t) => {
        for (const name of names) {
          const row = dense.get(name);
          if (row) for (let y = 0; y < labels; y++) emissions[t * labels + y] += row[y] as number;
        }
      });
      return { emissions, gold: line.gold };
    });
  let best = 1;
  let bestLoss = Number.POSITIVE_INFINITY;
  for (let temperature = 0.25; temperature <= 64; temperature *= 1.15) {
    let loss = 0;
    for (const line of scored) {
      const probabilities = marginals(chain, line.emissions, line.gold.length, temperature);
      line.gold.forEach((gold, t) => {
        loss -= Math.log(Math.max(probabilities[t * labels + gold] as number, 1e-12));
      });
    }
    if (loss < bestLoss) {
      bestLoss = loss;
      best = Math.round(temperature * 1000) / 1000;
    }
  }
  return best;
}
