import type { CheerioAPI } from "cheerio";
import { compile } from "css-select";
import type { AnyNode, Element } from "domhandler";

/**
 * Cheerio finds elements with a walk (domutils' `find`) that shifts and unshifts an array as deep
 * as the tree for every element with children, so each query costs the page's size times its depth.
 * Pages with thousands of unclosed tags (`<div>`, `<span>`, `<font>` never closed in a theme or a
 * comment) are trees thousands deep, and the importer runs dozens of queries over the whole page:
 * seconds, on a page of a few MB. These are the same queries, answered from the page's elements in
 * page order, read once by a walk whose stack only grows and shrinks at its end (and read again
 * only after a change to the page), with the same compiled selector as cheerio's: the scope's
 * descendants, those that match, in page order. Even on shallow pages that is the faster way.
 */

/** Selectors whose answer depends on more than each element on its own: cheerio answers those itself. */
const NOT_PER_ELEMENT = /[+~]|^\s*>|:(?:first|last|eq|gt|nth|lt|even|odd|scope|has)\b/;
/** Attribute conditions (`[type="application/ld+json"]`), whose values say nothing of the selector's kind. */
const ATTRIBUTE_CONDITIONS = /\[[^\]]*\]/g;
/** The commas of a selector list, with the spaces around them. */
const LIST_COMMAS = /\s*,\s*/g;
/** A descendant or child combinator (or a space inside a pseudo-class's argument: treated alike). */
const ANCESTOR_COMBINATOR = /\S\s+\S|>/;

/** Every element below `scope`, in page order. */
function descendants(scope: AnyNode): Element[] {
  const out: Element[] = [];
  if (!("children" in scope)) return out;
  const stack: AnyNode[] = [];
  for (let index = scope.children.length - 1; index >= 0; index--) stack.push(scope.children[index] as AnyNode);
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type !== "tag" && node.type !== "script" && node.type !== "style") continue;
    out.push(node);
    for (let index = node.children.length - 1; index >= 0; index--) stack.push(node.children[index] as AnyNode);
  }
  return out;
}

/** Cheerio's methods that can change the tree: any call forgets the page order read before it. */
const CHANGES_TREE = [
  "append",
  "appendTo",
  "prepend",
  "prependTo",
  "after",
  "insertAfter",
  "before",
  "insertBefore",
  "remove",
  "replaceWith",
  "empty",
  "html",
  "text",
  "wrap",
  "wrapInner",
  "wrapAll",
  "unwrap",
];
/** Of those, the ones that only read when called without arguments. */
const GETTERS = new Set(["html", "text"]);

interface FindingCheerio {
  _findBySelector(this: FindingCheerio, selector: string, limit: number): unknown;
  toArray(): AnyNode[];
  _make(elements: Element[]): unknown;
  _root?: ArrayLike<AnyNode>;
  options: Record<string, unknown>;
}

/**
 * Makes the queries on this loaded page (`$(selector)`, `.find(selector)`) cost its size, not its
 * size times its depth. The answers are cheerio's own.
 */
export function withFastQueries($: CheerioAPI): CheerioAPI {
  const root = $.root().get(0);
  if (!root) return $;
  const prototype = $.fn as unknown as FindingCheerio & Record<string, unknown>;
  // The page's elements in order, read once for the many queries over the whole page, with each one's place.
  let pageOrder: { elements: Element[]; places: Map<AnyNode, number> } | null = null;
  for (const name of CHANGES_TREE) {
    const method = prototype[name] as (this: unknown, ...args: unknown[]) => unknown;
    prototype[name] = function (this: FindingCheerio, ...args: unknown[]) {
      if (pageOrder && (args.length || !GETTERS.has(name)) && [this, ...args].some(touchesPage)) pageOrder = null;
      return method.apply(this, args);
    };
  }
  /** Whether a method's target or argument holds a node of the page (copies of parts of it change nothing). */
  const touchesPage = (value: unknown): boolean => {
    if (!pageOrder || !value || typeof value !== "object") return false;
    const places = pageOrder.places;
    const nodes: unknown[] =
      "toArray" in value ? (value as FindingCheerio).toArray() : Array.isArray(value) ? value : [value];
    return nodes.some((node) => {
      if (!node || typeof node !== "object" || !("type" in node)) return false;
      const { parent } = node as AnyNode;
      return (
        node === root || places.has(node as AnyNode) || (parent !== null && (parent === root || places.has(parent)))
      );
    });
  };
  /** The scope's descendants: a run of the page's elements (from, to), or for a copy its own elements. */
  const inPageOrder = (scope: AnyNode): { elements: Element[]; from: number; to: number } => {
    if (!pageOrder) {
      const elements = descendants(root);
      pageOrder = { elements, places: new Map(elements.map((element, place) => [element, place])) };
    }
    const { elements, places } = pageOrder;
    if (scope === root) return { elements, from: 0, to: elements.length };
    const place = places.get(scope);
    // An element outside the page (a copy) is walked on its own.
    if (place === undefined) {
      const own = descendants(scope);
      return { elements: own, from: 0, to: own.length };
    }
    // The scope's descendants run up to the first element after it that is not inside it.
    let to = elements.length;
    for (let node: AnyNode | null = scope; node && node !== root; node = node.parent) {
      let next = node.nextSibling;
      while (next && places.get(next) === undefined) next = next.nextSibling;
      if (next) {
        to = places.get(next) ?? to;
        break;
      }
    }
    return { elements, from: place + 1, to };
  };
  /** Compiled selectors that name no ancestor: the same test for every scope. */
  const compiled = new Map<string, (element: Element) => boolean>();
  const original = prototype._findBySelector;
  prototype._findBySelector = function (this: FindingCheerio, selector: string, limit: number) {
    const context = this.toArray();
    const scope = context[0];
    if (
      context.length !== 1 ||
      !scope ||
      limit !== Number.POSITIVE_INFINITY ||
      NOT_PER_ELEMENT.test(selector.replace(ATTRIBUTE_CONDITIONS, ""))
    ) {
      return original.call(this, selector, limit);
    }
    // The options cheerio gives the same query, so `:scope` rules and relative selectors read alike;
    // but a selector that names no ancestor ("li", "p, li", "script[type=…]") needs no `:scope` rule
    // for the scope's own descendants, and that rule reads every candidate's ancestors up to the scope.
    const withAncestors = ANCESTOR_COMBINATOR.test(
      selector.replace(ATTRIBUTE_CONDITIONS, "").replace(LIST_COMMAS, ","),
    );
    const options = {
      xmlMode: this.options.xmlMode as boolean | undefined,
      lowerCaseTags: this.options.lowerCaseTags as boolean | undefined,
      lowerCaseAttributeNames: this.options.lowerCaseAttributeNames as boolean | undefined,
      quirksMode: this.options.quirksMode as boolean | undefined,
      pseudos: this.options.pseudos as Record<string, string> | undefined,
    };
    let test = withAncestors ? undefined : compiled.get(selector);
    if (!test) {
      test = compile<AnyNode, Element>(selector, withAncestors ? { ...options, context } : options);
      if (!withAncestors) compiled.set(selector, test);
    }
    const { elements, from, to } = inPageOrder(scope);
    const found: Element[] = [];
    for (let index = from; index < to; index++) {
      const element = elements[index] as Element;
      if (test(element)) found.push(element);
    }
    return this._make(found);
  };
  return $;
}
