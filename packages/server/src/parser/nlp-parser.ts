import { assembleIngredient, type ReadIngredient } from "./assemble.js";
import { IngredientTagger } from "./model.js";
import { tokenize } from "./tokenizer.js";

let tagger: IngredientTagger | undefined;

/** The committed model, read from disk on the first parse (about 1 MB; the server starts without it). */
export function ingredientTagger(): IngredientTagger {
  tagger ??= IngredientTagger.fromFile();
  return tagger;
}

/** Reads a line with the trained sequence model. */
export function readWithModel(line: string): ReadIngredient {
  const tokens = tokenize(line);
  if (tokens.length === 0) return assembleIngredient(line, [], [], []);
  const tagged = ingredientTagger().tag(tokens);
  return assembleIngredient(line, tokens, tagged.labels, tagged.confidences);
}
