/**
 * @vitest-environment jsdom
 * DOMPurify runs on jsdom as in browsers; on happy-dom it misreads node names and skips nodes it moves,
 * keeping what it must drop (its authors do not support happy-dom), so these XSS checks would prove nothing.
 */
import { describe, expect, it } from "vitest";
import { renderMarkdown, sanitizeIngredientHtml } from "./sanitize";

/** The rendered HTML as a document fragment, to ask what it holds. */
function parsed(html: string): DocumentFragment {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content;
}

describe("Markdown rendering", () => {
  it("renders GitHub-flavoured Markdown with its single line breaks", () => {
    const html = renderMarkdown(
      "A **creamy** risotto\nwith _porcini_\n\n- stir often\n- rest\n\n| a | b |\n|---|---|\n| 1 | 2 |",
    );
    const fragment = parsed(html);
    expect(fragment.querySelector("p strong")?.textContent).toBe("creamy");
    expect(fragment.querySelector("p em")?.textContent).toBe("porcini");
    expect(fragment.querySelector("p br")).not.toBeNull();
    expect([...fragment.querySelectorAll("ul li")].map((item) => item.textContent)).toEqual(["stir often", "rest"]);
    expect(fragment.querySelector("table td")?.textContent).toBe("1");
  });

  it("puts the text's headings below the page's own title and sections", () => {
    const fragment = parsed(renderMarkdown("# Serving\n\n## Wine\n\n###### Small print"));
    expect([...fragment.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((heading) => heading.localName)).toEqual([
      "h3",
      "h4",
      "h6",
    ]);
    expect(fragment.querySelector("h3")?.textContent).toBe("Serving");
  });

  it("flattens blocks into one run of text when inline, keeping emphasis and line breaks", () => {
    const fragment = parsed(
      renderMarkdown("# Weeknight pasta\n\nQuick and **cheap**\nfor two\n\n- no oven", { inline: true }),
    );
    expect(fragment.querySelector("h1, h2, h3, p, ul, li")).toBeNull();
    expect(fragment.querySelector("strong")?.textContent).toBe("cheap");
    for (const lineBreak of fragment.querySelectorAll("br")) lineBreak.replaceWith(" / ");
    expect(fragment.textContent?.replace(/\s+/g, " ").trim()).toBe("Weeknight pasta Quick and cheap / for two no oven");
  });

  it("opens links in a new tab without giving it this page, and keeps safe addresses", () => {
    const fragment = parsed(
      renderMarkdown("[site](https://example.com/x) [mail](mailto:cook@example.com) [here](/g/home/r/soup)"),
    );
    const links = [...fragment.querySelectorAll("a")];
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "https://example.com/x",
      "mailto:cook@example.com",
      "/g/home/r/soup",
    ]);
    for (const link of links) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
  });

  it.each([
    ["a script", "<script>document.title='pwned'</script>ok", "script"],
    ["an event handler", '<img src="/x.png" onerror="alert(1)">', "[onerror]"],
    ["a javascript: link", '<a href="javascript:alert(1)">x</a>', "a[href]"],
    [
      "a javascript: link hidden by case, entities and control characters",
      '<a href=" JaVa&#x09;ScRiPt&colon;alert(1)">x</a>',
      "a[href]",
    ],
    ["a javascript: link written in Markdown", "[x](javascript:alert(1))", "a[href]"],
    ["a data: link", '<a href="data:text/html,<script>alert(1)</script>">x</a>', "a[href]"],
    ["a data: image that is not a picture", '<img src="data:text/html;base64,PHNjcmlwdD4=">', "img[src]"],
    ["an SVG with a handler", '<svg onload="alert(1)"><a href="javascript:alert(1)">x</a></svg>', "svg, a"],
    ["MathML", "<math><mi>x</mi></math>", "math, mi"],
    ["a frame", '<iframe src="https://example.com"></iframe>', "iframe"],
    ["a style sheet and inline style", '<style>body{display:none}</style><p style="color:red">x</p>', "style, [style]"],
    [
      "a form",
      '<form action="/api/auth/token"><input name="password"><button>Go</button></form>',
      "form, input, button",
    ],
    ["a base address", '<base href="https://evil.example/">', "base"],
    [
      "ids and classes that could shadow the page's",
      '<p id="root" class="MuiBox-root" data-x="1">x</p>',
      "[id], [class], [data-x]",
    ],
    [
      "noscript whose text would parse as markup once outside it",
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
      "img, [onerror]",
    ],
  ])("removes %s", (_kind, source, forbidden) => {
    const html = renderMarkdown(source);
    expect(parsed(html).querySelector(forbidden)).toBeNull();
    // Rendered twice over, the result is stable: what the page parses is what was checked.
    expect(renderMarkdown(html)).toBe(renderMarkdown(renderMarkdown(html)));
  });

  it("keeps the words of an element off the list, and whitelisted pictures and quotes", () => {
    const fragment = parsed(
      renderMarkdown(
        '<center>Serve <b>hot</b></center>\n\n<img src="https://example.com/a.webp" alt="Soup" width="200">\n\n> Grandma\'s',
      ),
    );
    expect(fragment.querySelector("center")).toBeNull();
    expect(fragment.textContent).toContain("Serve hot");
    expect(fragment.querySelector("b")?.textContent).toBe("hot");
    const image = fragment.querySelector("img");
    expect(image?.getAttribute("src")).toBe("https://example.com/a.webp");
    expect(image?.getAttribute("alt")).toBe("Soup");
    expect(image?.getAttribute("width")).toBe("200");
    expect(fragment.querySelector("blockquote")?.textContent?.trim()).toBe("Grandma's");
  });

  it("keeps a picture given inline as PNG data", () => {
    const png = "data:image/png;base64,iVBORw0KGgo=";
    expect(
      parsed(renderMarkdown(`<img src="${png}">`))
        .querySelector("img")
        ?.getAttribute("src"),
    ).toBe(png);
  });
});

describe("ingredient text", () => {
  it("keeps only b, q, i, strong and sup, without attributes, and the words of anything else", () => {
    const html = sanitizeIngredientHtml(
      '<b class="x">2</b> <i onclick="alert(1)">finely</i> <q>chopped</q> <strong>onions</strong> 10<sup>2</sup> <a href="https://example.com">see</a> <em>fresh</em><script>alert(1)</script>',
    );
    expect(html).toBe("<b>2</b> <i>finely</i> <q>chopped</q> <strong>onions</strong> 10<sup>2</sup> see fresh");
  });
});

/**
 * Text that ends a title and opens a script, and a comment that ends inside an attribute to uncover
 * an element with a handler (issue 18: seen on the share page and the print view).
 */
const HOSTILE_TEXTS = [
  "Soup </title><script>window.__xss=1</script> for four",
  'Soup <!--<img src="--><img src=x onerror=window.__xss=1> for four',
];

describe.each(HOSTILE_TEXTS)("hostile text %j", (source) => {
  const commentsIn = (fragment: DocumentFragment) => {
    const walker = document.createTreeWalker(fragment, NodeFilter.SHOW_COMMENT);
    return walker.nextNode() ? 1 : 0;
  };

  it.each([
    ["as block Markdown", renderMarkdown(source)],
    ["as inline Markdown", renderMarkdown(source, { inline: true })],
    ["as an ingredient's text", sanitizeIngredientHtml(source)],
  ])("keeps no script, handler, title or comment %s", (_where, html) => {
    const fragment = parsed(html);
    expect(fragment.querySelector("script, title, [onerror]")).toBeNull();
    expect(commentsIn(fragment)).toBe(0);
    expect(fragment.textContent).toContain("Soup");
    expect(fragment.textContent).toContain("for four");
  });
});
