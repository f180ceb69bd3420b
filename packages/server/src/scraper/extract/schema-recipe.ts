import type { ImageCandidate } from "./best-image.js";
import { minutesOf } from "./durations.js";
import { titlesWholeMethod } from "./heading-sections.js";
import { resolveRef, type SchemaNode, typesOf } from "./json-ld.js";
import { absoluteUrl } from "./page-meta.js";
import type { ScrapedStep } from "./scraped-recipe.js";
import { cleanLines, cleanText, firstText, textList } from "./text.js";
import { normaliseYield } from "./yields.js";

type Refs = Map<string, SchemaNode>;

/** The fields a schema.org Recipe object gives, cleaned. */
export interface SchemaFields {
  title: string | null;
  description: string | null;
  ingredients: string[];
  instructions: ScrapedStep[];
  totalTime: number | null;
  prepTime: number | null;
  cookTime: number | null;
  yields: string | null;
  images: ImageCandidate[];
  keywords: string[];
  categories: string[];
  cuisines: string[];
  nutrition: Record<string, string>;
  author: string | null;
}

export function readSchemaRecipe(node: SchemaNode, refs: Refs, pageUrl: string | null): SchemaFields {
  const field = (key: string) => resolveRef(node[key], refs);
  const prep = minutesOf(field("prepTime"));
  const cook = minutesOf(field("cookTime")) ?? minutesOf(field("performTime"));
  const total = minutesOf(field("totalTime")) ?? (prep || cook ? (prep ?? 0) + (cook ?? 0) : null);
  return {
    title: firstText(field("name")) || firstText(field("headline")) || null,
    description: firstText(field("description")) || null,
    ingredients: longerList(ingredientLines(field("recipeIngredient")), ingredientLines(field("ingredients"))),
    instructions: instructionSteps(field("recipeInstructions") ?? field("instructions"), refs),
    totalTime: total,
    prepTime: prep,
    cookTime: cook,
    yields: normaliseYield(field("recipeYield") ?? field("yield")),
    images: imageCandidates(field("image"), refs, pageUrl),
    keywords: textList(field("keywords"), true),
    categories: textList(field("recipeCategory"), true),
    cuisines: textList(field("recipeCuisine"), true),
    nutrition: nutritionOf(resolveRef(field("nutrition"), refs)),
    author: authorOf(field("author"), refs),
  };
}

/**
 * Of the current property and the older one a page declares both with, the list in more lines: a
 * page that also marks each shown line with the older property ran its items together in the other.
 */
function longerList(current: string[], older: string[]): string[] {
  return older.length > current.length ? older : current;
}

function ingredientLines(value: unknown): string[] {
  // One string holding the whole list is split at its line breaks; a list's items are lines already.
  if (typeof value === "string") return cleanLines(value).map(tidyIngredient).filter(Boolean);
  const lines: string[] = [];
  const visit = (item: unknown) => {
    if (Array.isArray(item)) item.forEach(visit);
    else if (item && typeof item === "object") {
      const record = item as SchemaNode;
      visit(record.text ?? record.name ?? record["@value"]);
    } else {
      const line = tidyIngredient(cleanText(item));
      if (line) lines.push(line);
    }
  };
  visit(value);
  return lines;
}

/** Recipe plug-ins that already bracket a note get it bracketed twice in their JSON-LD: "((optional))". */
export function tidyIngredient(line: string): string {
  return line.includes("((") ? line.replace(/\(\(([^()]*)\)\)/g, "($1)") : line;
}

/** Names that only number a step ("Step 2", "stap 2", "recipe_x step 3", "2."): they add nothing to its text. */
const GENERIC_STEP_NAME = /^(?:.*\b(?:step|stap|schritt|étape|etape|paso|passo|trin|steg|krok)\s*\d+|\d+\.?)$/i;

/** A step's name counts only when it is not just the start of its text (many sites repeat or truncate it). */
function distinctName(name: string, text: string): string | null {
  if (!name || !text || GENERIC_STEP_NAME.test(name)) return null;
  const stem = name.replace(/\.+$/, "").replace(/…$/, "").trim();
  return text.startsWith(stem) ? null : name;
}

/** One listed step's text: its line breaks read as spaces. */
const stepText = (text: string) => cleanLines(text).join(" ");

/**
 * Steps from every shape recipeInstructions takes: one text (split at line breaks), a list of
 * texts or HowToStep objects (each one step: where the data says where steps end, a line break
 * inside one is only a break in its text), HowToSection objects holding steps (their name becomes
 * the heading of the section's first step), an ItemList, or an object keyed by position.
 */
export function instructionSteps(value: unknown, refs: Refs): ScrapedStep[] {
  const steps: ScrapedStep[] = [];
  let pendingSection: string | null = null;
  const push = (name: string | null, text: string) => {
    steps.push({ section: pendingSection, name, text });
    pendingSection = null;
  };
  const visit = (raw: unknown, depth: number) => {
    if (depth > 6) return;
    const item = resolveRef(raw, refs);
    if (typeof item === "string") {
      // The whole method as one text is split at its line breaks; a listed step stays one step.
      if (depth === 0) for (const line of cleanLines(item)) push(null, line);
      else push(null, stepText(item));
      return;
    }
    if (Array.isArray(item)) {
      for (const child of item) visit(child, depth + 1);
      return;
    }
    if (!item || typeof item !== "object") return;
    const node = item as SchemaNode;
    const types = typesOf(node).map((type) => type.toLowerCase());
    // "ItemListElement" with a capital is a common misspelling that pages' readers accept.
    const children = node.itemListElement ?? node.ItemListElement ?? node.steps ?? node.step;
    if (types.includes("howtosection") || (children && !node.text)) {
      const name = firstText(node.name ?? node.Name);
      // The first part named only "Instructions" or "Recipe" heads the whole method, not a part of it.
      if (name && !(steps.length === 0 && !pendingSection && titlesWholeMethod(name))) {
        if (pendingSection) push(null, "");
        pendingSection = name;
      }
      visit(children, depth + 1);
      return;
    }
    const written = node.text ?? node.description ?? node.itemListElement;
    const text = typeof written === "string" ? stepText(written) : "";
    if (!text) {
      const name = firstText(node.name);
      if (name) push(null, name);
      return;
    }
    push(distinctName(firstText(node.name), text), text);
  };
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const record = value as SchemaNode;
    // An object keyed "1", "2", ... is a list written as an object.
    const keys = Object.keys(record);
    if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
      visit(
        keys.sort((a, b) => Number(a) - Number(b)).map((key) => record[key]),
        0,
      );
      return steps.filter((step) => step.text || step.section);
    }
  }
  visit(value, 0);
  return steps.filter((step) => step.text || step.section);
}

/** Image addresses with their declared sizes, from a string, a list, an ImageObject or a reference to one. */
function imageCandidates(value: unknown, refs: Refs, pageUrl: string | null): ImageCandidate[] {
  const out: ImageCandidate[] = [];
  const visit = (raw: unknown, depth: number) => {
    if (depth > 4) return;
    const item = resolveRef(raw, refs);
    if (typeof item === "string") {
      const url = absoluteUrl(item, pageUrl);
      if (url) out.push({ url, width: null, height: null, source: "recipe" });
    } else if (Array.isArray(item)) {
      for (const child of item) visit(child, depth + 1);
    } else if (item && typeof item === "object") {
      const node = item as SchemaNode;
      const address = node.url ?? node.contentUrl ?? node["@id"];
      const url = typeof address === "string" ? absoluteUrl(address, pageUrl) : null;
      if (url) {
        out.push({
          url,
          width: Number(firstText(node.width)) || null,
          height: Number(firstText(node.height)) || null,
          source: "recipe",
        });
      } else if (address) visit(address, depth + 1);
    }
  };
  visit(value, 0);
  return out;
}

function nutritionOf(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const node = Array.isArray(value) ? value[0] : value;
  if (!node || typeof node !== "object") return out;
  for (const [key, raw] of Object.entries(node as SchemaNode)) {
    if (key.startsWith("@")) continue;
    const text = firstText(raw);
    if (text) out[key] = text;
  }
  return out;
}

function authorOf(value: unknown, refs: Refs): string | null {
  const item = resolveRef(Array.isArray(value) ? value[0] : value, refs);
  if (Array.isArray(item)) return authorOf(item[0], refs);
  return firstText(item) || null;
}
