import type { Cheerio, CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import type { ImageCandidate } from "./best-image.js";
import { minutesOf } from "./durations.js";
import { absoluteUrl } from "./page-meta.js";
import type { IngredientGroup, ScrapedStep } from "./scraped-recipe.js";
import { cleanText } from "./text.js";
import { normaliseYield } from "./yields.js";

/**
 * How one recipe-card plug-in (WordPress and others) lays out a recipe in HTML. Selectors are
 * relative to the card; a group selector, when given, holds a heading and the group's items.
 */
interface PluginLayout {
  name: string;
  card: string;
  title: string;
  description: string;
  ingredientGroup?: string;
  groupHeading?: string;
  ingredient: string;
  instructionGroup?: string;
  instruction: string;
  prepTime: string;
  cookTime: string;
  totalTime: string;
  yields: string;
  image: string;
}

const LAYOUTS: PluginLayout[] = [
  {
    name: "WP Recipe Maker",
    card: ".wprm-recipe-container, .wprm-recipe",
    title: ".wprm-recipe-name",
    description: ".wprm-recipe-summary",
    ingredientGroup: ".wprm-recipe-ingredient-group",
    groupHeading: ".wprm-recipe-group-name",
    ingredient: ".wprm-recipe-ingredient",
    instructionGroup: ".wprm-recipe-instruction-group",
    instruction: ".wprm-recipe-instruction-text",
    prepTime: ".wprm-recipe-prep_time-container, .wprm-recipe-prep-time-container",
    cookTime: ".wprm-recipe-cook_time-container, .wprm-recipe-cook-time-container",
    totalTime: ".wprm-recipe-total_time-container, .wprm-recipe-total-time-container",
    yields: ".wprm-recipe-servings-container, .wprm-recipe-servings",
    image: ".wprm-recipe-image img",
  },
  {
    name: "Tasty Recipes",
    card: ".tasty-recipes",
    title: ".tasty-recipes-title",
    description: ".tasty-recipes-description-body, .tasty-recipes-description",
    ingredientGroup: ".tasty-recipes-ingredients-body > h4, .tasty-recipes-ingredients-body > h3",
    ingredient: ".tasty-recipes-ingredients li",
    instruction: ".tasty-recipes-instructions li",
    prepTime: ".tasty-recipes-prep-time",
    cookTime: ".tasty-recipes-cook-time",
    totalTime: ".tasty-recipes-total-time",
    yields: ".tasty-recipes-yield",
    image: ".tasty-recipes-image img",
  },
  {
    name: "Mediavine Create",
    card: ".mv-create-card",
    title: ".mv-create-title",
    description: ".mv-create-description",
    ingredientGroup: ".mv-create-ingredients h4, .mv-create-ingredients h3",
    ingredient: ".mv-create-ingredients li",
    instruction: ".mv-create-instructions li",
    prepTime: ".mv-create-time-prep .mv-create-time-format",
    cookTime: ".mv-create-time-active .mv-create-time-format",
    totalTime: ".mv-create-time-total .mv-create-time-format",
    yields: ".mv-create-yield",
    image: ".mv-create-image img",
  },
  {
    name: "WP Ultimate Recipe",
    card: ".wpurp-container",
    title: ".wpurp-recipe-title",
    description: ".wpurp-recipe-description",
    ingredientGroup: ".wpurp-recipe-ingredient-group-container",
    groupHeading: ".wpurp-recipe-ingredient-group",
    ingredient: ".wpurp-recipe-ingredient",
    instructionGroup: ".wpurp-recipe-instruction-group-container",
    instruction: ".wpurp-recipe-instruction-text",
    prepTime: ".wpurp-recipe-prep-time",
    cookTime: ".wpurp-recipe-cook-time",
    totalTime: ".wpurp-recipe-total-time",
    yields: ".wpurp-recipe-servings",
    image: ".wpurp-recipe-image img",
  },
  {
    name: "Zip Recipes",
    card: "#zlrecipe-container, .zlrecipe-container",
    title: "#zlrecipe-title, .zlrecipe-title",
    description: "#zlrecipe-summary, .zlrecipe-summary",
    ingredient: "#zlrecipe-ingredients-list li, .zlrecipe-ingredients-list li",
    instruction: "#zlrecipe-instructions-list li, .zlrecipe-instructions-list li",
    prepTime: "#zlrecipe-prep-time, .zlrecipe-prep-time",
    cookTime: "#zlrecipe-cook-time, .zlrecipe-cook-time",
    totalTime: "#zlrecipe-total-time, .zlrecipe-total-time",
    yields: "#zlrecipe-yield, .zlrecipe-yield",
    image: "#zlrecipe-image img, .zlrecipe-image img",
  },
  {
    name: "Cooked",
    card: ".cooked-recipe, .cooked-recipe-info",
    title: ".cooked-recipe-title, h1",
    description: ".cooked-recipe-excerpt",
    ingredient: ".cooked-recipe-ingredients .cooked-ingredient",
    instruction: ".cooked-recipe-directions .cooked-direction",
    prepTime: ".cooked-prep-time",
    cookTime: ".cooked-cook-time",
    totalTime: ".cooked-total-time",
    yields: ".cooked-servings",
    image: ".cooked-recipe-image img",
  },
  {
    name: "EasyRecipe",
    card: ".easyrecipe",
    title: ".ERSName",
    description: ".ERSSummary",
    ingredientGroup: ".ERSIngredients .ERSSectionHead",
    ingredient: ".ERSIngredients li.ingredient, .ERSIngredients .ingredient",
    instruction: ".ERSInstructions li.instruction, .ERSInstructions .instruction",
    prepTime: ".ERSPrepTime time, time[itemprop=prepTime]",
    cookTime: ".ERSCookTime time, time[itemprop=cookTime]",
    totalTime: ".ERSTotalTime time, time[itemprop=totalTime]",
    yields: ".ERSServes .yield, .ERSServes",
    image: ".ERSImage img, .ERSPhoto img",
  },
  {
    name: "Yoast recipe block",
    card: ".wp-block-yoast-how-to-block, .schema-how-to",
    title: ".schema-how-to-title, h2",
    description: ".schema-how-to-description",
    ingredient: ".schema-how-to-ingredients li",
    instruction: ".schema-how-to-step-text",
    prepTime: ".schema-how-to-prep-time",
    cookTime: ".schema-how-to-cook-time",
    totalTime: ".schema-how-to-total-time",
    yields: ".schema-how-to-yield",
    image: ".schema-how-to-image img",
  },
];

export interface PluginFields {
  plugin: string;
  title: string | null;
  description: string | null;
  ingredients: string[];
  ingredientGroups: IngredientGroup[];
  instructions: ScrapedStep[];
  totalTime: number | null;
  prepTime: number | null;
  cookTime: number | null;
  yields: string | null;
  images: ImageCandidate[];
}

/** Text of an element without screen-reader-only and interactive extras (checkbox labels, buttons). */
function visibleText(element: Cheerio<Element>): string {
  const clone = element.clone();
  clone.find("script, style, button, input, .sr-only, .screen-reader-text, .wprm-checkbox-container").remove();
  return cleanText(clone.html() ?? "");
}

/** The recipe card of a known plug-in on the page, read from its HTML. */
export function readPluginMarkup($: CheerioAPI, pageUrl: string | null): PluginFields | null {
  for (const layout of LAYOUTS) {
    for (const element of $(layout.card).toArray()) {
      if (element.type !== "tag") continue;
      const fields = readCard($, $(element as Element), layout, pageUrl);
      if (fields) return fields;
    }
  }
  return null;
}

function readCard(
  $: CheerioAPI,
  card: Cheerio<Element>,
  layout: PluginLayout,
  pageUrl: string | null,
): PluginFields | null {
  {
    const ingredients = card
      .find(layout.ingredient)
      .toArray()
      .map((element) => visibleText($(element)))
      .filter(Boolean);
    const instructions = readSteps($, card, layout);
    if (ingredients.length === 0 && instructions.length === 0) return null;
    const time = (selector: string) => minutesOf(cleanText(card.find(selector).first().text()));
    const imageElement = card.find(layout.image).first();
    const imageUrl = absoluteUrl(
      imageElement.attr("data-lazy-src") ?? imageElement.attr("data-src") ?? imageElement.attr("src"),
      pageUrl,
    );
    return {
      plugin: layout.name,
      title: cleanText(card.find(layout.title).first().text()) || null,
      description: cleanText(card.find(layout.description).first().html() ?? "") || null,
      ingredients,
      ingredientGroups: readIngredientGroups($, card, layout),
      instructions,
      totalTime: time(layout.totalTime),
      prepTime: time(layout.prepTime),
      cookTime: time(layout.cookTime),
      yields: normaliseYield(cleanText(card.find(layout.yields).first().text())),
      images: imageUrl
        ? [
            {
              url: imageUrl,
              width: Number(imageElement.attr("width")) || null,
              height: Number(imageElement.attr("height")) || null,
              source: "recipe",
            },
          ]
        : [],
    };
  }
}

function readIngredientGroups($: CheerioAPI, card: Cheerio<Element>, layout: PluginLayout): IngredientGroup[] {
  if (!layout.ingredientGroup) return [];
  const groups: IngredientGroup[] = [];
  if (layout.groupHeading) {
    card.find(layout.ingredientGroup).each((_index, element) => {
      const group = $(element);
      const purpose =
        cleanText(
          group
            .find(layout.groupHeading ?? "")
            .first()
            .text(),
        ) || null;
      const ingredients = group
        .find(layout.ingredient)
        .toArray()
        .map((item) => visibleText($(item)))
        .filter(Boolean);
      if (ingredients.length) groups.push({ purpose, ingredients });
    });
    return groups;
  }
  // Headings among the list: each heading's group is the items up to the next heading.
  const headings = card.find(layout.ingredientGroup).toArray();
  if (headings.length === 0) return [];
  const items = new Set(card.find(layout.ingredient).toArray());
  let current: IngredientGroup = { purpose: null, ingredients: [] };
  const walk = (element: Element) => {
    if (headings.includes(element)) {
      if (current.ingredients.length) groups.push(current);
      current = { purpose: cleanText($(element).text()) || null, ingredients: [] };
      return;
    }
    if (items.has(element)) {
      const text = visibleText($(element));
      if (text) current.ingredients.push(text);
      return;
    }
    for (const child of element.children) if (child.type === "tag") walk(child as Element);
  };
  walk(card.get(0) as Element);
  if (current.ingredients.length) groups.push(current);
  return groups;
}

function readSteps($: CheerioAPI, card: Cheerio<Element>, layout: PluginLayout): ScrapedStep[] {
  const steps: ScrapedStep[] = [];
  const groups = layout.instructionGroup ? card.find(layout.instructionGroup).toArray() : [];
  const scopes = groups.length ? groups : [card.get(0) as Element];
  for (const scope of scopes) {
    const heading = groups.length
      ? cleanText(
          $(scope)
            .find(layout.groupHeading ?? ".wprm-recipe-group-name")
            .first()
            .text(),
        )
      : "";
    let section: string | null = heading || null;
    $(scope)
      .find(layout.instruction)
      .each((_index, element) => {
        const text = visibleText($(element));
        if (!text) return;
        steps.push({ section, name: null, text });
        section = null;
      });
  }
  return steps;
}
