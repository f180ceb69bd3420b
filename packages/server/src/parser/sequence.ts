/**
 * Linear-chain decoding shared by training and parsing. Scores are laid out token-major:
 * `emissions[t * labels + y]`, `transitions[from * labels + to]`, plus start and end scores.
 */
export interface ChainScores {
  labels: number;
  transitions: ArrayLike<number>;
  start: ArrayLike<number>;
  end: ArrayLike<number>;
}

let viterbiBest = new Float64Array(0);
let viterbiBack = new Int32Array(0);

/** The best label sequence (Viterbi), written into `into` when given (at least `length` long). */
export function viterbi(
  chain: ChainScores,
  emissions: ArrayLike<number>,
  length: number,
  into?: Int32Array,
): Int32Array {
  const labels = chain.labels;
  const transitions = chain.transitions;
  // Scratch space reused from line to line (the path itself is the caller's).
  if (viterbiBest.length < length * labels) {
    viterbiBest = new Float64Array(length * labels * 2);
    viterbiBack = new Int32Array(length * labels * 2);
  }
  const best = viterbiBest;
  const back = viterbiBack;
  for (let y = 0; y < labels; y++) best[y] = (chain.start[y] as number) + (emissions[y] as number);
  for (let t = 1; t < length; t++) {
    const offset = t * labels;
    const previous = offset - labels;
    for (let y = 0; y < labels; y++) {
      let top = Number.NEGATIVE_INFINITY;
      let from = 0;
      for (let x = 0; x < labels; x++) {
        const score = (best[previous + x] as number) + (transitions[x * labels + y] as number);
        if (score > top) {
          top = score;
          from = x;
        }
      }
      best[offset + y] = top + (emissions[offset + y] as number);
      back[offset + y] = from;
    }
  }
  const path = into ?? new Int32Array(length);
  if (length === 0) return path;
  let top = Number.NEGATIVE_INFINITY;
  for (let y = 0; y < labels; y++) {
    const score = (best[(length - 1) * labels + y] as number) + (chain.end[y] as number);
    if (score > top) {
      top = score;
      path[length - 1] = y;
    }
  }
  for (let t = length - 1; t > 0; t--) path[t - 1] = back[t * labels + (path[t] as number)] as number;
  return path;
}

interface Exponentials {
  temperature: number;
  transitions: Float64Array;
  start: Float64Array;
  end: Float64Array;
}
const exponentialsCache = new WeakMap<ChainScores, Exponentials>();

/** exp(score / temperature) of the chain's own scores, computed once per chain. */
function exponentialsOf(chain: ChainScores, temperature: number): Exponentials {
  const cached = exponentialsCache.get(chain);
  if (cached?.temperature === temperature) return cached;
  const exp = (values: ArrayLike<number>) => Float64Array.from(values, (value) => Math.exp(value / temperature));
  const computed = { temperature, transitions: exp(chain.transitions), start: exp(chain.start), end: exp(chain.end) };
  exponentialsCache.set(chain, computed);
  return computed;
}

/**
 * Per-token label probabilities (forward-backward), reading the scores as log-potentials divided
 * by `temperature`. The perceptron's scores are not calibrated probabilities; the temperature
 * (fitted on held-out lines by the training script) makes them a usable confidence. Computed in
 * probability space, normalised at every step, so that the inner loops need no logarithms.
 * Written into `into` when given (at least `length` × labels long).
 */
export function marginals(
  chain: ChainScores,
  emissions: ArrayLike<number>,
  length: number,
  temperature: number,
  into?: Float64Array,
): Float64Array {
  const labels = chain.labels;
  const scale = 1 / temperature;
  const exponentials = exponentialsOf(chain, temperature);
  const transitions = exponentials.transitions;
  const size = length * labels;
  // Scratch space reused from line to line: the parser calls this once per line.
  if (scratchPotentials.length < size) {
    scratchPotentials = new Float64Array(size * 2);
    scratchAlpha = new Float64Array(size * 2);
    scratchBeta = new Float64Array(size * 2);
  }
  const potentials = scratchPotentials;
  const alpha = scratchAlpha;
  const beta = scratchBeta;
  for (let t = 0; t < length; t++) {
    const offset = t * labels;
    let top = Number.NEGATIVE_INFINITY;
    for (let y = 0; y < labels; y++) top = Math.max(top, emissions[offset + y] as number);
    for (let y = 0; y < labels; y++)
      potentials[offset + y] = Math.exp(((emissions[offset + y] as number) - top) * scale);
  }
  for (let y = 0; y < labels; y++) alpha[y] = (exponentials.start[y] as number) * (potentials[y] as number);
  normalise(alpha, 0, labels);
  for (let t = 1; t < length; t++) {
    const offset = t * labels;
    const previous = offset - labels;
    for (let y = 0; y < labels; y++) {
      let sum = 0;
      for (let x = 0; x < labels; x++) sum += (alpha[previous + x] as number) * (transitions[x * labels + y] as number);
      alpha[offset + y] = sum * (potentials[offset + y] as number);
    }
    normalise(alpha, offset, labels);
  }
  const last = (length - 1) * labels;
  for (let y = 0; y < labels; y++) beta[last + y] = exponentials.end[y] as number;
  normalise(beta, last, labels);
  for (let t = length - 2; t >= 0; t--) {
    const offset = t * labels;
    const next = offset + labels;
    for (let y = 0; y < labels; y++)
      potentials[next + y] = (potentials[next + y] as number) * (beta[next + y] as number);
    for (let x = 0; x < labels; x++) {
      let sum = 0;
      const row = x * labels;
      for (let y = 0; y < labels; y++) sum += (transitions[row + y] as number) * (potentials[next + y] as number);
      beta[offset + x] = sum;
    }
    normalise(beta, offset, labels);
  }
  const result = into ?? new Float64Array(size);
  for (let index = 0; index < size; index++) result[index] = (alpha[index] as number) * (beta[index] as number);
  for (let t = 0; t < length; t++) normalise(result, t * labels, labels);
  return result;
}

let scratchPotentials = new Float64Array(0);
let scratchAlpha = new Float64Array(0);
let scratchBeta = new Float64Array(0);

function normalise(values: Float64Array, offset: number, labels: number): void {
  let sum = 0;
  for (let y = 0; y < labels; y++) sum += values[offset + y] as number;
  const inverse = 1 / sum;
  for (let y = 0; y < labels; y++) values[offset + y] = (values[offset + y] as number) * inverse;
}
