/**
 * Large recipe pages built from parts, for the importer's speed test and `npm run bench:scraper`:
 * each is a few MB of what big real pages carry around one small recipe (thousands of comments,
 * inline app state, galleries, unclosed tags, tables, long runs without spaces). Each page holds
 * the same recipe, so a reader can check it still comes out right.
 */

export const LARGE_PAGE_RECIPE = {
  title: "Slow Roast Tomato Soup",
  ingredients: ["1 kg ripe tomatoes", "2 red onions, quartered", "4 cloves garlic", "2 tbsp olive oil", "1 l stock"],
  steps: [
    "Heat the oven to 180C.",
    "Roast the tomatoes, onions and garlic with the oil for 45 minutes.",
    "Blend with the stock until smooth.",
    "Season and serve hot.",
  ],
  yields: "4 servings",
  totalTime: 60,
};

const R = LARGE_PAGE_RECIPE;
const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const repeat = (count: number, make: (index: number) => string) =>
  Array.from({ length: count }, (_unused, index) => make(index)).join("\n");

const words = ["tomato", "lovely", "made", "this", "twice", "with", "basil", "and", "cream", "thanks", "so", "good"];
const sentence = (seed: number, length: number) =>
  Array.from({ length }, (_unused, index) => words[(seed * 7 + index * 3) % words.length]).join(" ");

/** A visitor's comment as blog themes write it: nested boxes, an avatar, paragraphs, a reply link. */
const comment = (index: number) => `<li class="comment" id="comment-${index}"><article class="comment-body">
  <footer class="comment-meta"><div class="comment-author vcard"><img alt="" src="https://blog.example/avatar/${index}.png" class="avatar" height="60" width="60"><b class="fn">Reader ${index}</b></div>
  <div class="comment-metadata"><a href="#comment-${index}"><time datetime="2024-01-01T10:00:00">January 1, 2024 at 10:00 am</time></a></div></footer>
  <div class="comment-content"><p>${sentence(index, 30)}.</p><p>Serves ${index % 9} for us. Total time ${index % 50} minutes.</p><ul><li>${sentence(index + 1, 8)}.</li><li>${sentence(index + 2, 6)}</li></ul></div>
  <div class="reply"><a rel="nofollow" class="comment-reply-link" href="#">Reply</a></div></article></li>`;

const head = (extra: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${R.title} | Blog</title>` +
  `<meta property="og:title" content="${R.title}"><link rel="canonical" href="https://blog.example/soup/">${extra}</head>`;

const jsonLd = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, "\\u003c")}</script>`;

const recipeLd = (extra: Record<string, unknown> = {}) => ({
  "@context": "https://schema.org",
  "@type": "Recipe",
  name: R.title,
  recipeIngredient: R.ingredients,
  recipeInstructions: R.steps.map((text) => ({ "@type": "HowToStep", text })),
  recipeYield: "4",
  totalTime: "PT1H",
  image: "https://blog.example/soup-1200x800.jpg",
  ...extra,
});

/** The recipe shown as plain content: headings over a list and numbered paragraphs. */
const shownRecipe = `<h2>Ingredients</h2><ul>${R.ingredients.map((line) => `<li>${line}</li>`).join("")}</ul>
<h2>Method</h2><ol>${R.steps.map((line) => `<li>${line}</li>`).join("")}</ol><p>Serves 4</p><p>Total time: 1 hour</p>`;

/** JSON-LD recipe with its method as one string, shown split on the page, and 6,000 comments after it. */
function commentsPage(): string {
  return `${head(jsonLd(recipeLd({ recipeInstructions: R.steps.join(" ") })))}<body><main><article>
${R.steps.map((line) => `<p>${line}</p>`).join("\n")}
${shownRecipe}</article>
<section id="comments"><h3>6000 comments</h3><ol class="comment-list">${repeat(6000, comment)}</ol></section></main></body></html>`;
}

/** An app's whole state inline (Next.js), a dozen other JSON-LD scripts and a gallery of 3,000 images. */
function appStatePage(): string {
  const products = Array.from({ length: 20000 }, (_unused, index) => ({
    id: index,
    title: `Product ${index} — ${sentence(index, 6)}`,
    html: `<div class="p"><a href="/p/${index}">${sentence(index, 4)}</a></div>`,
    price: `${index}.99`,
  }));
  const others = repeat(200, (index) =>
    jsonLd({ "@context": "https://schema.org", "@type": "Product", name: `Thing ${index}`, offers: { price: index } }),
  );
  const gallery = Array.from({ length: 3000 }, (_unused, index) => ({
    "@type": "ImageObject",
    url: `https://blog.example/gallery/${index}-${(index % 40) * 30}x${(index % 30) * 20}.jpg`,
  }));
  const state = `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { products } })}</script>`;
  const metaImages = repeat(
    2000,
    (index) => `<meta property="og:image" content="https://blog.example/og/${index}.jpg">`,
  );
  return `${head(`${metaImages}${jsonLd(recipeLd({ image: gallery }))}${others}`)}<body><div id="__next">${shownRecipe}</div>${state}</body></html>`;
}

/**
 * No recipe markup: the recipe under its headings, inside a layout with thousands of tags left
 * unclosed (a deep tree), a table of 40,000 cells, a thousand lists and a thousand headings.
 */
function deepPlainPage(): string {
  const unclosed = repeat(3000, (index) => `<div class="w${index % 7}"><span>${index % 10 ? "" : "x"}`);
  const table = `<table>${repeat(2000, (row) => `<tr>${repeat(20, (cell) => `<td>${row * cell}</td>`)}</tr>`)}</table>`;
  const lists = repeat(
    1000,
    (index) => `<h3>Section ${index}</h3><ul>${repeat(8, (item) => `<li>${sentence(index + item, 5)}</li>`)}</ul>`,
  );
  return `${head("")}<body><div id="page">${unclosed}<h1>${R.title}</h1>${shownRecipe}${table}${lists}</div></body></html>`;
}

/**
 * Long runs where patterns could backtrack: text without spaces, runs of spaces, dots, digits and
 * "<" without ">", in the page and in the recipe's own JSON-LD strings.
 */
function longRunsPage(): string {
  const noSpaces = "a".repeat(400_000);
  const spaces = " ".repeat(200_000);
  const digits = "1".repeat(100_000);
  const dots = ".".repeat(200_000);
  const opens = "<a".repeat(50_000);
  const comments = "<!--".repeat(50_000);
  const ld = recipeLd({
    description: `${opens} ${comments} ${spaces}x${digits}`,
    recipeYield: `4 servings ${digits} ${spaces}`,
    totalTime: `PT1H ${digits}`,
    keywords: `${"soup,".repeat(50_000)}`,
  });
  return `${head(jsonLd(ld))}<body><article><p>${noSpaces}</p><p>${escaped(opens)}</p><p>${spaces}${dots}</p>
<p>${digits} ${" ".repeat(1000)}minutes</p><div>${"&nbsp;".repeat(100_000)}Serves</div>${shownRecipe}</article></body></html>`;
}

/**
 * A recipe whose data runs its ingredients and its method together in one text each, which the page
 * shows as lines, after 8,000 teasers that repeat the recipe's first lines (a sidebar of "reader
 * favourites" quoting them).
 */
function repeatedLinesPage(): string {
  const ld = recipeLd({ recipeIngredient: [R.ingredients.join(" ")], recipeInstructions: R.steps.join(" ") });
  const teasers = repeat(
    8000,
    (index) => `<li><p>${R.steps[0]}</p><p>Reader favourite ${index}.</p></li><li>${R.ingredients[0]}</li>`,
  );
  return `${head(jsonLd(ld))}<body><aside><ol>${teasers}</ol></aside><article>
<ul>${R.ingredients.map((line) => `<li>${line}</li>`).join("")}</ul>${R.steps.map((line) => `<p>${line}</p>`).join("\n")}
<p>Serves 4</p></article></body></html>`;
}

/** The generated pages, by name. */
export function largePages(): { name: string; html: string }[] {
  return [
    { name: "6,000 comments", html: commentsPage() },
    { name: "inline app state and galleries", html: appStatePage() },
    { name: "deep tree, no markup", html: deepPlainPage() },
    { name: "long runs", html: longRunsPage() },
    { name: "8,000 lines repeating the recipe's", html: repeatedLinesPage() },
  ];
}
