import type { CheerioAPI } from "cheerio";
import type { AnyNode, Element } from "domhandler";
import { textContent } from "domutils";
import { isSectionHeading } from "./heading-sections.js";
import type { SchemaNode } from "./json-ld.js";

/** How a structured-data syntax marks items and their properties in attributes. */
interface ItemSyntax {
  /** Starts a new item (microdata `itemscope`, RDFa `typeof`). */
  scope: string;
  /** The item's type (microdata `itemtype`, RDFa `typeof`). */
  type: string;
  /** Names a property of the enclosing item (microdata `itemprop`, RDFa `property`). */
  property: string;
}

const MICRODATA: ItemSyntax = { scope: "itemscope", type: "itemtype", property: "itemprop" };
const RDFA: ItemSyntax = { scope: "typeof", type: "typeof", property: "property" };

const isElement = (node: AnyNode): node is Element =>
  node.type === "tag" || node.type === "script" || node.type === "style";

/** The value an element gives its property, following the microdata rules for each kind of element. */
function propertyValue(element: Element): string {
  const attributes = element.attribs;
  if (attributes.content !== undefined) return attributes.content;
  switch (element.name) {
    case "meta":
      return attributes.content ?? "";
    case "img":
    case "audio":
    case "video":
    case "source":
    case "embed":
    case "iframe":
      return attributes.src ?? attributes["data-src"] ?? "";
    case "a":
    case "link":
    case "area":
      return attributes.href ?? "";
    case "time":
      return attributes.datetime ?? textContent(element);
    case "data":
    case "meter":
      return attributes.value ?? textContent(element);
    default:
      return innerHtml(element);
  }
}

/**
 * The element's text with line breaks where its markup breaks lines, so multi-step fields can be
 * split. A line break typed in the source inside a paragraph is a space on screen (the text wrapped
 * in the author's editor), unless the element keeps its white space (<pre>, or a style saying so).
 * A heading that only names the field ("Modo de preparo", "Ingredients") is left out.
 */
function innerHtml(element: Element): string {
  let out = "";
  const visit = (node: AnyNode, keepsBreaks: boolean) => {
    if (node.type === "text") {
      const data = (node as unknown as { data: string }).data;
      out += keepsBreaks ? data : data.replace(/[ \t]*[\r\n]+[ \t]*/g, " ");
    } else if (isElement(node)) {
      if (node.name === "script" || node.name === "style") return;
      if (/^h[1-6]$/.test(node.name) && isSectionHeading(textContent(node))) return;
      const keeps = keepsBreaks || node.name === "pre" || /white-space\s*:\s*pre/i.test(node.attribs.style ?? "");
      const block = /^(br|p|li|div|h[1-6]|tr)$/.test(node.name);
      if (block) out += "\n";
      for (const child of node.children) visit(child, keeps);
      if (block) out += "\n";
    }
  };
  for (const child of element.children) visit(child, element.name === "pre");
  return out;
}

/** An item and its properties; nested items become nested objects, repeated properties lists. */
function readItem(root: Element, syntax: ItemSyntax, depth: number): SchemaNode {
  const item: SchemaNode = {};
  const type = root.attribs[syntax.type];
  if (type) item["@type"] = type.split(/\s+/).filter(Boolean);
  const add = (name: string, value: unknown) => {
    const key = name.replace(/^.*[/#:]/, "");
    const existing = item[key];
    if (existing === undefined) item[key] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else item[key] = [existing, value];
  };
  const visit = (node: AnyNode) => {
    if (!isElement(node)) return;
    const names = node.attribs[syntax.property];
    const startsItem = node.attribs[syntax.scope] !== undefined;
    if (names) {
      const value = startsItem && depth < 8 ? readItem(node, syntax, depth + 1) : propertyValue(node);
      for (const name of names.split(/\s+/).filter(Boolean)) add(name, value);
    }
    if (!startsItem) for (const child of node.children) visit(child);
  };
  for (const child of root.children) visit(child);
  return item;
}

function recipeItems($: CheerioAPI, syntax: ItemSyntax, selector: string): SchemaNode[] {
  return $(selector)
    .toArray()
    .filter(isElement)
    .filter((element) => /(^|[/#:\s])Recipe(\s|$)/i.test(element.attribs[syntax.type] ?? ""))
    .map((element) => readItem(element, syntax, 0));
}

/** schema.org Recipe items written as microdata (`itemscope itemtype=".../Recipe"`). */
export function microdataRecipes($: CheerioAPI): SchemaNode[] {
  return recipeItems($, MICRODATA, "[itemscope][itemtype]");
}

/** schema.org Recipe items written as RDFa (`typeof="Recipe"`, `property="name"`). */
export function rdfaRecipes($: CheerioAPI): SchemaNode[] {
  return recipeItems($, RDFA, "[typeof]");
}

/** Properties only a recipe has: met outside any Recipe item, they still describe the page's recipe. */
const RECIPE_ONLY_PROPERTIES = new Set([
  "recipeIngredient",
  "ingredients",
  "recipeInstructions",
  "recipeYield",
  "prepTime",
  "cookTime",
  "totalTime",
  "recipeCategory",
  "recipeCuisine",
]);

/**
 * A recipe marked up with microdata properties but no `itemscope itemtype=".../Recipe"` around
 * them (the scope lost in a theme change): the recipe-only properties gathered into one Recipe
 * item, when they include both ingredients and instructions. Null otherwise.
 */
export function strayMicrodataRecipe($: CheerioAPI): SchemaNode | null {
  const item: SchemaNode = { "@type": ["Recipe"] };
  for (const element of $("[itemprop]").toArray()) {
    if (!isElement(element)) continue;
    for (const name of (element.attribs.itemprop ?? "").split(/\s+/)) {
      if (!RECIPE_ONLY_PROPERTIES.has(name)) continue;
      const value = propertyValue(element);
      const existing = item[name];
      if (existing === undefined) item[name] = value;
      else if (Array.isArray(existing)) existing.push(value);
      else item[name] = [existing, value];
    }
  }
  const hasIngredients = item.recipeIngredient !== undefined || item.ingredients !== undefined;
  return hasIngredients && item.recipeInstructions !== undefined ? item : null;
}
