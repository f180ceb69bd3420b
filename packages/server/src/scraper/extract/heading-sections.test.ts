import { load } from "cheerio";
import { describe, expect, it } from "vitest";
import { readHeadingSections } from "./heading-sections.js";
import { instructionSteps } from "./schema-recipe.js";
import { scrapePage } from "./scrape-page.js";
import { instructionLines } from "./scraped-recipe.js";

const page = (body: string) => load(`<html><body>${body}</body></html>`);

describe("recipe lists read under the page's own headings", () => {
  it("reads the method under a heading that opens with a method phrase and names the dish", () => {
    const sections = readHeadingSections(
      page(`
        <h1>How to make a quick rice bake</h1>
        <p>An easy dinner for a weekday, ready in half an hour and loved by everyone at the table.</p>
        <h3>Ingrediënten</h3>
        <ul><li>300 g rice</li><li>1 onion</li></ul>
        <h2>Aan de slag met de rijstschotel!</h2>
        <p>Chop the onion and fry it in a little oil.</p>
        <figure><img src="a.jpg"></figure>
        <p>Add the rice and the stock, cover and simmer for 15 minutes.</p>
      `),
    );
    expect(sections.instructions).toEqual([
      "Chop the onion and fry it in a little oil.",
      "Add the rice and the stock, cover and simmer for 15 minutes.",
    ]);
  });

  it("reads ingredient boxes drawn without a list across the groups' sub-headings", () => {
    const item = (amount: string, name: string) =>
      `<div class="ing-item"><input type="checkbox"><label><span class="qty">${amount}</span><p>${name}</p></label></div>`;
    const sections = readHeadingSections(
      page(`
        <div class="ings">
          <div class="ings-head"><h2>Υλικά</h2></div>
          <h3>Για τα λαχανικά</h3>
          <div class="ings-box">${item("6", "ντομάτες")}${item("2 κ.σ.", "φρυγανιά")}</div>
          <h3>Για τη γέμιση</h3>
          <div class="ings-box">${item("12 κ.σ.", "ρύζι")}${item("", "Αλάτι")}</div>
        </div>
        <h2>Εκτέλεση</h2>
        <p>Κόβουμε τις ντομάτες.</p>
      `),
    );
    expect(sections.ingredients).toEqual(["6 ντομάτες", "2 κ.σ. φρυγανιά", "12 κ.σ. ρύζι", "Αλάτι"]);
  });

  it("reads a method on past a part's own heading when numbered steps follow it", () => {
    const sections = readHeadingSections(
      page(`
        <h3>Ingredients</h3>
        <ul><li>500 g flour</li><li>250 g minced beef</li></ul>
        <h3>Method for the dough</h3>
        <p>Mix the flour with water and knead.</p>
        <h3>Shaping the dumplings</h3>
        <h4>Step 1</h4>
        <p>Roll the dough out thinly and cut squares.</p>
        <h4>Step 2</h4>
        <p>Fill each square and fold it closed.</p>
        <h3>Notes</h3>
        <p>They freeze well.</p>
      `),
    );
    expect(sections.instructions).toEqual([
      "Mix the flour with water and knead.",
      "Roll the dough out thinly and cut squares.",
      "Fill each square and fold it closed.",
    ]);
  });

  it("does not take the intro under a page title that opens with 'How to make' as the method", () => {
    const sections = readHeadingSections(
      page(`
        <h1>How to make pancakes</h1>
        <p>Pancakes are the best breakfast there is, and this is my favourite way to make them.</p>
      `),
    );
    expect(sections.instructions).toEqual([]);
  });

  it("reads a method of paragraphs even when a row of share links follows it", () => {
    const sections = readHeadingSections(
      page(`
        <p>Ingredients:</p>
        <ul><li>4 eggs</li><li>125 g sugar</li></ul>
        <p>Method:</p>
        <p>1 Heat the oven to 200°C.</p>
        <p><img src="step.jpg"></p>
        <p>2 Beat the eggs with the sugar until thick.</p>
        <div class="share"><ul><li><a href="#">Facebook</a></li><li><a href="#">Print</a></li></ul></div>
      `),
    );
    expect(sections.instructions).toEqual(["1 Heat the oven to 200°C.", "2 Beat the eggs with the sugar until thick."]);
  });

  it("reads the ingredient list past an opening paragraph", () => {
    const sections = readHeadingSections(
      page(`<h3>Ingredients</h3><p>You will need:</p><ul><li>2 eggs</li><li>1 cup milk</li></ul>`),
    );
    expect(sections.ingredients).toEqual(["2 eggs", "1 cup milk"]);
  });

  it("reads the ingredient list past a short yield line between the heading and the list", () => {
    const sections = readHeadingSections(
      page(`
        <div><h3><span>Składniki</span></h3>
          <div class="servings">2 - 4 servings</div>
          <div class="list"><ul><li>1 cauliflower</li><li>4 tbsp olive oil</li></ul></div>
        </div>
      `),
    );
    expect(sections.ingredients).toEqual(["1 cauliflower", "4 tbsp olive oil"]);
  });

  it("ends the ingredients at a list written in sentences and reads that list as the method", () => {
    const sections = readHeadingSections(
      page(`
        <h4>Ingredients</h4>
        <ul><li>1 chicken breast</li><li>3 slices bacon</li></ul>
        <h4>Ranch</h4>
        <ul><li>1 cup yogurt</li><li>Salt and pepper.</li></ul>
        <h4>Recipe</h4>
        <ol>
          <li><p>Cut the chicken and bacon into thin strips.</p></li>
          <li><p>Fry the bacon in a skillet over medium heat until almost done.</p></li>
        </ol>
      `),
    );
    expect(sections.ingredients).toEqual(["1 chicken breast", "3 slices bacon", "1 cup yogurt", "Salt and pepper."]);
    expect(sections.instructions).toEqual([
      "Cut the chicken and bacon into thin strips.",
      "Fry the bacon in a skillet over medium heat until almost done.",
    ]);
  });

  it("joins a paragraph's lines that only the source wraps, but keeps the breaks of a pre-formatted one", () => {
    const sections = readHeadingSections(
      page(`
        <h3>Ingredients</h3><ul><li>2 eggs</li><li>1 cup milk</li></ul>
        <h3>Directions</h3>
        <p>Whisk the eggs with the milk until
smooth and pour into the pan.</p>
        <p style="white-space: pre-wrap">Bake for 20 minutes.
Serve warm.</p>
      `),
    );
    expect(sections.instructions).toEqual([
      "Whisk the eggs with the milk until smooth and pour into the pan.",
      "Bake for 20 minutes.",
      "Serve warm.",
    ]);
  });

  it("leaves out a line asking the reader to save the recipe on a social network", () => {
    const sections = readHeadingSections(
      page(`
        <h3>Ingredients</h3><ul><li>2 eggs</li></ul>
        <h3>Method</h3>
        <p>Boil the eggs for 7 minutes.</p>
        <p><strong>Save this recipe on <a href="#">Pinterest</a>!</strong></p>
      `),
    );
    expect(sections.instructions).toEqual(["Boil the eggs for 7 minutes."]);
  });
});

describe("headings that name the dish or a label", () => {
  it.each([
    ["Elaboración de la crema de calabaza", "Pon la calabaza en el vaso y tritura durante un minuto."],
    ["Modo de preparo do bolo", "Misture tudo e asse por 40 minutos em forno médio."],
    ["Preparation of the sauce", "Simmer the tomatoes with the garlic for twenty minutes."],
  ])("reads the method under %s", (heading, step) => {
    const sections = readHeadingSections(
      page(`<h3>Ingredients</h3><ul><li>1 kg pumpkin</li></ul><h2>${heading}</h2><p>${step}</p>`),
    );
    expect(sections.instructions).toEqual([step]);
  });

  it("passes over a method word used as a label for a time", () => {
    const sections = readHeadingSections(
      page(`
        <div class="facts"><h4>Preparación</h4><span>35 m</span></div>
        <h3>Ingredientes</h3><ul><li>2 puerros</li><li>1 patata</li></ul>
        <h2>Elaboración</h2>
        <p>Lava los puerros y córtalos en rodajas.</p>
        <p>Pela la patata y córtala en trozos.</p>
      `),
    );
    expect(sections.instructions).toEqual([
      "Lava los puerros y córtalos en rodajas.",
      "Pela la patata y córtala en trozos.",
    ]);
  });

  it("sets an ingredient's note apart in parentheses, as the page's layout does", () => {
    const sections = readHeadingSections(
      page(`
        <div class="sidebar-title">Benodigdheden</div>
        <ul>
          <li><span class="value">2</span> <span class="ingredient">peppers</span> <span class="description">e.g. a red and a yellow one</span></li>
          <li><span class="value">1</span> <span class="ingredient">onion</span> <span class="note">(diced)</span></li>
          <li><span class="note">salt and pepper</span></li>
        </ul>
      `),
    );
    expect(sections.ingredients).toEqual([
      "2 peppers (e.g. a red and a yellow one)",
      "1 onion (diced)",
      "salt and pepper",
    ]);
  });

  it("reads a heading closed by a footnote's mark", () => {
    const sections = readHeadingSections(page(`<h3>Zutaten*</h3><ul><li>80 g Spinat</li><li>1 Prise Salz</li></ul>`));
    expect(sections.ingredients).toEqual(["80 g Spinat", "1 Prise Salz"]);
  });

  it("leaves a line that only points to another recipe out of the method, but keeps steps with links", () => {
    const sections = readHeadingSections(
      page(`
        <h3>Ingredients</h3><ul><li>200 g green beans</li></ul>
        <h3>Bereiding</h3>
        <p>Cook the beans and drain them; see <a href="/beans">how to cook beans</a>.</p>
        <p>Bake for 40 minutes.<br><strong>Also good: <a href="/pie">spinach and mushroom pie</a>.</strong></p>
      `),
    );
    expect(sections.instructions).toEqual([
      "Cook the beans and drain them; see how to cook beans.",
      "Bake for 40 minutes.",
    ]);
  });

  it("leaves a photo's credit line out of the method", () => {
    const sections = readHeadingSections(
      page(`
        <h3>Ingredients</h3><ul><li>2 eggs</li></ul>
        <h2>Directions</h2>
        <p><strong>1.</strong> Beat the eggs.</p>
        <p><strong>2.</strong> Fry them in butter.</p>
        <p><img src="x.jpg"><span>Photo credit: © Example Kitchen</span></p>
      `),
    );
    expect(sections.instructions).toEqual(["1. Beat the eggs.", "2. Fry them in butter."]);
  });
});

describe("lists read from the page's layout when its headings say little", () => {
  it("reads ingredients grouped under two or more shop aisles and the method from a box named for it", () => {
    const sections = readHeadingSections(
      page(`
        <div class="col">
          <h2><span>Produce</span></h2><div class="text"><ul><li>1 lemon</li></ul></div>
          <h2><span>Pantry</span></h2><div class="text"><ul><li>1 cup sugar</li><li>½ tsp salt</li></ul></div>
        </div>
        <div class="col"><div class="module instructions">
          <h3>1. Do some prep:</h3>
          <ul><li>Heat the oven to 100°C.</li><li>Line a baking sheet with parchment.</li></ul>
          <h3>2. Bake:</h3>
          <ul><li>Bake for two hours.</li></ul>
        </div></div>
      `),
    );
    expect(sections.ingredients).toEqual(["1 lemon", "1 cup sugar", "½ tsp salt"]);
    expect(sections.instructions).toEqual([
      "1. Do some prep:",
      "Heat the oven to 100°C.",
      "Line a baking sheet with parchment.",
      "2. Bake:",
      "Bake for two hours.",
    ]);
  });

  it("does not take a lone aisle word as an ingredient heading", () => {
    const sections = readHeadingSections(page(`<h2>Produce</h2><ul><li>Our farm</li><li>Our shop</li></ul>`));
    expect(sections.ingredients).toEqual([]);
  });

  it("reads one line per item box when the page draws its list without a list", () => {
    const sections = readHeadingSections(
      page(`
        <div class="head"><h2>Υλικά</h2></div>
        <div class="items">
          <div class="item"><input type="checkbox"><label><span class="qty">2 </span><p>ripe avocados</p></label></div>
          <div class="item"><input type="checkbox"><label><span class="qty">4 </span><p>large eggs</p></label></div>
          <div class="item"><input type="checkbox"><label><p>Salt</p></label></div>
        </div>
      `),
    );
    expect(sections.ingredients).toEqual(["2 ripe avocados", "4 large eggs", "Salt"]);
  });
});

describe("microdata text read as the page shows it", () => {
  it("drops the field's own heading and joins lines the source wrapped", () => {
    const recipe = scrapePage(
      `<html><body><div itemscope itemtype="https://schema.org/Recipe">
        <h1 itemprop="name">Mushroom stroganoff</h1>
        <ul><li itemprop="recipeIngredient">500 g mushrooms</li><li itemprop="recipeIngredient">1 onion</li></ul>
        <div itemprop="recipeInstructions"><h3>Modo de preparo</h3>
          <p>Fry the onion, add the mushrooms and
cook for 10 minutes. Stir in the cream and
serve with rice.</p></div>
      </div></body></html>`,
      "https://stroganoff.example/recipe",
    );
    expect(recipe?.source).toBe("microdata");
    expect(instructionLines(recipe?.instructions ?? [])).toEqual([
      "Fry the onion, add the mushrooms and cook for 10 minutes. Stir in the cream and serve with rice.",
    ]);
  });
});

describe("HowToSection names", () => {
  it("drops a first section named only 'Recipe' and keeps the names of the parts after it", () => {
    const steps = instructionSteps(
      [
        {
          "@type": "HowToSection",
          name: "Oppskrift",
          itemListElement: [{ "@type": "HowToStep", text: "Cook the rice." }],
        },
        {
          "@type": "HowToSection",
          name: "Raita:",
          itemListElement: [{ "@type": "HowToStep", text: "Grate the cucumber." }],
        },
      ],
      new Map(),
    );
    expect(instructionLines(steps)).toEqual(["Cook the rice.", "Raita:", "Grate the cucumber."]);
  });
});
