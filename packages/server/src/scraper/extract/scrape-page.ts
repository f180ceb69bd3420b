import { load } from "cheerio";
import { type AppStateRecipe, readAppStateRecipe } from "./app-state.js";
import { type ImageCandidate, rankedImages } from "./best-image.js";
import { comparable } from "./compare-text.js";
import { withFastQueries } from "./fast-queries.js";
import { type HeadingSections, readHeadingSections } from "./heading-sections.js";
import { isRecipe, jsonLdNodes, recipeWeight, type SchemaNode } from "./json-ld.js";
import { microdataRecipes, rdfaRecipes, strayMicrodataRecipe } from "./microdata.js";
import { readPageMeta } from "./page-meta.js";
import { type PluginFields, readPluginMarkup } from "./plugin-markup.js";
import { readSchemaRecipe, type SchemaFields } from "./schema-recipe.js";
import {
  type ExtractionSource,
  type IngredientGroup,
  instructionLines,
  type ScrapedRecipe,
  type ScrapedStep,
} from "./scraped-recipe.js";
import { readShownFacts, type ShownFacts } from "./shown-facts.js";
import { ingredientRowsFor, ingredientsShownFor, stepsShownFor } from "./shown-lines.js";
import { readSiteFields, type SiteFields, type SiteReaderFilter } from "./site-readers/index.js";

/** The heaviest of several candidate Recipe objects: the page's main recipe rather than a teaser. */
function mainRecipe(candidates: SchemaNode[]): SchemaNode | null {
  let best: SchemaNode | null = null;
  for (const candidate of candidates) {
    if (!best || recipeWeight(candidate) > recipeWeight(best)) best = candidate;
  }
  return best;
}

/**
 * Reads the recipe on an HTML page: schema.org Recipe from JSON-LD, else microdata, else RDFa; the
 * card of a known recipe plug-in fills what those lack (or stands alone); OpenGraph gives at least
 * a name, description and image. Then the reader for the page's site, if one knows its layout,
 * overrides the fields it reads from it. Null when the page holds no recipe markup, no OpenGraph title
 * and nothing its site reader knows.
 */
export function scrapePage(html: string, pageUrl: string | null, siteReaders?: SiteReaderFilter): ScrapedRecipe | null {
  const $ = withFastQueries(load(html, { xml: { xmlMode: false, decodeEntities: true } }));
  const meta = readPageMeta($, pageUrl);
  const base = meta.canonicalUrl ?? pageUrl;
  const { nodes, byId } = jsonLdNodes($);
  let source: ExtractionSource = "json-ld";
  let node = mainRecipe(nodes.filter(isRecipe));
  if (!node) {
    source = "microdata";
    node = mainRecipe(microdataRecipes($));
  }
  if (!node) {
    source = "rdfa";
    node = mainRecipe(rdfaRecipes($));
  }
  if (!node) {
    source = "microdata";
    node = strayMicrodataRecipe($);
  }
  const schema = node ? readSchemaRecipe(node, byId, base) : null;
  const plugin = readPluginMarkup($, base);
  if (!schema && plugin) source = "plugin";
  const site = readSiteFields({ $, plugin }, pageUrl, siteReaders);
  // Read only when the markup lacks a list or amounts: walking the whole page costs time.
  let headingSections: HeadingSections | null = null;
  const fromHeadings = () => {
    headingSections ??= readHeadingSections($);
    return headingSections;
  };
  // Without markup, a JavaScript app's page state may hold the recipe as data, before the page's headings.
  let appState: AppStateRecipe | null = null;
  if (!schema && !plugin) {
    appState = readAppStateRecipe($);
    const { ingredients, instructions } = appState ? { ingredients: [], instructions: [] } : fromHeadings();
    // The site reader, when it reads the lists, overrides the app state.
    if (appState) source = site.ingredients?.length || site.instructions?.length ? "site" : "app-state";
    else if (ingredients.length && instructions.length) source = "headings";
    else if (site.ingredients?.length || site.instructions?.length) source = "site";
    // Without recipe markup or content only a page that presents itself for sharing is taken: a bare <title> is no recipe.
    else if (meta.openGraphTitle) source = "opengraph";
    else return null;
  }
  // The page's text is read only for what the markup leaves out.
  let shownFacts: ShownFacts | null = null;
  const fromText = () => {
    shownFacts ??= readShownFacts($);
    return shownFacts;
  };
  const pick = <K extends keyof SchemaFields & keyof PluginFields>(key: K): SchemaFields[K] | null => {
    const fromSchema = schema?.[key];
    const empty = fromSchema === null || fromSchema === undefined || (Array.isArray(fromSchema) && !fromSchema.length);
    return (empty ? (plugin?.[key] as SchemaFields[K] | undefined) : fromSchema) ?? null;
  };
  let ingredientLines = site.ingredients ?? pick("ingredients") ?? appState?.ingredients ?? [];
  const fromMarkup = !site.ingredients && !appState;
  if (fromMarkup && ingredientLines.length === 1 && ingredientLines[0]) {
    ingredientLines = ingredientsShownFor($, ingredientLines[0]) ?? ingredientLines;
  }
  if (fromMarkup && (!ingredientLines.length || ingredientLines.some(lacksNumber))) {
    const shown = plugin?.ingredients.length ? plugin.ingredients : fromHeadings().ingredients;
    if (!ingredientLines.length || givesMissingAmounts(ingredientLines, shown)) ingredientLines = shown;
    else if (ingredientLines.some(lacksNumber))
      ingredientLines = ingredientRowsFor($, ingredientLines) ?? ingredientLines;
  }
  let steps =
    site.instructions ??
    pick("instructions") ??
    appState?.steps.map((text): ScrapedStep => ({ section: null, name: null, text })) ??
    [];
  if (!site.instructions && !appState && steps.length <= 1) {
    const shown = plugin?.instructions.length
      ? plugin.instructions
      : withoutTrailingYield(fromHeadings().instructions.map((text) => ({ section: null, name: null, text })));
    if (!steps.length || splitsTheSameText(instructionLines(steps), instructionLines(shown))) steps = shown;
    else if (steps.length === 1 && steps[0]) {
      const only = steps[0];
      const pieces = stepsShownFor($, only.text);
      if (pieces)
        steps = pieces.map((text, index) => (index === 0 ? { ...only, text } : { section: null, name: null, text }));
    }
  }
  const { ingredients, groups } = site.ingredientGroups
    ? { ingredients: ingredientLines, groups: site.ingredientGroups }
    : groupIngredients(ingredientLines, plugin?.ingredientGroups ?? []);
  const images: ImageCandidate[] = [
    ...(plugin?.images ?? []),
    ...(schema?.images ?? []),
    ...meta.images.map((image) => ({ ...image, source: "meta" as const })),
  ];
  const ranked = rankedImages(images);
  /** The site reader's value when it read one (null included), else the generic one. */
  const own = <K extends keyof SiteFields>(key: K, generic: () => NonNullable<SiteFields[K]> | null) =>
    site[key] !== undefined ? (site[key] ?? null) : generic();
  return {
    source,
    title: own("title", () => pick("title") ?? meta.title),
    description: own("description", () => pick("description") ?? meta.description),
    ingredients,
    ingredientGroups: groups,
    instructions: steps,
    totalTime: own("totalTime", () => pick("totalTime") ?? fromText().totalTime),
    prepTime: own("prepTime", () => pick("prepTime") ?? fromText().prepTime),
    cookTime: own("cookTime", () => pick("cookTime") ?? fromText().cookTime),
    yields: own("yields", () => pick("yields") ?? fromText().yields),
    image: ranked[0] ?? null,
    images: ranked,
    keywords: schema?.keywords.length ? schema.keywords : meta.tags,
    categories: schema?.categories ?? [],
    cuisines: schema?.cuisines ?? [],
    nutrition: schema?.nutrition ?? {},
    author: schema?.author ?? null,
    siteName: meta.siteName,
    language: meta.language,
    canonicalUrl: meta.canonicalUrl,
  };
}

/**
 * A recipe from a schema.org Recipe alone, with no page around it (another app's export, read by a
 * migration): the ingredient headings and image ranking of a page's recipe, nothing read off a page.
 */
export function scrapedFromSchema(schema: SchemaFields, canonicalUrl: string | null): ScrapedRecipe {
  const { ingredients, groups } = groupIngredients(schema.ingredients, []);
  const ranked = rankedImages(schema.images);
  return {
    source: "json-ld",
    title: schema.title,
    description: schema.description,
    ingredients,
    ingredientGroups: groups,
    instructions: schema.instructions,
    totalTime: schema.totalTime,
    prepTime: schema.prepTime,
    cookTime: schema.cookTime,
    yields: schema.yields,
    image: ranked[0] ?? null,
    images: ranked,
    keywords: schema.keywords,
    categories: schema.categories,
    cuisines: schema.cuisines,
    nutrition: schema.nutrition,
    author: schema.author,
    siteName: null,
    language: null,
    canonicalUrl,
  };
}

const lacksNumber = (line: string) => !/\d/.test(comparable(line));

/**
 * Whether the list shown on the page gives the amounts the declared list leaves out: line for line
 * the shown text holds the declared one, and some declared line has no number where the shown one
 * has. (Lines that differ only in how they are written, "1/2" against "½", keep the declared text:
 * the page's own data is the author's choice.)
 */
function givesMissingAmounts(declared: string[], shown: string[]): boolean {
  if (shown.length !== declared.length || declared.length === 0) return false;
  let amountsAdded = false;
  for (const [index, line] of declared.entries()) {
    const shownLine = comparable(shown[index] ?? "");
    const declaredLine = comparable(line);
    if (!shownLine.includes(declaredLine)) return false;
    if (lacksNumber(line) && /\d/.test(shownLine)) amountsAdded = true;
  }
  return amountsAdded;
}

/**
 * Whether the page shows the declared method's very text split into several steps: pages often
 * declare the whole method as one string with its line breaks lost.
 */
function splitsTheSameText(declared: string[], shown: string[]): boolean {
  if (shown.length <= declared.length) return false;
  return comparable(shown.join(" ")) === comparable(declared.join(" "));
}

/**
 * A yield the page prints at the end of its method ("… for up to 3 months. Serves 4"): read off the
 * page rather than declared, it is the recipe's yield, not part of a step.
 */
const TRAILING_YIELD = /\s*\b(?:serves|makes|yields?)\s+\d+(?:\s*[-–]\s*\d+)?\.?$/i;

/** The steps with a yield the last one ends with left out (the whole step when it is nothing else). */
function withoutTrailingYield(steps: ScrapedStep[]): ScrapedStep[] {
  const last = steps.at(-1);
  if (!last || !TRAILING_YIELD.test(last.text)) return steps;
  const text = last.text.replace(TRAILING_YIELD, "");
  const kept = steps.slice(0, -1);
  return text || last.section ? [...kept, { ...last, text }] : kept;
}

/**
 * A line in an ingredient list that is a heading rather than an ingredient: no quantity, and either
 * ending in a colon ("For the glaze:") or written in capitals ("SAUCE").
 */
function sectionHeading(line: string): string | null {
  if (/\d/.test(line) || line.split(/\s+/).length > 8) return null;
  if (line.endsWith(":")) return line.slice(0, -1).trim() || null;
  const beforeNote = line.replace(/\(.*$/, "").trim();
  if (beforeNote.length > 2 && /\p{Lu}/u.test(beforeNote) && beforeNote === beforeNote.toUpperCase()) return line;
  return null;
}

/**
 * The ingredients in the page's sections: the plug-in card's headings when they hold as many lines
 * as the list read, else headings written as lines of the list itself, else one unnamed group.
 */
function groupIngredients(
  lines: string[],
  pluginGroups: IngredientGroup[],
): { ingredients: string[]; groups: IngredientGroup[] } {
  if (lines.length === 0) return { ingredients: [], groups: [] };
  const grouped = pluginGroups.reduce((sum, group) => sum + group.ingredients.length, 0);
  if (pluginGroups.length > 1 && grouped === lines.length) {
    let offset = 0;
    const groups = pluginGroups.map((group) => {
      const slice = lines.slice(offset, offset + group.ingredients.length);
      offset += group.ingredients.length;
      return { purpose: group.purpose, ingredients: slice };
    });
    return { ingredients: lines, groups };
  }
  const groups: IngredientGroup[] = [];
  let current: IngredientGroup = { purpose: null, ingredients: [] };
  for (const line of lines) {
    const heading = sectionHeading(line);
    if (heading) {
      if (current.ingredients.length || current.purpose) groups.push(current);
      current = { purpose: heading, ingredients: [] };
    } else current.ingredients.push(line);
  }
  groups.push(current);
  const kept = groups.filter((group) => group.ingredients.length > 0);
  // A list that is all headings was not a list of headings after all.
  if (kept.length === 0) return { ingredients: lines, groups: [{ purpose: null, ingredients: lines }] };
  return { ingredients: kept.flatMap((group) => group.ingredients), groups: kept };
}
