import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { MARKED_OPTIONS } from "./markdownRenderer";
import { isPlainIngredientText, isPlainText, plainTextBlocks } from "./plainText";

/** Paragraphs of lines as a reader sees rendered HTML: text between line breaks, whitespace collapsed. */
function visibleBlocks(html: string, { inline = false } = {}): string[][] {
  const container = document.createElement("div");
  container.innerHTML = html;
  const linesOf = (element: Element) => {
    const lines = [""];
    for (const node of element.childNodes) {
      if (node.nodeName === "BR") lines.push("");
      else lines[lines.length - 1] += node.textContent ?? "";
    }
    return lines.map((line) => line.replace(/\s+/g, " ").trim());
  };
  return inline ? [linesOf(container)] : [...container.querySelectorAll("p")].map(linesOf);
}

const plainTexts = [
  "Keeps for three days in a tin.",
  "Serve hot (or cold); 2.5 cups is 50% of the batch?",
  "Line one\nLine two\n\nA second paragraph",
  "  indented a little\n  and again  \n\n\n  third  ",
  'Tom\'s "best" soup, from 1998',
  "x\n \ny",
  "Bake at 180°C for 45 minutes, then rest.",
];

describe("plain recipe text", () => {
  it.each(plainTexts)("is shown as Markdown would render it: %j", (text) => {
    expect(isPlainText(text)).toBe(true);
    // The renderer's own Markdown step (its sanitiser keeps paragraphs and line breaks as they are).
    expect(plainTextBlocks(text)).toEqual(visibleBlocks(marked.parse(text, MARKED_OPTIONS)));
    expect(plainTextBlocks(text, { inline: true })).toEqual(
      visibleBlocks(marked.parseInline(text, MARKED_OPTIONS), { inline: true }),
    );
  });

  it.each([
    "A **creamy** risotto",
    "with _porcini_",
    "`code`",
    "# Heading",
    "Title\n===",
    "Title\n---",
    "- stir often",
    "+ stir often",
    "1. Preheat",
    "2) Mix",
    "    indented code",
    "tab\tcode",
    "> a quote",
    "[a link](https://example.com)",
    "![a picture](x.png)",
    "see https://example.com",
    "see www.example.com",
    "write to cook@example.com",
    "<b>bold</b>",
    "fish &amp; chips",
    "a | b",
    "~~gone~~",
    "\\*not emphasis\\*",
  ])("is rendered by the Markdown renderer when it holds markup: %j", (text) => {
    expect(isPlainText(text)).toBe(false);
  });

  it("needs the sanitiser for ingredient notes only when they hold a tag or an entity", () => {
    expect(isPlainIngredientText("finely chopped, about 2 cups")).toBe(true);
    expect(isPlainIngredientText("<b>fresh</b>")).toBe(false);
    expect(isPlainIngredientText("salt &amp; pepper")).toBe(false);
  });
});
