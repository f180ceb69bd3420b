import { describe, expect, it } from "vitest";
import { scrapePage } from "./scrape-page.js";
import { instructionLines } from "./scraped-recipe.js";

const PAGE = "https://pantry.example/recipes/stew";
const jsonLd = (recipe: Record<string, unknown>) =>
  `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "Recipe", name: "Stew", ...recipe })}</script>`;
const page = (head: string, body: string) => `<html><head>${head}</head><body>${body}</body></html>`;

describe("JSON-LD read together with what the page shows", () => {
  it("takes each ingredient's whole row when the data names the foods and the page's table gives the amounts", () => {
    const html = page(
      jsonLd({
        recipeIngredient: ["flour", "butter", "butter", "eggs", "salt"],
        recipeInstructions: ["Mix.", "Bake."],
      }),
      `<p>A butter-rich stew of flour and eggs, seasoned with salt, that the whole family asks for.</p>
       <table><tbody>
         <tr><td>1 ½</td><td>cups</td><td><a href="/i/flour">all-purpose flour</a></td><td><img alt="photo"></td></tr>
         <tr><td>1</td><td>stick</td><td><a href="/i/butter">butter</a><br><small>room temp.</small></td></tr>
         <tr><td>½</td><td>stick</td><td><a href="/i/crisco">butter flavored shortening</a> *</td></tr>
         <tr><td>2</td><td>large</td><td>eggs</td></tr>
         <tr><td></td><td></td><td>salt</td></tr>
       </tbody></table>`,
    );
    expect(scrapePage(html, PAGE)?.ingredients).toEqual([
      "1 ½ cups all-purpose flour",
      "1 stick butter room temp.",
      "½ stick butter flavored shortening",
      "2 large eggs",
      "salt",
    ]);
  });

  it("reads rows laid out as name then amount, in any language", () => {
    const html = page(
      jsonLd({ recipeIngredient: ["ziemniaki", "cebula", "sól"] }),
      `<div class="list">
         <div class="item"><p><label><input type="checkbox"><span>ziemniaki</span></label></p><p>1 kilogram</p></div>
         <div class="item"><p><label><input type="checkbox"><span>cebula</span></label></p><p>1 sztuka</p></div>
         <div class="item"><p><label><input type="checkbox"><span>sól</span></label></p><p>1 szczypta</p></div>
       </div>`,
    );
    expect(scrapePage(html, PAGE)?.ingredients).toEqual(["ziemniaki 1 kilogram", "cebula 1 sztuka", "sól 1 szczypta"]);
  });

  it("keeps the declared lines when only a few lack an amount, or when the page names the foods only in sentences", () => {
    const fewLack = page(
      jsonLd({ recipeIngredient: ["2 cups flour", "1 cup milk", "salt"] }),
      `<ul><li>▢ 2 cups flour</li><li>▢ 1 cup milk</li><li>▢ salt, a pinch of 1</li></ul>`,
    );
    expect(scrapePage(fewLack, PAGE)?.ingredients).toEqual(["2 cups flour", "1 cup milk", "salt"]);
    const sentencesOnly = page(
      jsonLd({ recipeIngredient: ["flour", "milk"] }),
      `<p>Whisk 2 cups of the flour with enough of the cold milk, then rest the batter for an hour at least.</p>
       <p>Then add 1 cup of milk to it and keep whisking the batter until it is smooth and shiny again.</p>`,
    );
    expect(scrapePage(sentencesOnly, PAGE)?.ingredients).toEqual(["flour", "milk"]);
  });

  it("keeps each listed step whole when its text breaks lines, and splits a method given as one text", () => {
    const listed = page(
      jsonLd({
        recipeInstructions: [
          { "@type": "HowToStep", text: "Heat until the syrup reaches 100°C\n(210°F), without stirring." },
          "Cut the dough into 4 strips and roll each into a\nspiral.",
        ],
      }),
      "",
    );
    expect(instructionLines(scrapePage(listed, PAGE)?.instructions ?? [])).toEqual([
      "Heat until the syrup reaches 100°C (210°F), without stirring.",
      "Cut the dough into 4 strips and roll each into a spiral.",
    ]);
    const oneText = page(jsonLd({ recipeInstructions: "Brown the meat.\nAdd the stock.\nSimmer for an hour." }), "");
    expect(instructionLines(scrapePage(oneText, PAGE)?.instructions ?? [])).toEqual([
      "Brown the meat.",
      "Add the stock.",
      "Simmer for an hour.",
    ]);
  });

  it("splits a method declared as one run-together text at the page's numbered steps, leaving its introduction out", () => {
    const html = page(
      jsonLd({
        recipeInstructions:
          "My take on a weeknight stew.Brown the beef in batches, a handful at a time.Add the onions and cook until soft.Pour in the stock and simmer for an hour.",
      }),
      `<div>My take on a weeknight stew.<br><br><ol><li>Brown the beef in batches, a handful at a time.</li>
       <li>Add the onions and cook until soft.</li><li>Pour in the stock and simmer for an hour.</li></ol></div>`,
    );
    expect(instructionLines(scrapePage(html, PAGE)?.instructions ?? [])).toEqual([
      "Brown the beef in batches, a handful at a time.",
      "Add the onions and cook until soft.",
      "Pour in the stock and simmer for an hour.",
    ]);
  });
});
