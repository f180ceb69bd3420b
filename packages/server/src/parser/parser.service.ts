import { randomUUID } from "node:crypto";
import type { IngredientFood, ParsedIngredient, RegisteredParser } from "@larder/shared";
import type { Actor } from "../auth/actor.js";
import type { FoodsService } from "../foods/foods.service.js";
import type { UnitsService } from "../foods/units.service.js";
import { HttpError } from "../http/errors.js";
import { JsonBytes } from "../http/json-text.js";
import { readWithRules } from "./brute-parser.js";
import { IngredientVocabulary } from "./matching.js";
import { readWithModel } from "./nlp-parser.js";
import { presentIngredient, presentIngredientJson } from "./present.js";
import type { VocabularyVersionRepository } from "./vocabulary-version.repository.js";

/** Groups whose matching index is kept; the least recently built goes first. */
const VOCABULARY_CACHE_LIMIT = 200;

/**
 * Ingredient lines → structured ingredients of the caller's group: read by the chosen parser, then
 * the unit and food matched to the group's own (unmatched ones come back without an id, ready to
 * be created).
 */
export class ParserService {
  /** Per group: its foods and units indexed for matching, and the version of them it was built from. */
  private readonly vocabularies = new Map<string, { version: string; vocabulary: IngredientVocabulary }>();

  constructor(
    private readonly foods: FoodsService,
    private readonly units: UnitsService,
    private readonly versions: VocabularyVersionRepository,
  ) {}

  /** Drops every group's index (a restore replaced the foods and units): each is built again when next needed. */
  forgetAll(): void {
    this.vocabularies.clear();
  }

  async parseOne(actor: Actor, body: { parser?: RegisteredParser; ingredient: string }): Promise<ParsedIngredient> {
    const [parsed] = await this.parseLines(actor, body.parser ?? "nlp", [body.ingredient]);
    return parsed as ParsedIngredient;
  }

  /**
   * The lines' parsed ingredients as JSON text in UTF-8, each line written out as soon as it is
   * read and without building the answer's objects (about ten per token): kept until the end of
   * the request, they made every young-generation collection in between copy them (the server runs
   * with a small young generation) and cost more than the parsing on a 100-line recipe.
   */
  async parseManyAsJson(actor: Actor, body: { parser?: RegisteredParser; ingredients: string[] }): Promise<Buffer> {
    const { read, vocabulary } = await this.reader(actor, body.parser ?? "nlp");
    const json = new JsonBytes(body.ingredients.length * 1536);
    body.ingredients.forEach((line, index) => {
      json.push(index === 0 ? "[" : ",");
      json.push(presentIngredientJson(read(line.trim()), line, vocabulary, randomUUID()));
    });
    json.push(body.ingredients.length === 0 ? "[]" : "]");
    return json.done();
  }

  private async parseLines(actor: Actor, parser: RegisteredParser, lines: string[]): Promise<ParsedIngredient[]> {
    const { read, vocabulary } = await this.reader(actor, parser);
    return lines.map((line) => presentIngredient(read(line.trim()), line, vocabulary, randomUUID()));
  }

  private async reader(actor: Actor, parser: RegisteredParser) {
    if (parser === "openai") {
      throw new HttpError(400, "errors.scraper.openAiParserUnavailable");
    }
    const read = parser === "brute" ? readWithRules : readWithModel;
    return { read, vocabulary: await this.vocabulary(actor) };
  }

  /**
   * The group's food whose name is closest to a text ("2 ripe bananas" → Banana), or null: how a
   * shopping-list item without a food finds its label.
   */
  async closestFood(actor: Actor, text: string): Promise<IngredientFood | null> {
    if (!text.trim()) return null;
    return (await this.vocabulary(actor)).matchFood(text);
  }

  /** The group's matching index, rebuilt only when its foods, units or labels changed since it was built. */
  private async vocabulary(actor: Actor): Promise<IngredientVocabulary> {
    const version = await this.versions.version(actor.groupId);
    const cached = this.vocabularies.get(actor.groupId);
    if (cached?.version === version) return cached.vocabulary;
    const vocabulary = await this.loadVocabulary(actor);
    this.vocabularies.delete(actor.groupId);
    if (this.vocabularies.size >= VOCABULARY_CACHE_LIMIT) {
      this.vocabularies.delete(this.vocabularies.keys().next().value as string);
    }
    this.vocabularies.set(actor.groupId, { version, vocabulary });
    return vocabulary;
  }

  private async loadVocabulary(actor: Actor): Promise<IngredientVocabulary> {
    const everything = { page: 1, perPage: -1, orderDirection: "asc" as const };
    const [foods, units] = await Promise.all([
      this.foods.list(actor, everything, "/foods"),
      this.units.list(actor, everything),
    ]);
    return new IngredientVocabulary(foods.items, units.items);
  }
}
