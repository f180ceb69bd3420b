import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { PACKAGE_ROOT } from "../package-root.js";
import { correctLabels } from "./assemble.js";
import {
  CONTEXT_TEMPLATES,
  type Column,
  type ContextTemplate,
  classWhereOf,
  columnValue,
  LABELS,
  type Label,
  lineContext,
  lineFeatures,
  positionOf,
  type TemplatePart,
  tokenFeatures,
  walkLine,
} from "./features.js";
import { type ChainScores, marginals, viterbi } from "./sequence.js";
import type { Token } from "./tokenizer.js";

/** The committed model file, as written by `npm run train:parser`. */
export interface StoredModel {
  format: "larder-ingredient-tagger/1";
  labels: string[];
  /** Fitted on held-out lines: divides scores before they become probabilities. */
  temperature: number;
  transitions: number[];
  start: number[];
  end: number[];
  /** Feature name → flat pairs of label index and weight (labels with weight 0 are left out). */
  weights: Record<string, number[]>;
  training: Record<string, unknown>;
}

export interface TaggedLine {
  tokens: Token[];
  labels: Label[];
  /** Probability of each token's chosen label. */
  confidences: number[];
}

/** Where the committed model lives: `packages/server/models/`. */
export const MODEL_FILE = new URL("models/ingredient-tagger.json.gz", PACKAGE_ROOT);

/** Distinct tokens whose own scores are kept; the cache starts over when full. */
const TOKEN_CACHE_LIMIT = 50_000;

/** The columns of `features.ts`, in the order `fillColumns` writes each token's ids. */
const COLUMNS: readonly Column[] = [
  "position",
  "key",
  "keyOrNumber",
  "class",
  "form",
  "bracket",
  "comma",
  "numberBefore",
  "classWhere",
  "ending",
  "cue",
];
/** The columns whose value depends on the token alone (see `TokenInfo.neighbour`). */
const TOKEN_COLUMNS: ReadonlySet<Column> = new Set(["key", "keyOrNumber", "class", "form", "ending"]);
/** A part's value that the model never saw (no feature of it has weights) or that is absent. */
const NO_SYMBOL = -1;

/**
 * The context features' weights, found by integers instead of strings: every part value the model
 * knows has a symbol id, and (template, first id, second id) leads through an open-addressing hash
 * table to the feature's weights, stored in the same slot so that a hit reads one cache line.
 * Reading a line then costs one string lookup per distinct token rather than one string built and
 * hashed per feature. Each template has its own region of the table, so that the few features of
 * the small templates (word classes, commas, cues), read for every token, sit together in memory
 * instead of being scattered among the many word-pair features.
 */
class ContextWeights {
  /** Per slot: template (-1 when free), first and second symbol (-1 for one-part templates), then the weights. */
  private readonly slotKeys: Int32Array;
  /** The same memory as `slotKeys`, read as the weights. */
  readonly slotWeights: Float32Array;
  private readonly stride: number;
  /** Per template: its region's first slot and its size less one (a power of two less one). */
  private readonly regionStart: Int32Array;
  private readonly regionMask: Int32Array;
  /**
   * Per symbol, one bit per template: whether any feature of the template has the symbol as its
   * first (second) part, so that most absent features are ruled out without probing the table (kept
   * as bits so that they stay in the processor's cache); and per symbol and one-part template
   * directly where the weights are (-1 for none).
   */
  private readonly firstSeen: Uint32Array;
  private readonly secondSeen: Uint32Array;
  private readonly bitWords: number;
  private readonly onePart: Int32Array;
  private readonly templates: number;

  constructor(labels: number, entriesPerTemplate: readonly number[], symbolCount: number) {
    const templates = entriesPerTemplate.length;
    this.regionStart = new Int32Array(templates);
    this.regionMask = new Int32Array(templates);
    let slots = 0;
    entriesPerTemplate.forEach((entries, template) => {
      let capacity = 4;
      while (capacity < entries * 1.6) capacity *= 2;
      this.regionStart[template] = slots;
      this.regionMask[template] = capacity - 1;
      slots += capacity;
    });
    // Three key words and the weights, rounded up to 16 words: one 64-byte cache line per slot.
    this.stride = Math.ceil((3 + labels) / 16) * 16;
    const memory = new ArrayBuffer(slots * this.stride * 4);
    this.slotKeys = new Int32Array(memory);
    this.slotWeights = new Float32Array(memory);
    for (let slot = 0; slot < slots; slot++) this.slotKeys[slot * this.stride] = -1;
    this.templates = templates;
    this.bitWords = Math.ceil(templates / 32);
    this.firstSeen = new Uint32Array(symbolCount * this.bitWords);
    this.secondSeen = new Uint32Array(symbolCount * this.bitWords);
    this.onePart = new Int32Array(symbolCount * templates).fill(-1);
  }

  private markSeen(seen: Uint32Array, symbol: number, template: number): void {
    const word = symbol * this.bitWords + (template >>> 5);
    seen[word] = ((seen[word] as number) | (1 << (template & 31))) >>> 0;
  }

  private hash(first: number, second: number): number {
    let hash = Math.imul(first + 1, 0x9e3779b1) ^ Math.imul(second + 2, 0x85ebca77);
    hash ^= hash >>> 15;
    hash = Math.imul(hash, 0x2c1b3c6d);
    return hash ^ (hash >>> 12);
  }

  add(template: number, first: number, second: number, weights: Float32Array): void {
    const start = this.regionStart[template] as number;
    const mask = this.regionMask[template] as number;
    let offset = this.hash(first, second) & mask;
    while (this.slotKeys[(start + offset) * this.stride] !== -1) offset = (offset + 1) & mask;
    const at = (start + offset) * this.stride;
    this.slotKeys[at] = template;
    this.slotKeys[at + 1] = first;
    this.slotKeys[at + 2] = second;
    this.slotWeights.set(weights, at + 3);
    this.markSeen(this.firstSeen, first, template);
    if (second === NO_SYMBOL) this.onePart[first * this.templates + template] = at + 3;
    else this.markSeen(this.secondSeen, second, template);
  }

  /** Where the feature's weights start in `slotWeights`, or -1 when it has none. */
  find(template: number, first: number, second: number): number {
    if (second === NO_SYMBOL) return this.onePart[first * this.templates + template] as number;
    const bit = 1 << (template & 31);
    const word = template >>> 5;
    const bitWords = this.bitWords;
    if (((this.firstSeen[first * bitWords + word] as number) & bit) === 0) return -1;
    if (((this.secondSeen[second * bitWords + word] as number) & bit) === 0) return -1;
    const keys = this.slotKeys;
    const stride = this.stride;
    const start = this.regionStart[template] as number;
    const mask = this.regionMask[template] as number;
    let offset = this.hash(first, second) & mask;
    for (;;) {
      const at = (start + offset) * stride;
      const found = keys[at] as number;
      if (found === -1) return -1;
      if (keys[at + 1] === first && keys[at + 2] === second) return at + 3;
      offset = (offset + 1) & mask;
    }
  }
}

/**
 * The context templates as the fast path reads them, one entry per template: which column, how far
 * away and the edge's symbol, for the first part and (column -1 when there is none) the second.
 */
interface CompiledTemplates {
  firstColumn: Int32Array;
  firstOffset: Int32Array;
  firstEdge: Int32Array;
  secondColumn: Int32Array;
  secondOffset: Int32Array;
  secondEdge: Int32Array;
}

/**
 * What the parser keeps per distinct token: the summed weights of its own features and the symbol
 * ids of the columns that depend on the token alone.
 */
interface TokenInfo {
  scores: Float64Array;
  key: number;
  keyOrNumber: number;
  wordClass: number;
  form: number;
  ending: number;
  /** The classWhere column outside and inside brackets. */
  classWhere: [number, number];
  /**
   * What the token adds to the tokens near it through the one-part templates that read a
   * neighbour's own column ("the word before", "the class two after"): per neighbour offset, the
   * summed weights, so that a line reads one cached vector per offset instead of one feature per
   * template.
   */
  neighbour: Float64Array;
}

/** An averaged-perceptron sequence tagger over the features of `features.ts`. */
export class IngredientTagger {
  private readonly chain: ChainScores;
  /** Every feature's weights by name: the token's own features and the slow, string-built path. */
  private readonly weights: Map<string, Float32Array>;
  private readonly context: ContextWeights;
  /** Every part value of a context feature the model has weights for, as a small integer. */
  private readonly symbols = new Map<string, number>();
  private readonly templates: CompiledTemplates;
  private readonly temperature: number;
  /** Per token kind, then per text. */
  private readonly tokenCache = new Map<string, Map<string, TokenInfo>>();
  private tokenCacheSize = 0;
  /** Symbol ids of the line-level columns' few values. */
  private readonly lineSymbols: Map<string, number>;
  /** Per-line scratch: the symbol id of every column at every token (token-major), grown as lines get longer. */
  private columnIds = new Int32Array(64 * COLUMNS.length);
  /** Per-line scratch: the emission scores (token-major), grown as lines get longer. */
  private lineScores = new Float64Array(64 * LABELS.length);
  /** Per-line scratch: the label probabilities, and the best path. */
  private lineProbabilities = new Float64Array(64 * LABELS.length);
  private linePath = new Int32Array(64);
  /** Per-line scratch: the cached facts of every token. */
  private lineInfos: TokenInfo[] = [];
  /** The offsets that neighbour templates read, each template's place among them (-1 for other templates). */
  private readonly neighbourOffsets: Int32Array;
  private readonly neighbourSlot: Int32Array;
  /** Per neighbour offset, the summed weights of the line's edge where the neighbour would be. */
  private readonly edgeScores: Float64Array;

  constructor(stored: StoredModel) {
    if (stored.format !== "larder-ingredient-tagger/1" || stored.labels.join() !== LABELS.join()) {
      throw new Error(
        "The ingredient model file does not match this version of the parser; rebuild it with npm run train:parser",
      );
    }
    const labels = LABELS.length;
    this.chain = {
      labels,
      transitions: Float64Array.from(stored.transitions),
      start: Float64Array.from(stored.start),
      end: Float64Array.from(stored.end),
    };
    this.temperature = stored.temperature;
    this.weights = new Map();
    const templateIndex = new Map(CONTEXT_TEMPLATES.map((template, index) => [template.name, index]));
    const contextEntries: [number, string, string | null, Float32Array][] = [];
    for (const [feature, pairs] of Object.entries(stored.weights)) {
      const dense = new Float32Array(labels);
      for (let index = 0; index < pairs.length; index += 2) dense[pairs[index] as number] = pairs[index + 1] as number;
      this.weights.set(feature, dense);
      const equals = feature.indexOf("=");
      const template = templateIndex.get(feature.slice(0, equals));
      if (template === undefined) continue;
      const value = feature.slice(equals + 1);
      if (!CONTEXT_TEMPLATES[template]?.second) {
        contextEntries.push([template, value, null, dense]);
        continue;
      }
      const bar = value.indexOf("|");
      contextEntries.push([template, value.slice(0, bar), value.slice(bar + 1), dense]);
    }
    const symbol = (value: string) => {
      let id = this.symbols.get(value);
      if (id === undefined) {
        id = this.symbols.size;
        this.symbols.set(value, id);
      }
      return id;
    };
    const keyed = contextEntries.map(
      ([template, first, second, dense]) =>
        [template, symbol(first), second === null ? NO_SYMBOL : symbol(second), dense] as const,
    );
    const entriesPerTemplate = CONTEXT_TEMPLATES.map(() => 0);
    for (const [template] of keyed) entriesPerTemplate[template] = (entriesPerTemplate[template] as number) + 1;
    this.context = new ContextWeights(labels, entriesPerTemplate, this.symbols.size);
    for (const [template, first, second, dense] of keyed) this.context.add(template, first, second, dense);
    this.lineSymbols = new Map(
      ["first", "last", "early", "later", "0", "1", "2"].map((value) => [value, this.symbols.get(value) ?? NO_SYMBOL]),
    );
    const edgeOf = (templatePart: TemplatePart | undefined) =>
      templatePart ? (this.symbols.get(templatePart.edge) ?? NO_SYMBOL) : NO_SYMBOL;
    const column = (read: (template: ContextTemplate) => number) => Int32Array.from(CONTEXT_TEMPLATES, read);
    this.templates = {
      firstColumn: column((template) => COLUMNS.indexOf(template.first.column)),
      firstOffset: column((template) => template.first.offset),
      firstEdge: column((template) => edgeOf(template.first)),
      secondColumn: column((template) => (template.second ? COLUMNS.indexOf(template.second.column) : -1)),
      secondOffset: column((template) => template.second?.offset ?? 0),
      secondEdge: column((template) => edgeOf(template.second)),
    };
    const readsNeighbour = (template: ContextTemplate) =>
      !template.second && template.first.offset !== 0 && TOKEN_COLUMNS.has(template.first.column);
    this.neighbourOffsets = Int32Array.from(
      new Set(CONTEXT_TEMPLATES.filter(readsNeighbour).map((template) => template.first.offset)),
    );
    this.neighbourSlot = Int32Array.from(CONTEXT_TEMPLATES, (template) =>
      readsNeighbour(template) ? this.neighbourOffsets.indexOf(template.first.offset) : -1,
    );
    this.edgeScores = this.neighbourScores((index) => this.templates.firstEdge[index] as number);
  }

  /** Summed weights per neighbour offset of the neighbour templates, given each template's symbol. */
  private neighbourScores(symbolOf: (template: number) => number): Float64Array {
    const labels = this.chain.labels;
    const scores = new Float64Array(this.neighbourOffsets.length * labels);
    this.neighbourSlot.forEach((slot, template) => {
      if (slot < 0) return;
      const symbol = symbolOf(template);
      const found = symbol === NO_SYMBOL ? -1 : this.context.find(template, symbol, NO_SYMBOL);
      if (found < 0) return;
      for (let y = 0; y < labels; y++)
        scores[slot * labels + y] =
          (scores[slot * labels + y] as number) + (this.context.slotWeights[found + y] as number);
    });
    return scores;
  }

  static fromFile(file: URL = MODEL_FILE): IngredientTagger {
    return new IngredientTagger(JSON.parse(gunzipSync(readFileSync(file)).toString("utf8")) as StoredModel);
  }

  private addWeights(scores: Float64Array, offset: number, features: readonly string[]): void {
    for (const feature of features) {
      const weights = this.weights.get(feature);
      if (weights) this.add(scores, offset, weights);
    }
  }

  private add(scores: Float64Array, offset: number, weights: Float32Array): void {
    for (let y = 0; y < this.chain.labels; y++)
      scores[offset + y] = (scores[offset + y] as number) + (weights[y] as number);
  }

  /** A token's own scores and column ids, cached per distinct token. */
  private tokenInfo(token: Token): TokenInfo {
    let byText = this.tokenCache.get(token.kind);
    if (!byText) {
      byText = new Map();
      this.tokenCache.set(token.kind, byText);
    }
    let info = byText.get(token.text);
    if (info) return info;
    const scores = new Float64Array(this.chain.labels);
    this.addWeights(scores, 0, tokenFeatures(token));
    const alone = lineContext([token]);
    const symbol = (value: string | null) => (value === null ? NO_SYMBOL : (this.symbols.get(value) ?? NO_SYMBOL));
    const wordClassName = columnValue(alone, "class", 0) as string;
    const created: TokenInfo = {
      scores,
      key: symbol(columnValue(alone, "key", 0)),
      keyOrNumber: symbol(columnValue(alone, "keyOrNumber", 0)),
      wordClass: symbol(wordClassName),
      form: symbol(columnValue(alone, "form", 0)),
      ending: symbol(columnValue(alone, "ending", 0)),
      classWhere: [symbol(classWhereOf(wordClassName, "0")), symbol(classWhereOf(wordClassName, "1"))],
      neighbour: new Float64Array(0),
    };
    created.neighbour = this.neighbourScores((template) =>
      symbol(columnValue(alone, (CONTEXT_TEMPLATES[template] as ContextTemplate).first.column, 0)),
    );
    info = created;
    if (this.tokenCacheSize >= TOKEN_CACHE_LIMIT) {
      this.tokenCache.clear();
      this.tokenCacheSize = 0;
      byText = new Map([[token.text, info]]);
      this.tokenCache.set(token.kind, byText);
    } else byText.set(token.text, info);
    this.tokenCacheSize += 1;
    return info;
  }

  /**
   * The symbol id of every column at every token of the line (NO_SYMBOL for values the model never
   * saw), the token's own scores written into `scores`. Column by column the same values as
   * `lineContext` gives, read from the token cache and `walkLine` instead of new strings.
   */
  private fillColumns(tokens: readonly Token[], scores: Float64Array): Int32Array {
    const count = tokens.length;
    const labels = this.chain.labels;
    const width = COLUMNS.length;
    if (this.columnIds.length < count * width) this.columnIds = new Int32Array(count * width * 2);
    const ids = this.columnIds;
    const lineSymbols = this.lineSymbols;
    const symbols = this.symbols;
    const infos = this.lineInfos;
    walkLine(tokens, (t, inBrackets, commas, amountBefore, cue) => {
      const info = this.tokenInfo(tokens[t] as Token);
      infos[t] = info;
      scores.set(info.scores, t * labels);
      const at = t * width;
      ids[at] = lineSymbols.get(positionOf(t, count)) as number;
      ids[at + 1] = info.key;
      ids[at + 2] = info.keyOrNumber;
      ids[at + 3] = info.wordClass;
      ids[at + 4] = info.form;
      ids[at + 5] = lineSymbols.get(inBrackets) as number;
      ids[at + 6] = lineSymbols.get(commas) as number;
      ids[at + 7] = lineSymbols.get(amountBefore) as number;
      ids[at + 8] = info.classWhere[inBrackets === "1" ? 1 : 0];
      ids[at + 9] = info.ending;
      ids[at + 10] = symbols.get(cue) ?? NO_SYMBOL;
    });
    return ids;
  }

  private emissions(tokens: readonly Token[], convention?: string): Float64Array {
    if (convention) return this.scoreFeatures(lineFeatures(tokens, convention));
    const labels = this.chain.labels;
    const count = tokens.length;
    // Scratch reused from line to line (every token's scores are written before they are read):
    // a typed array of this size per line lives outside the heap, and allocating and freeing one
    // for every line showed as garbage-collection time.
    if (this.lineScores.length < count * labels) this.lineScores = new Float64Array(count * labels * 2);
    const scores = this.lineScores;
    const columns = this.fillColumns(tokens, scores);
    const context = this.context;
    const weights = context.slotWeights;
    const { firstColumn, firstOffset, firstEdge, secondColumn, secondOffset, secondEdge } = this.templates;
    const templateCount = firstColumn.length;
    const width = COLUMNS.length;
    const infos = this.lineInfos;
    const neighbourOffsets = this.neighbourOffsets;
    const neighbourSlot = this.neighbourSlot;
    const edgeScores = this.edgeScores;
    for (let t = 0; t < count; t++) {
      const offset = t * labels;
      for (let slot = 0; slot < neighbourOffsets.length; slot++) {
        const at = t + (neighbourOffsets[slot] as number);
        const source = at < 0 || at >= count ? edgeScores : (infos[at] as TokenInfo).neighbour;
        const from = slot * labels;
        for (let y = 0; y < labels; y++)
          scores[offset + y] = (scores[offset + y] as number) + (source[from + y] as number);
      }
      for (let index = 0; index < templateCount; index++) {
        if ((neighbourSlot[index] as number) >= 0) continue;
        let at = t + (firstOffset[index] as number);
        const first =
          at < 0 || at >= count
            ? (firstEdge[index] as number)
            : (columns[at * width + (firstColumn[index] as number)] as number);
        if (first === NO_SYMBOL) continue;
        let second = NO_SYMBOL;
        const secondAt = secondColumn[index] as number;
        if (secondAt >= 0) {
          at = t + (secondOffset[index] as number);
          second = at < 0 || at >= count ? (secondEdge[index] as number) : (columns[at * width + secondAt] as number);
          if (second === NO_SYMBOL) continue;
        }
        const found = context.find(index, first, second);
        if (found < 0) continue;
        for (let y = 0; y < labels; y++)
          scores[offset + y] = (scores[offset + y] as number) + (weights[found + y] as number);
      }
    }
    return scores;
  }

  /** Scores tokens by their feature strings: the slow path, for lines of an older convention and for tests. */
  scoreFeatures(features: readonly string[][]): Float64Array {
    const labels = this.chain.labels;
    const scores = new Float64Array(features.length * labels);
    features.forEach((tokenFeatureNames, t) => {
      this.addWeights(scores, t * labels, tokenFeatureNames);
    });
    return scores;
  }

  /** The emission scores of a line as the parser computes them (exposed for tests of the fast path). */
  emissionScores(tokens: readonly Token[]): Float64Array {
    return this.emissions(tokens).slice(0, tokens.length * this.chain.labels);
  }

  /**
   * The label of every token, after the corrections of `correctLabels`; `convention` only for
   * scoring lines of an older training convention.
   */
  labelsOf(tokens: readonly Token[], convention?: string): Label[] {
    const path = viterbi(this.chain, this.emissions(tokens, convention), tokens.length);
    return correctLabels(
      tokens,
      Array.from(path, (index) => LABELS[index] as Label),
    );
  }

  /** Labels with the probability of each. */
  tag(tokens: Token[]): TaggedLine {
    const labels = this.chain.labels;
    const count = tokens.length;
    const emissions = this.emissions(tokens);
    if (this.linePath.length < count) {
      this.linePath = new Int32Array(count * 2);
      this.lineProbabilities = new Float64Array(count * 2 * labels);
    }
    const path = viterbi(this.chain, emissions, count, this.linePath);
    const probabilities = marginals(this.chain, emissions, count, this.temperature, this.lineProbabilities);
    const chosen: Label[] = [];
    const confidences: number[] = [];
    for (let t = 0; t < count; t++) {
      const label = path[t] as number;
      chosen.push(LABELS[label] as Label);
      confidences.push(probabilities[t * labels + label] as number);
    }
    return { tokens, labels: correctLabels(tokens, chosen), confidences };
  }
}
