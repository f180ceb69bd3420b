import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { scrapePage } from "./scrape-page.js";
import { instructionLines } from "./scraped-recipe.js";

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");
const page = (name: string) => fs.readFileSync(path.join(fixtures, name), "utf8");
const scrape = (name: string, url: string | null) => scrapePage(page(name), url);
const lines = (name: string, url: string) => instructionLines(scrape(name, url)?.instructions ?? []);

describe("site readers", () => {
  it("takes a recipe card's ingredient lines as shown, without its equipment group, on sites that ask for it", () => {
    const recipe = scrape("site-recipe-card.html", "https://www.culinaryhill.com/oat-porridge/");
    expect(recipe?.ingredients).toEqual(["½ cup oats", "1 cup milk warm", "1 tablespoon butter melted"]);
    // The steps keep their generic reading: JSON-LD names first.
    expect(instructionLines(recipe?.instructions ?? [])).toContain("Cook");
  });

  it("takes the card's steps as plain text on sites that ask for it", () => {
    expect(lines("site-recipe-card.html", "https://sundaysuppermovement.com/porridge/")).toEqual([
      "Simmer the oats in the milk for 5 minutes.",
      "Stir in the butter and serve.",
    ]);
  });

  it("leaves a page from any other site to generic extraction", () => {
    const recipe = scrape("site-recipe-card.html", "https://another-blog.example/oat-porridge/");
    expect(recipe?.ingredients).toEqual([
      "1/2 cup oats",
      "1 cup milk (warm)",
      "1 tablespoon butter (melted)",
      "1 small saucepan",
    ]);
  });

  it("finds the site of pasted HTML from its canonical link", () => {
    expect(scrape("site-recipe-card.html", null)?.ingredients[0]).toBe("½ cup oats");
  });

  it("reads picnic.app's recipe from the Next.js payload scripts", () => {
    const recipe = scrape("site-picnic.html", "https://picnic.app/de/rezepte/r1/tomato-soup");
    expect(recipe).toMatchObject({
      source: "site",
      title: "Tomato Soup",
      description: "Quick and warming",
      ingredients: ["4 Stk. Tomatoes", "Basil"],
      prepTime: 20,
      totalTime: 20,
    });
    expect(instructionLines(recipe?.instructions ?? [])).toEqual([
      "Chop the **4 tomatoes**.",
      "Simmer for 15 minutes.",
      "Top with basil.",
    ]);
  });

  it("reads spisbedre.dk's Inertia page state, amounts scaled from one serving to the recipe's", () => {
    const recipe = scrape("site-spisbedre.html", "https://spisbedre.dk/opskrifter/rye-buns");
    expect(recipe?.ingredientGroups).toEqual([
      { purpose: "Dough", ingredients: ["½ l mælk", "2 store æg", "salt til drys"] },
      { purpose: "Topping", ingredients: ["1½ tsk. kommen", "2 bundter purløg"] },
    ]);
    expect(recipe).toMatchObject({ totalTime: 90, yields: "8 items" });
    expect(instructionLines(recipe?.instructions ?? [])).toEqual(["Bland dejen.", "Bag bollerne i 20 minutter."]);
  });

  it("reads mollybaz.com's page-builder columns: grouped ingredient lists and the method's headings and items", () => {
    const recipe = scrape("site-mollybaz.html", "https://mollybaz.com/crispy-chickpeas/");
    expect(recipe?.ingredientGroups).toEqual([
      { purpose: "Produce", ingredients: ["1 lemon"] },
      { purpose: "Pantry", ingredients: ["1 can chickpeas", "2 tablespoons olive oil"] },
    ]);
    expect(instructionLines(recipe?.instructions ?? [])).toEqual([
      "1. Dry the chickpeas:",
      "Drain and pat dry.",
      "2. Roast:",
      "Toss with the oil and roast until crisp.",
      "Squeeze over the lemon.",
    ]);
  });

  it("splits magimix.com's steps where the page breaks their lines", () => {
    expect(lines("site-magimix.html", "https://www.magimix.com/recipe/pea-soup")).toEqual([
      "Rinse the peas.",
      "Warm the stock.",
      "Blend everything until smooth.",
    ]);
  });

  it("keeps the step headings sunset.com and gourmettraveller.com.au show above each step", () => {
    expect(lines("site-sunset.html", "https://www.sunset.com/recipe/herb-bread")).toEqual([
      "Step 1",
      "Slice the bread.",
      "Step 2",
      "Scatter the herbs and toast.",
    ]);
    expect(lines("site-gourmet-traveller.html", "https://www.gourmettraveller.com.au/recipes/prawns")).toEqual([
      "1",
      "Skewer the prawns.",
      "2",
      "Grill for 2 minutes a side.",
    ]);
  });

  it("reads every step dagelijksekost.vrt.be shows where its JSON-LD stops early, tips left out", () => {
    expect(lines("site-dagelijkse-kost.html", "https://dagelijksekost.vrt.be/gerechten/erwtensoep")).toEqual([
      "Spoel de erwten.",
      "Snij de prei fijn.",
      "Laat alles een uur sudderen.",
    ]);
  });

  it("reads hogarmania.com's method from the article section under its Elaboración heading", () => {
    expect(lines("site-hogarmania.html", "https://www.hogarmania.com/cocina/recetas/crema.html")).toEqual([
      "Preparar los ingredientes:",
      "Pela las zanahorias y córtalas en rodajas.",
      "crema de zanahoria servida",
      "Cuece 20 minutos y tritura.",
    ]);
  });

  it("reads owen-han.com's post text: bulleted ingredients, numbered method", () => {
    const recipe = scrape("site-owen-han.html", "https://www.owen-han.com/recipes/turkey-club");
    expect(recipe?.ingredients).toEqual(["Sourdough", "4 slices turkey", "2 tbsp mayonnaise", "1 tbsp chives"]);
    expect(instructionLines(recipe?.instructions ?? [])).toEqual([
      "Stir the chives into the mayonnaise.",
      "Toast the bread and stack the turkey on it.",
    ]);
  });

  it("reads the Ninja test kitchen's shown steps, each with its Step heading", () => {
    expect(lines("site-cooking-circle.html", "https://ninjatestkitchen.eu/recipe/banana-muffins/")).toEqual([
      "Step 1 Mash the bananas.",
      "Step 2 Fold in the flour and bake.",
    ]);
  });
});
