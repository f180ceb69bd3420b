import { describe, expect, it } from "vitest";
import { scrapePage } from "./scrape-page.js";
import { instructionLines } from "./scraped-recipe.js";

const PAGE = "https://shop.example/recipes/42";

/** A Next.js page whose HTML shows only the ingredient tab; the recipe travels in the RSC payload. */
function flightPage(recipe: unknown): string {
  const rows = `1:"$Sreact.fragment"\n5:${JSON.stringify(["$", "div", null, { recipe }])}\n`;
  const half = Math.floor(rows.length / 2);
  const push = (chunk: string) => `<script>self.__next_f.push([1,${JSON.stringify(chunk)}])</script>`;
  return `<html><head><meta property="og:title" content="Noodle bowl"></head><body>
    <h2>Ingredients</h2><h2>Method</h2>
    <div><div>Pak choi</div><div>3 pcs</div></div><div><div>From your own kitchen</div></div>
    ${push(rows.slice(0, half))}${push(rows.slice(half))}</body></html>`;
}

describe("recipe in a JavaScript app's page state", () => {
  it("reads the ingredients (amount, unit, name) and steps of the recipe object in a Next.js RSC payload", () => {
    const html = flightPage({
      id: "r42",
      name: "Noodle bowl",
      ingredients: [
        { id: "a", name: "Pak choi", quantity: 3, unitOfMeasurement: "pcs" },
        { id: "b", name: "Spring onions", quantity: 0.5, unitOfMeasurement: "bunch" },
        { id: "c", name: "Ground ginger", quantity: null, unitOfMeasurement: null },
      ],
      preparationSteps: [
        { header: "Step 1", body: "Wash the **pak choi**." },
        { header: "Step 2", body: "Fry the onions." },
      ],
    });
    const recipe = scrapePage(html, PAGE);
    expect(recipe?.source).toBe("app-state");
    expect(recipe?.ingredients).toEqual(["3 pcs Pak choi", "0.5 bunch Spring onions", "Ground ginger"]);
    expect(instructionLines(recipe?.instructions ?? [])).toEqual(["Wash the **pak choi**.", "Fry the onions."]);
  });

  it("reads whole lines and grouped lists from __NEXT_DATA__", () => {
    const data = {
      props: {
        pageProps: {
          related: [{ title: "Other", ingredients: ["1 egg"], steps: ["Boil."] }],
          recipe: {
            title: "Soup",
            ingredients: [{ title: "Broth", items: [{ text: "1 l water" }, { text: "1 onion" }] }, "Salt"],
            instructions: ["Boil the water.", "Add the onion."],
          },
        },
      },
    };
    const html = `<html><head><title>Soup</title></head><body><div id="root"></div>
      <script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script></body></html>`;
    const recipe = scrapePage(html, PAGE);
    expect(recipe?.ingredients).toEqual(["1 l water", "1 onion", "Salt"]);
    expect(instructionLines(recipe?.instructions ?? [])).toEqual(["Boil the water.", "Add the onion."]);
  });

  it("leaves the page to its recipe markup when it has some", () => {
    const ld = { "@type": "Recipe", name: "Soup", recipeIngredient: ["2 carrots"], recipeInstructions: "Cook." };
    const state = { recipe: { ingredients: ["1 a", "2 b"], steps: ["x"] } };
    const html = `<html><body><script type="application/ld+json">${JSON.stringify(ld)}</script>
      <script type="application/json">${JSON.stringify(state)}</script></body></html>`;
    expect(scrapePage(html, PAGE)?.ingredients).toEqual(["2 carrots"]);
  });
});
