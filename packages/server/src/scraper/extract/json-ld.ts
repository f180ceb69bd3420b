import type { CheerioAPI } from "cheerio";

/** A schema.org object as found in JSON-LD, microdata or RDFa: plain JSON values. */
export type SchemaNode = Record<string, unknown>;

/** The last segment of every type a node declares ("Recipe" for "http://schema.org/Recipe" too). */
export function typesOf(node: SchemaNode): string[] {
  const declared = node["@type"] ?? node.type;
  const list = Array.isArray(declared) ? declared : [declared];
  return list
    .filter((type): type is string => typeof type === "string")
    .map((type) => type.replace(/^.*[/#:]/, "").trim());
}

export const isRecipe = (node: SchemaNode) => typesOf(node).some((type) => type.toLowerCase() === "recipe");

/**
 * Parses JSON-LD as pages really write it: the strict parse first, then again with what breaks it
 * most often removed (HTML comments and CDATA markers around the JSON, raw line breaks and tabs
 * inside strings, trailing commas, several objects one after another).
 */
export function parseJsonLd(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    const repaired = trimmed
      .replace(/^\s*(?:<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, "")
      .replace(/(?:-->|\/\/\s*\]\]>|\]\]>)\s*$/, "")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: raw control characters inside strings are what breaks the parse
      .replace(/[\u0000-\u001f]+/g, " ") // oxlint-disable-line no-control-regex
      .replace(/,\s*([}\]])/g, "$1")
      .replace(/;\s*$/, "");
    try {
      return JSON.parse(repaired);
    } catch {
      try {
        return JSON.parse(`[${repaired.replace(/}\s*{/g, "},{")}]`);
      } catch {
        return undefined;
      }
    }
  }
}

/** Every object in the page's JSON-LD scripts, nested ones included, with an index of the ones that have an @id. */
export function jsonLdNodes($: CheerioAPI): { nodes: SchemaNode[]; byId: Map<string, SchemaNode> } {
  const nodes: SchemaNode[] = [];
  const byId = new Map<string, SchemaNode>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 12 || value === null || typeof value !== "object") return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const node = value as SchemaNode;
    nodes.push(node);
    const id = node["@id"];
    if (typeof id === "string" && Object.keys(node).length > 1 && !byId.has(id)) byId.set(id, node);
    for (const [key, child] of Object.entries(node)) {
      if (key !== "@context" && child && typeof child === "object") visit(child, depth + 1);
    }
  };
  $('script[type="application/ld+json" i]').each((_index, element) => {
    visit(parseJsonLd($(element).text()), 0);
  });
  return { nodes, byId };
}

/** A node's `{"@id": ...}` references replaced by the objects the graph defines for them (one level deep per call). */
export function resolveRef(value: unknown, byId: Map<string, SchemaNode>): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveRef(item, byId));
  if (value && typeof value === "object") {
    const node = value as SchemaNode;
    const id = node["@id"];
    if (typeof id === "string" && Object.keys(node).length === 1) return byId.get(id) ?? node;
  }
  return value;
}

/** How much recipe a node holds: pages often carry several Recipe objects (teasers, carousels). */
export function recipeWeight(node: SchemaNode): number {
  let weight = 0;
  if (node.recipeIngredient || node.ingredients) weight += 4;
  if (node.recipeInstructions) weight += 4;
  if (node.name) weight += 1;
  if (node.image) weight += 1;
  return weight;
}
