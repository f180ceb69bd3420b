import { describe, expect, it } from "vitest";
import { parseSearch } from "./search-terms.js";
import { closeWords, editDistance, SearchVocabulary } from "./search-vocabulary.js";

describe("parseSearch", () => {
  it("folds words like the stored search text and drops repeats", () => {
    expect(parseSearch("  Crème BRÛLÉE, crème! ")).toEqual({
      phrase: "creme brulee creme",
      terms: [
        { text: "creme", quoted: false },
        { text: "brulee", quoted: false },
      ],
    });
  });

  it("keeps quoted phrases whole, and an unclosed quote quotes the rest", () => {
    expect(parseSearch('"olive oil" garlic "sea Salt')?.terms).toEqual([
      { text: "olive oil", quoted: true },
      { text: "garlic", quoted: false },
      { text: "sea salt", quoted: true },
    ]);
  });

  it("finds nothing to search in punctuation alone", () => {
    expect(parseSearch(' ,;- "" ')).toBeUndefined();
  });
});

describe("editDistance", () => {
  it.each([
    ["chicken", "chicken", 0],
    ["chiken", "chicken", 1],
    ["chikcen", "chicken", 1],
    ["chickn", "chicken", 1],
    ["xhicken", "chicken", 1],
    ["chcikne", "chicken", 2],
    ["soup", "chicken", 3],
  ])("%s → %s is %i (capped at limit + 1)", (a, b, expected) => {
    expect(editDistance(a, b, 2)).toBe(Math.min(expected, 3));
  });
});

describe("closeWords", () => {
  const vocabulary = ["chicken", "chickpea", "kitchen", "thicken", "lemon", "melon", "lemons", "spaghetti"];

  it("allows one edit below 8 letters and two from 8 on, closest first", () => {
    expect(closeWords("chiken", vocabulary)).toEqual(["chicken"]);
    expect(closeWords("lemn", vocabulary)).toEqual(["lemon"]);
    expect(closeWords("lemno", vocabulary)).toEqual(["lemon"]);
    expect(closeWords("spagetty", vocabulary)).toEqual(["spaghetti"]);
    expect(closeWords("chickens", vocabulary)).toEqual(["chicken", "thicken"]);
  });
});

describe("SearchVocabulary", () => {
  function source(words: string[]) {
    const calls = { count: 0, load: 0 };
    return {
      calls,
      words,
      countSearchWords: async () => {
        calls.count++;
        return words.length;
      },
      searchWords: async () => {
        calls.load++;
        return [...words];
      },
    };
  }

  it("corrects only words that occur nowhere in the vocabulary, not even inside a word", async () => {
    const vocabulary = new SearchVocabulary(source(["chicken", "soup", "noodles"]));
    const corrections = await vocabulary.corrections("g1", ["chick", "chiken", "noodle", "so", "1234"]);
    expect([...corrections]).toEqual([["chiken", ["chicken"]]]);
  });

  it("loads a group's words once and reloads them only when their count grew", async () => {
    const words = source(["chicken"]);
    const vocabulary = new SearchVocabulary(words);
    await vocabulary.corrections("g1", ["chiken"]);
    await vocabulary.corrections("g1", ["chicken", "chiken"]);
    expect(words.calls.load).toBe(1);

    words.words.push("tomato");
    expect([...(await vocabulary.corrections("g1", ["tomatoe"]))]).toEqual([["tomatoe", ["tomato"]]]);
    expect(words.calls.load).toBe(2);
  });

  it("reads the words again after a restore, even when their count stayed the same", async () => {
    const words = source(["chicken"]);
    const vocabulary = new SearchVocabulary(words);
    await vocabulary.corrections("g1", ["chiken"]);
    words.words.splice(0, 1, "tomato");
    vocabulary.forgetAll();
    expect([...(await vocabulary.corrections("g1", ["tomatoe"]))]).toEqual([["tomatoe", ["tomato"]]]);
  });

  it("keeps each group's words apart", async () => {
    const vocabulary = new SearchVocabulary({
      countSearchWords: async () => 1,
      searchWords: async (groupId) => (groupId === "g1" ? ["chicken"] : ["kitchen"]),
    });
    expect([...(await vocabulary.corrections("g1", ["kitchn"]))]).toEqual([]);
    expect([...(await vocabulary.corrections("g2", ["kitchn"]))]).toEqual([["kitchn", ["kitchen"]]]);
  });
});
