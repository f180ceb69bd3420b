import type { Recipe, RecipeListQuery } from "@larder/shared";
import type { Actor } from "../../auth/actor.js";
import { publicGroup } from "../../explore/public-group.js";
import { notFound } from "../../http/errors.js";
import type { Repositories } from "../../repositories.js";
import { presentSummary } from "../recipes.presenter.js";
import { type RecipesService, recipeNotFound } from "../recipes.service.js";
import type {
  FilterKind,
  LinkFilter,
  ListState,
  RecipeListCriteria,
  RecipeListRepository,
  SearchCriteria,
  StoredSummary,
} from "./recipe-list.repository.js";
import { recipePageCache, recipePageKey } from "./recipe-page-cache.js";
import { parseSearch } from "./search-terms.js";
import type { SearchVocabulary } from "./search-vocabulary.js";

const ITEMS_MARKER = "items";

const FILTERS = [
  ["categories", "requireAllCategories"],
  ["tags", "requireAllTags"],
  ["tools", "requireAllTools"],
  ["foods", "requireAllFoods"],
] as const;

/**
 * The recipe list: `GET /api/recipes` for members (their group) and the explore pages for visitors
 * (public recipes of a group that is not private). Search needs every word (substring, accent- and
 * case-insensitive), corrects words found nowhere in the group, and puts name matches first.
 */
export class RecipeListService {
  constructor(
    /** Recipes are reached through the list repository of one group only. */
    private readonly repositories: Repositories,
    private readonly vocabulary: SearchVocabulary,
    private readonly recipes: RecipesService,
    private readonly pages = recipePageCache(),
  ) {}

  private listOf(groupId: string): RecipeListRepository {
    return this.repositories.group(groupId).recipeList;
  }

  /** GET /api/recipes: a page of the caller's group's recipes, as JSON text. */
  list(actor: Actor, query: RecipeListQuery): Promise<string> {
    return this.#cachedList(actor.groupId, query, "/recipes", { audience: "member", viewerId: actor.id });
  }

  /** GET /api/explore/recipes/{group}: a page of a public group's public recipes, as JSON text. */
  async explore(groupSlug: string, query: RecipeListQuery): Promise<string> {
    const group = await publicGroup(this.repositories.groups, groupSlug);
    return this.#cachedList(group.id, query, `/explore/recipes/${group.slug}`, { audience: "visitor" });
  }

  /** A public recipe of a group open to visitors; anything else is the same 404. */
  async exploreOne(groupSlug: string, recipeSlug: string): Promise<Recipe> {
    const group = await publicGroup(this.repositories.groups, groupSlug);
    const row = await this.recipes.findRow(group.id, recipeSlug);
    if (!row?.public) throw recipeNotFound();
    return this.recipes.getInGroup(group.id, row.id);
  }

  /**
   * A page from the cache while the group's recipes have not changed since it was made. The version
   * is read before the page: a change landing in between leaves a newer page under an older version,
   * which the next request does not use.
   */
  async #cachedList(
    groupId: string,
    query: RecipeListQuery,
    path: string,
    who: Pick<RecipeListCriteria, "audience" | "viewerId">,
  ): Promise<string> {
    const key = recipePageKey(groupId, who.audience, query);
    if (key === undefined) return this.#list(groupId, query, path, who);
    const state = await this.listOf(groupId).listState();
    const cached = this.pages.get(key, state.version);
    if (cached !== undefined) return cached;
    const json = await this.#list(groupId, query, path, who, state);
    this.pages.set(key, state.version, json);
    return json;
  }

  async #list(
    groupId: string,
    query: RecipeListQuery,
    path: string,
    who: Pick<RecipeListCriteria, "audience" | "viewerId">,
    state?: ListState,
  ): Promise<string> {
    const repository = this.listOf(groupId);
    const links: LinkFilter[] = [];
    for (const [kind, requireAll] of FILTERS) {
      const values = query[kind];
      if (values?.length) links.push(await resolveLinks(repository, kind, values, query[requireAll]));
    }
    if (query.cookbook) {
      const cookbook = await repository.findCookbook(query.cookbook);
      if (!cookbook || (who.audience === "visitor" && !cookbook.public)) throw notFound("Cookbook not found");
      // A cookbook shows the recipes its organizers select, each kind with its own "all or any".
      if (cookbook.categories.length)
        links.push({ kind: "categories", ids: cookbook.categories, requireAll: cookbook.require_all_categories });
      if (cookbook.tags.length) links.push({ kind: "tags", ids: cookbook.tags, requireAll: cookbook.require_all_tags });
      if (cookbook.tools.length)
        links.push({ kind: "tools", ids: cookbook.tools, requireAll: cookbook.require_all_tools });
    }
    const search = query.search ? await this.#searchCriteria(groupId, query.search) : undefined;

    const page = await repository.page(
      { ...who, links, search, queryFilter: query.queryFilter },
      query,
      path,
      linkParams(query),
      state,
    );
    const texts = await this.#summaryTexts(repository, page.items);
    // The items are JSON already: the envelope is serialised around a marker that they then replace.
    // Only the items key can match: quotes inside a string value (a link) are escaped.
    return JSON.stringify({ ...page, items: ITEMS_MARKER }).replace(
      `"items":"${ITEMS_MARKER}"`,
      () => `"items":[${texts.join(",")}]`,
    );
  }

  /** The list items of a page as JSON text: as stored, and made (and stored) where a change emptied them. */
  async #summaryTexts(repository: RecipeListRepository, items: StoredSummary[]): Promise<string[]> {
    const stale = items.filter((item) => item.json === null);
    if (stale.length === 0) return items.map((item) => item.json as string);
    const sources = await repository.summarySources(stale.map((item) => item.id));
    const made = new Map(
      sources.map(({ row, organizers }) => [row.id, JSON.stringify(presentSummary(row, organizers))]),
    );
    await repository.storeSummaries(
      stale.flatMap(({ id, stamp }) => {
        const json = made.get(id);
        return json === undefined || stamp === null ? [] : [{ id, stamp, json }];
      }),
    );
    // A recipe deleted between the page and its rows is left out.
    return items.flatMap((item) => item.json ?? made.get(item.id) ?? []);
  }

  async #searchCriteria(groupId: string, text: string): Promise<SearchCriteria | undefined> {
    const parsed = parseSearch(text);
    if (!parsed) return undefined;
    const words = parsed.terms.filter((term) => !term.quoted).map((term) => term.text);
    const corrections = await this.vocabulary.corrections(groupId, words);
    // A word found in none of the group's words is searched with its corrections. It stays among its
    // spellings in case a write ever left the word list behind the recipes.
    const terms = parsed.terms.map((term) => [term.text, ...(corrections.get(term.text) ?? [])]);
    const phrases = [parsed.phrase];
    if (corrections.size > 0) {
      const corrected = parsed.phrase
        .split(" ")
        .map((word) => corrections.get(word)?.[0] ?? word)
        .join(" ");
      phrases.push(corrected);
    }
    return { terms, phrases };
  }
}

/**
 * The ids a filter's values name. With requireAll, a value naming nothing leaves nothing to find;
 * otherwise it is skipped, and only values that all name nothing find nothing.
 */
async function resolveLinks(
  repository: RecipeListRepository,
  kind: FilterKind,
  values: string[],
  requireAll: boolean,
): Promise<LinkFilter> {
  const resolved = await repository.resolve(kind, values);
  const ids = [...new Set(resolved.values())];
  if (requireAll && resolved.size < new Set(values).size) return { kind, ids: [], requireAll: false };
  return { kind, ids, requireAll };
}

/** The query parameters next/previous links carry besides pagination's own. */
function linkParams(query: RecipeListQuery): Record<string, string | string[] | undefined> {
  const params: Record<string, string | string[] | undefined> = {
    queryFilter: query.queryFilter,
    search: query.search,
    cookbook: query.cookbook,
  };
  for (const [kind, requireAll] of FILTERS) {
    params[kind] = query[kind];
    if (query[requireAll]) params[requireAll] = "true";
  }
  if (query.loadFood) params.loadFood = "true";
  return params;
}
