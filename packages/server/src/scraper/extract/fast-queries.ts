import type { CheerioAPI } from "cheerio";
import { filter } from "cheerio-select";
import type { AnyNode, Element } from "domhandler";

/**
 * Cheerio finds elements with a walk (domutils' `find`) that shifts and unshifts an array as deep
 * as the tree for every element with children, so each query costs the page's size times its depth.
 * Pages with thousands of unclosed tags (`<div>`, `<span>`, `<font>` never closed in a theme or a
 * comment) are trees thousands deep, and the importer runs dozens of queries over the whole page:
 * seconds, on a page of a few MB. These are the same queries, answered by one walk of the scope in
 * page order (a stack that only grows and shrinks at its end) and the same compiled selector as
 * cheerio's: the scope's descendants, those that match, in page order.
 */

/** Selectors whose answer depends on more than each element on its own: cheerio answers those itself. */
const NOT_PER_ELEMENT = /[+~]|^\s*>|:(?:first|last|eq|gt|nth|lt|even|odd|scope|has)\b/;

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

interface FindingCheerio {
  _findBySelector(this: FindingCheerio, selector: string, limit: number): unknown;
  toArray(): AnyNode[];
  _make(elements: Element[]): unknown;
  _root?: ArrayLike<AnyNode>;
  options: Record<string, unknown>;
}

/** Makes the queries on this loaded page (`$(selector)`, `.find(selector)`) cost its size, not its size times its depth. */
export function withFastQueries($: CheerioAPI): CheerioAPI {
  const prototype = $.fn as unknown as FindingCheerio;
  const original = prototype._findBySelector;
  prototype._findBySelector = function (this: FindingCheerio, selector: string, limit: number) {
    const context = this.toArray();
    const scope = context[0];
    if (context.length !== 1 || !scope || limit !== Number.POSITIVE_INFINITY || NOT_PER_ELEMENT.test(selector)) {
      return original.call(this, selector, limit);
    }
    // The options cheerio gives the same query, so `:scope` rules and relative selectors read alike.
    const found = filter(selector, descendants(scope), {
      context,
      root: this._root?.[0],
      xmlMode: this.options.xmlMode as boolean | undefined,
      lowerCaseTags: this.options.lowerCaseTags as boolean | undefined,
      lowerCaseAttributeNames: this.options.lowerCaseAttributeNames as boolean | undefined,
      quirksMode: this.options.quirksMode as boolean | undefined,
    } as Parameters<typeof filter>[2]);
    return this._make(found as Element[]);
  };
  return $;
}
