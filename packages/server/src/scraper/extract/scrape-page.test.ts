import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { scrapePage } from "./scrape-page.js";
import { instructionLines } from "./scraped-recipe.js";

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");
const PAGE = "https://crumb.example/recipes/x";
const scrape = (name: string) => scrapePage(fs.readFileSync(path.join(fixtures, name), "utf8"), PAGE);

describe("extraction paths", () => {
  it("reads a Recipe from a JSON-LD @graph: type lists, @id references, HowToSections", () => {
    const recipe = scrape("json-ld-graph.html");
    expect(recipe).toMatchObject({
      source: "json-ld",
      title: "Lemon Drizzle & Poppy Seed Traybake",
      description: "A zesty traybake – sharp icing, soft crumb.",
      author: "Ada Baker",
      siteName: "Crumb & Co",
      language: "en-GB",
      canonicalUrl: "https://crumb.example/recipes/lemon-drizzle-traybake",
      categories: ["Cake", "Dessert"],
    });
    expect(recipe?.instructions).toEqual([
      { section: "Sponge", name: null, text: "Heat the oven to 180C/160C fan." },
      { section: null, name: null, text: "Beat the butter and sugar until pale." },
      { section: "Drizzle", name: null, text: "Mix the lemon juice with the sugar & spoon over the warm cake." },
    ]);
    expect(instructionLines(recipe?.instructions ?? [])).toHaveLength(5);
  });

  it("repairs JSON-LD that strict parsing refuses (comment markers, trailing commas) and splits text lists", () => {
    const recipe = scrape("json-ld-messy.html");
    expect(recipe?.title).toBe("Weeknight Chilli");
    expect(recipe?.ingredients).toEqual(["500 g beef mince", "1 onion, chopped", "2 tsp chilli powder"]);
    expect(recipe?.instructions.map((step) => step.text)).toEqual([
      "Brown the mince.",
      "Add the onion and cook for 5 minutes.",
      "Stir in the chilli powder.",
    ]);
  });

  it("reads microdata, nested items (the author) included", () => {
    const recipe = scrape("microdata.html");
    expect(recipe).toMatchObject({
      source: "microdata",
      title: "Kartoffelsuppe",
      author: "Oma Hilde",
      ingredients: ["1 kg Kartoffeln", "1 Zwiebel", "1 l Gemüsebrühe"],
      prepTime: 15,
      cookTime: 30,
      totalTime: 45,
      yields: "4 servings",
      image: "https://crumb.example/bilder/suppe.jpg",
    });
    expect(recipe?.instructions).toHaveLength(2);
  });

  it("reads RDFa", () => {
    expect(scrape("rdfa.html")).toMatchObject({
      source: "rdfa",
      title: "Pea Risotto",
      ingredients: ["150 g risotto rice", "200 g frozen peas"],
      totalTime: 40,
      yields: "2 servings",
    });
  });

  it("reads a WP Recipe Maker card with ingredient and step sections, skipping an empty jump link card", () => {
    const recipe = scrape("wp-recipe-maker.html");
    expect(recipe).toMatchObject({
      source: "plugin",
      title: "Chewy Flapjacks",
      prepTime: 10,
      cookTime: 25,
      totalTime: 35,
      yields: "12 bars",
      ingredientGroups: [
        { purpose: "Base", ingredients: ["250 g rolled oats", "125 g butter melted"] },
        { purpose: "Topping", ingredients: ["50 g dark chocolate"] },
      ],
    });
    expect(recipe?.instructions.map((step) => step.section)).toEqual([null, null, "To finish"]);
  });

  it("reads a Tasty Recipes card", () => {
    expect(scrape("tasty-recipes.html")).toMatchObject({
      source: "plugin",
      title: "Green Smoothie",
      ingredients: ["1 banana", "1 handful spinach", "250 ml oat milk"],
      yields: "2 glasses",
      totalTime: 5,
    });
  });

  it("falls back to OpenGraph for the name, description, image and article tags", () => {
    expect(scrape("opengraph-only.html")).toMatchObject({
      source: "opengraph",
      title: "Grandma's Scones",
      description: "The only scone recipe you need.",
      image: "https://scones.example/scones.jpg",
      keywords: ["baking", "afternoon tea"],
      ingredients: [],
    });
  });

  it("finds nothing on a page without recipe markup or OpenGraph title", () => {
    expect(scrape("not-a-recipe.html")).toBeNull();
  });
});

describe("cleaning rules", () => {
  it("decodes entities, strips tags and collapses whitespace, NBSP included", () => {
    const recipe = scrape("json-ld-graph.html");
    expect(recipe?.ingredients[0]).toBe("225 g butter, softened");
  });

  it("reads HowToSections whose steps are under a capitalised ItemListElement", () => {
    const page = `<script type="application/ld+json">${JSON.stringify({
      "@type": "Recipe",
      name: "Raita",
      recipeIngredient: ["1 cucumber", "200 g yoghurt"],
      recipeInstructions: [
        {
          "@type": "HowToSection",
          name: "Raita",
          ItemListElement: [{ "@type": "HowToStep", text: "Grate the cucumber into the yoghurt." }],
        },
      ],
    })}</script>`;
    expect(scrapePage(page, PAGE)?.instructions).toEqual([
      { section: "Raita", name: null, text: "Grate the cucumber into the yoghurt." },
    ]);
  });

  it("undoes the double brackets recipe plug-ins write around notes", () => {
    expect(scrape("json-ld-graph.html")?.ingredients[2]).toBe("4 eggs (room temperature)");
  });

  it("turns ISO-8601 and written durations into minutes, rounding seconds up", () => {
    const graph = scrape("json-ld-graph.html");
    expect([graph?.prepTime, graph?.cookTime, graph?.totalTime]).toEqual([20, 36, 56]);
    expect(scrape("json-ld-messy.html")?.totalTime).toBe(75);
  });

  it("normalises yields: the described entry of a list, the upper end of a range", () => {
    expect(scrape("json-ld-graph.html")?.yields).toBe("16 squares");
    expect(scrape("json-ld-messy.html")?.yields).toBe("6 servings");
  });

  it("dedupes keywords ignoring case", () => {
    expect(scrape("json-ld-graph.html")?.keywords).toEqual(["lemon", "traybake", "bake sale"]);
  });

  it("picks the largest declared image, resolved against the page, whatever its source", () => {
    const graph = scrape("json-ld-graph.html");
    expect(graph?.image).toBe("https://crumb.example/media/lemon-drizzle-hero.jpg");
    expect(graph?.images).toEqual([
      "https://crumb.example/media/lemon-drizzle-hero.jpg",
      "https://crumb.example/media/lemon-drizzle-small.jpg",
      "https://crumb.example/media/lemon-drizzle-300x200.jpg",
    ]);
    expect(scrape("wp-recipe-maker.html")?.image).toBe(
      "https://blog.example/wp-content/uploads/flapjacks-1200x630.jpg",
    );
  });

  it("turns capitalised or colon-ended lines of an ingredient list into sections", () => {
    const page = `<script type="application/ld+json">${JSON.stringify({
      "@type": "Recipe",
      name: "Slaw",
      recipeIngredient: ["For the dressing:", "3 tbsp mayonnaise", "SALAD", "1/2 cabbage", "2 carrots"],
    })}</script>`;
    expect(scrapePage(page, PAGE)?.ingredientGroups).toEqual([
      { purpose: "For the dressing", ingredients: ["3 tbsp mayonnaise"] },
      { purpose: "SALAD", ingredients: ["1/2 cabbage", "2 carrots"] },
    ]);
  });
});

describe("recipes written as plain content", () => {
  it("reads an Ingredients heading's lists and a method heading's paragraphs when the page has no recipe markup", () => {
    const recipe = scrape("headings-only.html");
    expect(recipe?.source).toBe("headings");
    expect(recipe?.title).toBe("Rote Linsensuppe");
    // The navigation's "Zutaten" link is no section; a sub-heading between lists is crossed, prose ends the lists.
    expect(recipe?.ingredients).toEqual(["200 g rote Linsen, gewaschen", "1 Zwiebel", "1 Zitrone"]);
    // Typed dashes dropped, paragraphs in layout boxes and line breaks kept, "Schritt 3" skipped, the share box ends it.
    expect(recipe?.instructions.map((step) => step.text)).toEqual([
      "Zwiebel würfeln und in Öl andünsten.",
      "Linsen und 1 l Wasser zugeben,",
      "20 Minuten köcheln.",
      "Mit Zitronensaft abschmecken.",
    ]);
  });

  it("reads wiki headings with their edit links, ignores a menu link named Ingredients and leaves a printed yield out of the last step", () => {
    const recipe = scrape("headings-wiki.html");
    expect(recipe?.source).toBe("headings");
    expect(recipe?.ingredients).toEqual(["100 g rolled oats", "100 g butter", "50 g sugar"]);
    expect(recipe?.instructions.map((step) => step.text)).toEqual([
      "Melt the butter with the sugar.",
      "Stir in the oats, press into a tin and bake for 20 minutes.",
    ]);
  });

  it("takes the list of sentences after the ingredients as the method when its heading is not a known one", () => {
    const recipe = scrape("headings-unnamed-method.html");
    expect(recipe?.source).toBe("headings");
    expect(recipe?.ingredients).toEqual(["200 g firm tofu, cubed", "4 tortilla wraps", "1 tbsp soy sauce"]);
    expect(recipe?.instructions.map((step) => step.text)).toEqual([
      "Toss the tofu in the soy sauce.",
      "Fry until crisp, about 8 minutes.",
      "Fill the warm wraps and roll them up.",
    ]);
  });

  it("joins the sections of headings that each name one group ('Ingredients for the filling')", () => {
    const recipe = scrape("headings-grouped.html");
    expect(recipe?.title).toBe("Dumplings with two sauces");
    expect(recipe?.ingredients).toEqual(["500 g minced lamb", "1 onion, chopped", "250 ml yoghurt"]);
    expect(recipe?.instructions.map((step) => step.text)).toEqual([
      "Fry the lamb with the onion.",
      "Stir the yoghurt.",
    ]);
  });

  it("gathers recipe properties marked up as microdata outside any Recipe item", () => {
    const recipe = scrape("microdata-stray.html");
    expect(recipe).toMatchObject({ source: "microdata", title: "Tagliatelles carbonara", yields: "2 servings" });
    expect(recipe?.ingredients).toEqual(["250 g de tagliatelles", "1 jaune d’oeuf"]);
    expect(recipe?.instructions.map((step) => step.text)).toEqual([
      "1- Battez le jaune.",
      "2- Cuisez les pâtes et mélangez.",
    ]);
  });

  it("takes the page's own lists when the JSON-LD leaves out amounts or runs the method into one string", () => {
    const recipe = scrape("json-ld-incomplete.html");
    expect(recipe).toMatchObject({ source: "json-ld", title: "Plain Scones" });
    expect(recipe?.ingredients).toEqual(["350 g self-raising flour", "85 g butter, cold", "salt"]);
    expect(recipe?.instructions.map((step) => step.text)).toEqual([
      "Rub the butter into the flour.",
      "Add the milk and bring together.",
      "Bake for 12 minutes.",
    ]);
  });

  it("splits a method declared as one text at the paragraphs and line breaks the page shows, leaving out its heading", () => {
    const recipe = scrape("json-ld-method-one-text.html");
    expect(recipe?.instructions.map((step) => step.text)).toEqual([
      "Soften the leeks in the butter for 10 minutes.",
      "Add the potatoes and the stock, then simmer for 20 minutes.",
      "Blend until smooth (add a splash of milk if it is too thick).",
    ]);
  });

  it("splits an ingredient list declared as one text at the page's list items", () => {
    const recipe = scrape("json-ld-ingredients-one-text.html");
    expect(recipe?.ingredients).toEqual(["2 eggs", "250 ml milk", "125 g self-raising flour", "a pinch of salt"]);
  });

  it("takes the older microdata ingredient property when the newer one runs the list into one line", () => {
    const recipe = scrape("microdata-two-ingredient-properties.html");
    expect(recipe?.ingredients).toEqual(["1 kg aardappelen", "500 g boerenkool", "1 rookworst"]);
  });

  it("keeps complete JSON-LD even when the page shows its lists written differently", () => {
    const recipe = scrape("json-ld-complete-card.html");
    expect(recipe?.ingredients).toEqual(["1/2 cup milk", "1 egg"]);
    expect(recipe?.instructions.map((step) => step.text)).toEqual(["Whisk.", "Fry."]);
  });
});
