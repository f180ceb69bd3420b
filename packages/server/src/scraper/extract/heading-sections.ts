import type { CheerioAPI } from "cheerio";
import type { AnyNode, Element } from "domhandler";
import { textContent } from "domutils";
import { cleanLines, cleanText } from "./text.js";

/**
 * Headings that open a recipe's ingredient list, lower-cased, in the languages recipe pages are
 * commonly written in.
 */
const INGREDIENT_HEADINGS = new Set([
  "ingredients",
  "ingredient list",
  "you will need",
  "what you need",
  "ingrédients",
  "ingredientes",
  "ingredienti",
  "zutaten",
  "ingrediënten",
  "ingredienten",
  "benodigdheden",
  "ingredienser",
  "składniki",
  "hozzávalók",
  "malzemeler",
  "ainekset",
  "sastojci",
  "υλικά",
  "συστατικά",
  "ингредиенты",
  "材料",
  "配料",
  "用料",
  "食材",
]);

/** Headings that open a recipe's method, lower-cased. */
const STEP_HEADINGS = new Set([
  "instructions",
  "method",
  "directions",
  "preparation",
  "procedure",
  "steps",
  "how to make it",
  "how to make",
  "préparation",
  "étapes",
  "instructions de préparation",
  "preparación",
  "elaboración",
  "modo de preparo",
  "modo de preparação",
  "preparazione",
  "procedimento",
  "zubereitung",
  "anleitung",
  "bereiding",
  "bereidingswijze",
  "werkwijze",
  "fremgangsmåde",
  "fremgangsmåte",
  "tillagning",
  "gör så här",
  "przygotowanie",
  "sposób przygotowania",
  "elkészítés",
  "hazırlanışı",
  "valmistus",
  "priprema",
  "εκτέλεση",
  "οδηγίες",
  "παρασκευή",
  "приготовление",
  "做法",
  "步骤",
  "作り方",
]);

/**
 * Aisles of a shop that some pages group their ingredients by ("Produce", "Pantry", "Dairy"):
 * each heads one group of the list, and only counts when the page has two or more of them.
 */
const AISLE_HEADINGS = new Set([
  "produce",
  "pantry",
  "dairy",
  "dairy & eggs",
  "dairy and eggs",
  "meat",
  "meat & seafood",
  "meat and seafood",
  "seafood",
  "fish & seafood",
  "spices",
  "herbs & spices",
  "bakery",
  "frozen",
  "refrigerated",
]);

/**
 * Phrases that open a method heading naming the dish ("How to make the pancakes", "Aan de slag
 * met de schotel", "So wird's gemacht"), lower-cased: the heading is the phrase and more words.
 */
const STEP_HEADING_OPENINGS = [
  "how to make ",
  "let's make ",
  "let’s make ",
  "let's cook",
  "let’s cook",
  "aan de slag",
  "zo maak je ",
  "so geht",
  "so wird",
  "comment faire ",
  "cómo hacer ",
  "como hacer ",
  "como fazer ",
  "come fare ",
  "come preparare ",
  "sådan gør du",
  "slik gjør du",
];

/** What may close a heading after its words: a colon, a footnote's mark ("Zutaten*"). */
const HEADING_END = /\s*[:：*†]+\s*$/u;

/** Tags whose text is never part of a recipe's lists. */
const NOISE = "script, style, noscript, button, input, select, svg, figure, img, iframe, form, nav, aside";
/** A leading bullet or dash typed into the text rather than drawn by a list. */
const TYPED_BULLET = /^[-–—•*·▪►✓]\s*/u;
const MAX_HEADING_LENGTH = 60;
const MAX_SIBLINGS = 40;
/** Inline boxes that may follow a heading as its decoration. */
const HEADING_EXTRAS = /^(?:span|a|small|sup|button|svg|img|i)$/;
/** How many enclosing boxes a heading may be the last child of before its section starts. */
const MAX_CLIMB = 8;

export interface HeadingSections {
  ingredients: string[];
  instructions: string[];
}

type HeadingKind = "ingredients" | "instructions";

/** "Ingredients for the filling", "Ingrédients pour la pâte", "Zutaten für den Teig": one group's heading. */
const QUALIFIER_WORDS = new Set(
  "for pour für per para voor til för dla do of de del della di du des van von af av".split(" "),
);
/** A note in parentheses after a heading ("Ingredients (serves 4)"). */
const PARENTHESIS = /\s*\(.*\)$/u;

/** The heading's opening words before each word that starts a qualifier, shortest first, and the text before a note in parentheses. */
function unqualifiedForms(key: string): string[] {
  const forms: string[] = [];
  const bare = key.replace(PARENTHESIS, "");
  if (bare !== key) forms.push(bare);
  const words = key.split(" ");
  for (let index = 1; index < words.length - 1 && index < 6; index++) {
    if (QUALIFIER_WORDS.has(words[index] ?? "")) forms.push(words.slice(0, index).join(" "));
  }
  return forms;
}

interface Heading {
  element: Element;
  kind: HeadingKind;
  /** Whether the heading names one group of several ("Method for the sauce") rather than the whole list. */
  qualified: boolean;
  /** A heading known by its opening phrase or as a shop's aisle rather than by its words alone. */
  loose?: "opening" | "aisle";
}

function headingOf(text: string): Omit<Heading, "element"> | null {
  const key = text.replace(HEADING_END, "").trim().toLowerCase();
  const kindOf = (candidate: string): HeadingKind | null =>
    INGREDIENT_HEADINGS.has(candidate) ? "ingredients" : STEP_HEADINGS.has(candidate) ? "instructions" : null;
  const whole = kindOf(key);
  if (whole) return { kind: whole, qualified: false };
  for (const form of unqualifiedForms(key)) {
    const kind = kindOf(form);
    if (kind) return { kind, qualified: true };
  }
  if (STEP_HEADING_OPENINGS.some((opening) => key.startsWith(opening)))
    return { kind: "instructions", qualified: true, loose: "opening" };
  if (AISLE_HEADINGS.has(key)) return { kind: "ingredients", qualified: true, loose: "aisle" };
  return null;
}

/** "Recipe" in the languages of the headings above: a title for the whole method, not one part of it. */
const RECIPE_WORDS = new Set([
  "recipe",
  "recette",
  "receta",
  "receita",
  "ricetta",
  "rezept",
  "recept",
  "recepten",
  "opskrift",
  "oppskrift",
  "przepis",
]);

/**
 * Whether the name of a method's first part only titles the whole recipe ("Recipe", "Oppskrift")
 * rather than naming one part of it ("For the sauce"). ("Preparation" is kept: pages show it as
 * the method's first line.)
 */
export function titlesWholeMethod(name: string): boolean {
  return RECIPE_WORDS.has(cleanText(name).replace(HEADING_END, "").toLowerCase());
}

/** Whether a line is only a heading that opens an ingredient list or a method ("Ingredients:", "Modo de preparo"). */
export function isSectionHeading(text: string): boolean {
  const cleaned = cleanText(text);
  const heading = cleaned.length <= MAX_HEADING_LENGTH ? headingOf(cleaned) : null;
  return heading !== null && !heading.loose;
}

/**
 * An element's text, cleaned and lower-cased, or null once it runs longer than any heading: a
 * wrapper's whole text is never built just to learn that it holds more than its heading.
 */
function shortText(element: Element): string | null {
  let text = "";
  const visit = (node: AnyNode): boolean => {
    if (node.type === "text") {
      text += node.data;
      return text.length <= MAX_HEADING_LENGTH * 4 || cleanText(text).length <= MAX_HEADING_LENGTH;
    }
    if (node.type !== "tag") return true;
    return node.children.every(visit);
  };
  if (!visit(element)) return null;
  const cleaned = cleanText(text);
  return cleaned.length <= MAX_HEADING_LENGTH ? cleaned.toLowerCase() : null;
}

/** Every element whose whole text is one of the known headings, outermost wrapper of that text, in page order. */
function findHeadings($: CheerioAPI): Heading[] {
  const found: Heading[] = [];
  const body = $("body").get(0) ?? $.root().get(0);
  // A stack rather than recursion: a page of unclosed tags is a tree deeper than the call stack.
  const pending: AnyNode[] = [];
  const visit = (node: AnyNode) => {
    if (node.type === "text") {
      const text = node.data.trim();
      if (!text || text.length > MAX_HEADING_LENGTH) return;
      const heading = headingOf(text);
      let element = node.parent as Element | null;
      // A link named "Ingredients" leads elsewhere (a site's menu); it heads nothing on this page.
      if (!heading || !element || element.type !== "tag" || element.name === "a") return;
      // Climb through wrappers that hold nothing but the heading's text.
      while (element.parent?.type === "tag" && shortText(element.parent as Element) === shortText(element)) {
        element = element.parent as Element;
      }
      const own = shortText(element);
      if (own === null || own.replace(HEADING_END, "") !== cleanText(text).toLowerCase().replace(HEADING_END, ""))
        return;
      // A title opening with "How to make …" names the page, not its method.
      if (heading.loose === "opening" && element.name === "h1") return;
      found.push({ element, ...heading });
      return;
    }
    if (node.type !== "tag" && node.type !== "root") return;
    if (node.type === "tag" && /^(script|style|noscript|svg|head)$/.test(node.name)) return;
    for (let index = node.children.length - 1; index >= 0; index--) pending.push(node.children[index] as AnyNode);
  };
  if (body) pending.push(body);
  for (let node = pending.pop(); node; node = pending.pop()) visit(node);
  return found;
}

/**
 * The elements that follow a heading up to the next known heading: the heading's own later
 * siblings, or, when it is the last of its box, the siblings of the nearest box that has some.
 */
function sectionAfter(heading: Element, headings: Set<Element>): Element[] {
  let anchor: Element = heading;
  for (let level = 0; level < MAX_CLIMB; level++) {
    const content: Element[] = [];
    let sibling = anchor.nextSibling;
    while (sibling && content.length < MAX_SIBLINGS) {
      if (sibling.type === "tag") {
        const element = sibling as Element;
        if (containsHeading(element, headings)) break;
        // Links and icons set beside a heading (a wiki's "[edit]") belong to the heading, not its section.
        if (content.length || !HEADING_EXTRAS.test(element.name)) content.push(element);
      }
      sibling = sibling.nextSibling;
    }
    if (content.length) return content;
    const parent = anchor.parent;
    if (parent?.type !== "tag" || parent.name === "body") return [];
    anchor = parent as Element;
  }
  return [];
}

function containsHeading(element: Element, headings: Set<Element>): boolean {
  if (headings.has(element)) return true;
  return element.children.some((child) => child.type === "tag" && containsHeading(child as Element, headings));
}

const BLOCK_TAG = /<\/?\s*(br|p|div|li|h[1-6]|tr|td)\b[^>]*>/gi;
const INLINE_TAG = /<\/?[a-z][^>]*>|<!--[\s\S]*?-->/gi;

/** One list item's text: block boundaries become spaces, inline tags (links, emphasis) vanish without one. */
function itemText(html: string): string {
  return cleanText(html.replace(BLOCK_TAG, " ").replace(INLINE_TAG, ""));
}

/**
 * One line per paragraph or line break, inline tags removed without adding spaces. A line break
 * typed in the source is a space on screen (the author's editor wrapped the text), unless the
 * paragraph keeps its white space.
 */
function paragraphLines(html: string, keepsBreaks: boolean, kind: HeadingKind = "instructions"): string[] {
  const shown = keepsBreaks ? html : html.replace(SOURCE_BREAK, " ");
  const lines = cleanLines(
    shown
      .replace(/<a\b[^>]*>/gi, LINK_START)
      .replace(/<\/a\s*>/gi, LINK_END)
      .replace(/<\/?\s*(span|em|strong|b|i|u|sup|sub|small|mark|abbr)\b[^>]*>/gi, ""),
  );
  return lines
    .filter((line) => kind !== "instructions" || !CROSS_LINK.test(line))
    .map((line) => cleanText(line.replace(LINK_MARKS, "")))
    .filter(Boolean);
}

/** Marks kept around a link's text while a paragraph is split in lines. */
const LINK_START = "\uE000";
const LINK_END = "\uE001";
const LINK_MARKS = /[\uE000\uE001]/g;
/**
 * A line that only points to another recipe: a short label and a link ("Also good: <a>spinach
 * pie</a>.", "Lees ook: <a>…</a>"). No step of a method is written so.
 */
const CROSS_LINK = /^[^:\uE000]{1,30}:\s*\uE000[^\uE001]+\uE001\s*[.!]?$/u;

const SOURCE_BREAK = /[ \t]*(?:\r\n?|\n)[ \t]*/g;

/** Whether an element shows the line breaks of its source text (<pre>, or a white-space style that keeps them). */
function keepsBreaks(element: Element): boolean {
  return element.name === "pre" || /white-space\s*:\s*pre/i.test(element.attribs.style ?? "");
}

/** A sub-heading that only numbers the step below it ("Step 1", "Étape 2"). */
const STEP_NUMBER = /^(?:step|étape|etape|schritt|stap|paso|passo|trin|steg|krok|βήμα)\s*\d+\s*[:.]?$/iu;

/** A line asking the reader to save or share the recipe on a social network: no step or ingredient names one. */
const SOCIAL_CALL = /\b(?:pinterest|instagram|facebook|tiktok|youtube)\b/i;

/** A photo's credit line set among the paragraphs ("Photo credit: © …"). */
const CREDIT = /^(?:photo|image|picture|foto|bild)s?\s*(?:credits?|by)?\s*:|^©|©\s*\d{4}\s*$/iu;

/** A paragraph long enough to be prose rather than a sub-heading between two lists. */
const PROSE_LENGTH = 40;

/**
 * The lines of a section. When it opens with lists: the items of the lists that follow, across
 * short sub-headings, up to the first paragraph of prose. Otherwise the paragraphs (and line
 * breaks) that directly follow the heading, up to the first element that is not a paragraph.
 */
function sectionLines($: CheerioAPI, content: Element[], kind: HeadingKind): Section {
  const lines: string[] = [];
  let used = 0;
  // A section is a list when a list comes before its second paragraph of text: an opening line
  // ("You will need:", "2 - 4 servings") may stand before the list, while a row of share links
  // after a method of paragraphs does not make that method a list.
  let paragraphsBefore = 0;
  let hasList = false;
  for (const element of content) {
    if (element.name === "ul" || element.name === "ol" || element.name === "li" || $(element).find("li").length) {
      hasList = true;
      break;
    }
    if (element.name === "p" && cleanText($(element).text()) && ++paragraphsBefore >= 2) break;
  }
  for (const original of content) {
    used++;
    const element = $(original).clone();
    element.find(NOISE).remove();
    const text = cleanText(element.text());
    if (hasList) {
      const items = element.is("li")
        ? element
        : element.find("li").filter((_index, item) => $(item).find("li").length === 0);
      if (kind === "ingredients") bracketNotes($, items);
      const itemLines = items.toArray().map((item) => itemText($(item).html() ?? ""));
      // Under an ingredient heading, a later list written in sentences is the method that follows.
      if (kind === "ingredients" && lines.length && isStepList(itemLines)) {
        used--;
        break;
      }
      if (items.length) lines.push(...itemLines);
      else if (lines.length && text.length > PROSE_LENGTH) break;
      continue;
    }
    if (!text || STEP_NUMBER.test(text)) continue;
    // A group's sub-heading ("For the filling") over a box of like items, or a part's heading
    // ("Shaping the dumplings") over numbered steps ("Step 1"): the section goes on below it.
    const next = content[used];
    if (/^h[2-6]$/.test(original.name) && text.length <= PROSE_LENGTH && next && opensMore($, next)) continue;
    if (original.name === "p" || (original.name === "div" && element.children().length === 0)) {
      lines.push(...paragraphLines(element.html() ?? "", keepsBreaks(original), kind));
      continue;
    }
    // A box of like items (one box per ingredient, its amount and its name in boxes of their own).
    const items = likeItems(element.children().toArray());
    if (items) {
      lines.push(...items.map((item) => itemText($(item).html() ?? "")));
      continue;
    }
    // A box of paragraphs (the page's layout wrapping each one) still holds the section's text.
    const paragraphs = element.find("p").filter((_index, paragraph) => cleanText($(paragraph).text()) !== "");
    if (!paragraphs.length) break;
    for (const paragraph of paragraphs.toArray())
      lines.push(...paragraphLines($(paragraph).html() ?? "", keepsBreaks(paragraph), kind));
  }
  const cleaned = lines
    .map((line) => line.replace(TYPED_BULLET, "").trim())
    .filter((line) => line && !SOCIAL_CALL.test(line) && !CREDIT.test(line));
  return { lines: cleaned, boxes: content.slice(0, used) };
}

/** Whether a box goes on with a section: a box of like items, or a heading that only numbers a step. */
function opensMore($: CheerioAPI, box: Element): boolean {
  if (/^h[2-6]$/.test(box.name)) return STEP_NUMBER.test(cleanText($(box).text()));
  return likeItems($(box).children().toArray()) !== null;
}

/**
 * The children of a box when they are two or more boxes of one kind (same tag, same class) that all
 * hold text: the items of a list the page draws without a list. Null otherwise.
 */
function likeItems(children: Element[]): Element[] | null {
  const first = children[0];
  if (children.length < 2 || !first?.attribs.class || /^(?:p|span|a|br|h[1-6])$/.test(first.name)) return null;
  const alike = children.every(
    (child) =>
      child.name === first.name && child.attribs.class === first.attribs.class && cleanText(textContent(child)),
  );
  return alike ? children : null;
}

/** A box within an ingredient line that holds its note ("bijv. een rode en een gele"), by its class. */
const NOTE_BOX =
  "[class~=note], [class~=notes], [class~=description], [class~=comment], [class$=-note], [class$=-notes], [class$=__note], [class$=__notes]";

/**
 * Puts the note of each ingredient line in parentheses, as the page's layout sets it apart, when
 * it is not already written in them: "2 peppers (e.g. a red and a yellow one)".
 */
function bracketNotes($: CheerioAPI, items: ReturnType<CheerioAPI>): void {
  items.each((_index, item) => {
    const line = cleanText($(item).text());
    $(item)
      .find(NOTE_BOX)
      .each((_noteIndex, note) => {
        const box = $(note);
        const text = cleanText(box.text());
        // A note that is the whole line, or already in parentheses, stays as it is.
        if (!text || text === line || /^\(.*\)$/u.test(text)) return;
        box.text(` (${text}) `);
      });
  });
}

/** Whether a section's lines are one value of a few words (a time, a count) rather than a method. */
function isLabelValue(lines: string[]): boolean {
  return lines.length === 1 && (lines[0] ?? "").split(" ").length < 3;
}

interface Section {
  lines: string[];
  /** The boxes the lines were read from, in page order. */
  boxes: Element[];
}

/**
 * A recipe written as plain content with no recipe markup: an "Ingredients" heading followed by a
 * list, and an "Instructions" (Method, Directions, Zubereitung, …) heading followed by a list or
 * paragraphs. The first heading of each kind that is followed by some lines wins.
 */
export function readHeadingSections($: CheerioAPI): HeadingSections {
  const headings = findHeadings($);
  const headingSet = new Set(headings.map((heading) => heading.element));
  const sections: HeadingSections = { ingredients: [], instructions: [] };
  let ingredientBoxes: Element[] = [];
  for (const kind of ["ingredients", "instructions"] as const) {
    for (const heading of headings) {
      if (heading.kind !== kind || heading.qualified) continue;
      const section = sectionLines($, sectionAfter(heading.element, headingSet), kind);
      // A label and its value ("Preparation: 35 min") is no method.
      if (kind === "instructions" && isLabelValue(section.lines)) continue;
      sections[kind] = section.lines;
      if (sections[kind].length) {
        if (kind === "ingredients") ingredientBoxes = section.boxes;
        break;
      }
    }
    // No heading for the whole list: the groups' own headings ("Ingredients for the filling"), in page order.
    if (!sections[kind].length) {
      const aisles = headings.filter((heading) => heading.loose === "aisle").length;
      const read = headings
        .filter((heading) => heading.kind === kind && heading.qualified && (heading.loose !== "aisle" || aisles >= 2))
        .map((heading) => sectionLines($, sectionAfter(heading.element, headingSet), kind));
      sections[kind] = read.flatMap((section) => section.lines);
      if (kind === "ingredients") ingredientBoxes = read.flatMap((section) => section.boxes);
    }
  }
  const lastIngredientBox = ingredientBoxes.at(-1);
  if (!sections.instructions.length && lastIngredientBox) {
    sections.instructions = methodBoxLines($) ?? stepListAfter($, lastIngredientBox);
  }
  return sections;
}

/** Class names a page builder or theme gives the box that holds a recipe's method. */
const METHOD_BOX =
  ".instructions, .directions, .recipe-instructions, .recipe-directions, .recipe-method, .recipe-steps, .recipe__instructions, .recipe__directions";

/**
 * The method of a page that gives it no known heading but a box named for it: in page order, the
 * box's sub-headings ("1. Do some prep:"), list items and paragraphs. Null unless the first such box
 * holds at least two lines.
 */
function methodBoxLines($: CheerioAPI): string[] | null {
  for (const box of $("body").find(METHOD_BOX).toArray().slice(0, 3)) {
    const clone = $(box).clone();
    clone.find(NOISE).remove();
    const lines: string[] = [];
    clone.find("h1, h2, h3, h4, h5, h6, li, p").each((_index, element) => {
      const block = $(element);
      if (element.name === "li" && block.find("li").length) return;
      if (element.name === "p" && block.parents("li").length) return;
      lines.push(...paragraphLines(block.html() ?? "", keepsBreaks(element)));
    });
    const kept = lines.map((line) => line.replace(TYPED_BULLET, "").trim()).filter(Boolean);
    if (kept.length >= 2) return kept;
  }
  return null;
}

/** A line that ends as a sentence does: steps are written in sentences, ingredients mostly not. */
const SENTENCE_END = /[.!?…)]$/u;
/** A line that ends with a full stop (or ! ?): a parenthesis closes ingredient notes as often as steps. */
const FULL_STOP = /[.!?…。]$/u;

/**
 * Whether list items read as a method: at least two, nearly all closed by a full stop, and long
 * enough on average to be instructions rather than "Salt and pepper, to taste."
 */
function isStepList(items: string[]): boolean {
  if (items.length < 2) return false;
  const stopped = items.filter((item) => FULL_STOP.test(item)).length;
  const meanLength = items.reduce((sum, item) => sum + item.length, 0) / items.length;
  return stopped >= items.length * 0.8 && meanLength >= 30;
}
/** How many lists after the ingredients may be looked at for the method. */
const LISTS_AFTER_INGREDIENTS = 3;

/**
 * The method of a page whose method heading is none of the known ones ("Get started", "Let's
 * cook"): the first of the next few lists after the ingredient list whose items are all
 * sentences.
 */
function stepListAfter($: CheerioAPI, ingredientBox: Element): string[] {
  const everything = $("body").find("*").toArray();
  const within = new Set($(ingredientBox).find("ol, ul").toArray());
  let listsSeen = 0;
  for (let index = everything.indexOf(ingredientBox) + 1; index > 0 && index < everything.length; index++) {
    const element = everything[index] as Element;
    if ((element.name !== "ol" && element.name !== "ul") || within.has(element)) continue;
    const items = $(element)
      .children("li")
      .toArray()
      .map((item) => itemText($(item).html() ?? ""))
      .filter(Boolean);
    if (items.length >= 2 && items.every((item) => SENTENCE_END.test(item))) return items;
    if (++listsSeen >= LISTS_AFTER_INGREDIENTS) break;
  }
  return [];
}
