import { beforeAll, describe, expect, it } from "vitest";
import { assembleIngredient } from "./assemble.js";
import { readWithRules } from "./brute-parser.js";
import { type Label, lineFeatures } from "./features.js";
import { IngredientVocabulary, normalizeName, similarity } from "./matching.js";
import { ingredientTagger, readWithModel } from "./nlp-parser.js";
import { presentIngredient, presentIngredientJson } from "./present.js";
import { tokenize } from "./tokenizer.js";

const amounts = (line: string) =>
  tokenize(line)
    .filter((token) => token.kind !== "word" && token.kind !== "punct")
    .map((token) => [token.kind, token.value, token.high]);

describe("tokenize", () => {
  it("reads unicode, mixed and old-style fractions, decimal commas and thousands", () => {
    expect(amounts("½ cup")).toEqual([["number", 0.5, undefined]]);
    expect(amounts("1½ cups")).toEqual([["number", 1.5, undefined]]);
    expect(amounts("1 1/2 cups")).toEqual([["number", 1.5, undefined]]);
    expect(amounts("1-1/2 cups")).toEqual([["number", 1.5, undefined]]);
    expect(amounts("1,5 kg Mehl")).toEqual([["number", 1.5, undefined]]);
    expect(amounts("1,000 g")).toEqual([["number", 1000, undefined]]);
  });

  it("reads ranges written with a dash, 'to' or 'or', and '2 x' multipliers", () => {
    expect(amounts("2-3 cloves")).toEqual([["range", 2, 3]]);
    expect(amounts("2 to 3 cloves")).toEqual([["range", 2, 3]]);
    expect(amounts("1 or 2 chillies")).toEqual([["range", 1, 2]]);
    expect(amounts("1 11-to-12-pound turkey")).toEqual([
      ["number", 1, undefined],
      ["range", 11, 12],
    ]);
    expect(amounts("2 x 400g tins")).toEqual([
      ["multiplier", 2, undefined],
      ["number", 400, undefined],
    ]);
  });

  it("splits amounts from units and keeps hyphenated words whole", () => {
    expect(tokenize("10g free-range eggs").map((token) => token.text)).toEqual(["10", "g", "free-range", "eggs"]);
  });
});

describe("the nlp parser", () => {
  // The model is read once, on first use; on a busy machine that alone can outlast a test's 5 s.
  beforeAll(() => {
    ingredientTagger();
  }, 60_000);

  it.each([
    ["2 tablespoons olive oil, divided", 2, "tablespoons", "olive oil", "divided"],
    ["1 1/2 cups all-purpose flour", 1.5, "cups", "all-purpose flour", ""],
    ["3 large eggs, beaten", 3, null, "eggs", "large, beaten"],
    ["200ml/7fl oz double cream", 200, "ml", "double cream", "7fl oz"],
    ["salt and freshly ground black pepper, to taste", null, null, "salt and freshly ground black pepper", "to taste"],
  ])("reads %s", (line, quantity, unit, food, note) => {
    const read = readWithModel(line);
    expect({ quantity: read.quantity, unit: read.unit, food: read.food, note: read.note }).toEqual({
      quantity,
      unit,
      food,
      note,
    });
    expect(read.confidence.average).toBeGreaterThan(0.5);
  });

  it("scores a line by integer feature ids exactly as its feature strings say", () => {
    const lines = [
      "2 (15 oz) cans black beans, drained and rinsed",
      "1 1/2 cups all-purpose flour, sifted",
      "Salt and freshly ground pepper, to taste",
      "3–4 large Eggs [at room temperature]; beaten lightly",
      "200g/7oz dark chocolate (70% cocoa solids), chopped",
      "a handful of zzqx leaves",
    ];
    const tagger = ingredientTagger();
    for (const line of lines) {
      const tokens = tokenize(line);
      expect(Array.from(tagger.emissionScores(tokens)), line).toEqual(
        Array.from(tagger.scoreFeatures(lineFeatures(tokens))),
      );
    }
  });

  it.each([
    ["Half a vanilla bean", 0.5, null, "vanilla bean", ""],
    ["half an onion, diced", 0.5, null, "onion", "diced"],
    ["half a teaspoon ground cinnamon", 0.5, "teaspoon", "ground cinnamon", ""],
  ])("reads an amount in words with its article: %s", (line, quantity, unit, food, note) => {
    const read = readWithModel(line);
    expect({ quantity: read.quantity, unit: read.unit, food: read.food, note: read.note }).toEqual({
      quantity,
      unit,
      food,
      note,
    });
  });

  it.each([
    ["2 skinless, boneless chicken breasts", "skinless, boneless chicken breasts"],
    ["1 cup plain, dried bread crumbs", "plain, dried bread crumbs"],
  ])("keeps the describing words before a comma in the food: %s", (line, food) => {
    expect(readWithModel(line).food).toBe(food);
  });

  it("takes the whole food across a comma when the food goes on after it, and stops where it does not", () => {
    const line = "2 cups hot, scalded milk, divided";
    const tokens = tokenize(line);
    const labels: Label[] = ["QTY", "UNIT", "NAME", "PUNC", "NAME", "NAME", "PUNC", "PREP"];
    const read = assembleIngredient(
      line,
      tokens,
      labels,
      labels.map(() => 1),
    );
    expect({ food: read.food, note: read.note }).toEqual({ food: "hot, scalded milk", note: "divided" });
  });

  it("keeps a range's lower end as the quantity and the range in the note", () => {
    const read = readWithModel("2-3 garlic cloves, crushed");
    expect(read.quantity).toBe(2);
    expect(read.note).toContain("2-3");
  });
});

describe("the brute parser", () => {
  it.each([
    ["1 (15 oz) can chickpeas, drained", 1, "can", "chickpeas", "15 oz, drained"],
    ["2 cups sugar", 2, "cups", "sugar", ""],
    ["2 garlic cloves", 2, "cloves", "garlic", ""],
    ["butter or margarine", null, null, "butter", "or margarine"],
    ["½ tsp fine salt, to taste", 0.5, "tsp", "fine salt", "to taste"],
  ])("reads %s", (line, quantity, unit, food, note) => {
    const read = readWithRules(line);
    expect({ quantity: read.quantity, unit: read.unit, food: read.food, note: read.note }).toEqual({
      quantity,
      unit,
      food,
      note,
    });
  });
});

describe("matching", () => {
  const now = null;
  const food = (id: string, name: string, extra: object = {}) => ({
    id,
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
    ...extra,
  });
  const unit = (id: string, name: string, abbreviation = "") => ({
    id,
    name,
    pluralName: null,
    description: "",
    extras: {},
    onHand: false,
    abbreviation,
    pluralAbbreviation: "",
    useAbbreviation: false,
    fraction: true,
    aliases: [],
    createdAt: now,
    updateAt: now,
  });
  const vocabulary = new IngredientVocabulary(
    [
      food("1", "Tomato"),
      food("2", "basil"),
      food("3", "Cilantro", { aliases: [{ name: "coriander leaves" }] }),
      food("4", "parmesan cheese"),
    ],
    [unit("t", "teaspoon", "tsp"), unit("T", "Tablespoon"), unit("c", "cup")],
  );

  it("normalises case, accents, punctuation and plurals", () => {
    expect(normalizeName("Crème-Fraîches")).toBe("creme fraich");
    expect(similarity("parmesan", "parmesan")).toBe(1);
  });

  it("matches exactly, on aliases, without leading words, then by similarity", () => {
    expect(vocabulary.matchFood("tomatoes")?.id).toBe("1");
    expect(vocabulary.matchFood("Coriander leaves")?.id).toBe("3");
    expect(vocabulary.matchFood("fresh basil")?.id).toBe("2");
    expect(vocabulary.matchFood("parmesan chese")?.id).toBe("4");
    expect(vocabulary.matchFood("saffron")).toBeNull();
  });

  it("finds the most similar of many names, the first one on a tie", () => {
    const names = Array.from({ length: 400 }, (_, index) => food(`n${index}`, `spice blend ${index}`));
    const many = new IngredientVocabulary(
      [...names, food("a", "pomegranate molasses"), food("b", "ancho chile powdez"), food("c", "ancho chile powdey")],
      [],
    );
    expect(many.matchFood("pomegranite molasses")?.id).toBe("a");
    expect(many.matchFood("ancho chile powder")?.id).toBe("b");
    expect(many.matchFood("spice blend 1234")?.id).toBe("n123");
    expect(many.matchFood("molasses pomegranate")).toBeNull();
  });

  it("matches units by known spellings but never confuses teaspoons and tablespoons", () => {
    expect(vocabulary.matchUnit("tsp")?.id).toBe("t");
    expect(vocabulary.matchUnit("Tbsp")?.id).toBe("T");
    expect(vocabulary.matchUnit("cups")?.id).toBe("c");
    expect(vocabulary.matchUnit("pinch")).toBeNull();
  });

  it("writes a parsed line's JSON by hand exactly as JSON.stringify writes the presented line", () => {
    const withClove = new IngredientVocabulary(
      [food("1", "Tomato"), food("2", 'basil "sweet"'), food("5", "clove garlic")],
      [unit("t", "teaspoon", "tsp"), unit("c", "cup")],
    );
    const lines = [
      "2 cups chopped tomatoes",
      "1 tsp fresh basil, torn",
      "1 clove garlic",
      '½ cup crème fraîche (the "thick" kind)',
      "2–3 tbsp olive oil or 1\\2 cup butter",
      "Salt and pepper, to taste",
      "  1 1/2 lbs chicken thighs  ",
      "2 x 400g tins chopped tomatoes",
      "a pinch of saffron threads \u2028 soaked",
      "",
      "sugar",
    ];
    for (const line of lines) {
      for (const read of [readWithModel, readWithRules]) {
        const parsed = read(line.trim());
        const written = presentIngredientJson(parsed, line, withClove, "ref-1");
        expect(written).toBe(JSON.stringify(presentIngredient(parsed, line, withClove, "ref-1")));
        // The group's foods and units are written from memory the second time.
        expect(presentIngredientJson(parsed, line, withClove, "ref-1")).toBe(written);
      }
    }
  });
});
