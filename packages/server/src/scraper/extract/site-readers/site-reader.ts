import type { CheerioAPI } from "cheerio";
import type { PluginFields } from "../plugin-markup.js";
import type { IngredientGroup, ScrapedStep } from "../scraped-recipe.js";

/** What a site reader gets: the parsed page, and the plug-in card generic extraction already read. */
export interface SitePage {
  $: CheerioAPI;
  plugin: PluginFields | null;
}

/**
 * The fields a site reader knows better than generic extraction. A field left undefined keeps the
 * generic value; ingredients without groups are grouped the generic way.
 */
export interface SiteFields {
  title?: string;
  description?: string;
  ingredients?: string[];
  ingredientGroups?: IngredientGroup[];
  instructions?: ScrapedStep[];
  totalTime?: number | null;
  prepTime?: number | null;
  cookTime?: number | null;
  yields?: string | null;
}

/** Reads one site's (or one family of sites') own markup. */
export type SiteReader = (page: SitePage) => SiteFields;

/** Steps that are plain text, no sections or names. */
export const plainSteps = (texts: string[]): ScrapedStep[] =>
  texts.filter(Boolean).map((text) => ({ section: null, name: null, text }));
