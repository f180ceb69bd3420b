import { load } from "cheerio";
import { describe, expect, it } from "vitest";
import { readPluginMarkup } from "./plugin-markup.js";
import { instructionLines } from "./scraped-recipe.js";

describe("recipe cards of common plug-ins read from their HTML", () => {
  it("reads an EasyRecipe card: name, grouped ingredients, steps, times and yield", () => {
    const $ = load(`<html><body><article>
      <div class="easyrecipe">
        <div class="ERSName">Lemon bars</div>
        <div class="ERSSummary">Tangy and sweet.</div>
        <div class="ERSTimes">
          <div class="ERSPrepTime">Prep time: <time itemprop="prepTime" datetime="PT15M">15 mins</time></div>
          <div class="ERSCookTime">Cook time: <time itemprop="cookTime" datetime="PT30M">30 mins</time></div>
        </div>
        <div class="ERSServes">Serves: <span class="yield">16 bars</span></div>
        <div class="ERSIngredients"><ul>
          <li class="ERSSectionHead">Crust</li>
          <li class="ingredient">1 cup flour</li>
          <li class="ingredient">½ cup butter</li>
          <li class="ERSSectionHead">Filling</li>
          <li class="ingredient">3 eggs</li>
        </ul></div>
        <div class="ERSInstructions"><ol>
          <li class="instruction">Press the crust into the pan and bake for 15 minutes.</li>
          <li class="instruction">Pour the filling over and bake 15 minutes more.</li>
        </ol></div>
      </div>
    </article></body></html>`);
    const card = readPluginMarkup($, "https://bars.example/lemon");
    expect(card).toMatchObject({
      plugin: "EasyRecipe",
      title: "Lemon bars",
      ingredients: ["1 cup flour", "½ cup butter", "3 eggs"],
      prepTime: 15,
      cookTime: 30,
    });
    expect(card?.yields).toContain("16");
    expect(card?.ingredientGroups.map((group) => group.purpose)).toEqual(["Crust", "Filling"]);
    expect(instructionLines(card?.instructions ?? [])).toEqual([
      "Press the crust into the pan and bake for 15 minutes.",
      "Pour the filling over and bake 15 minutes more.",
    ]);
  });
});
