import type { Paginated, RecipeListQuery } from "@larder/shared";
import { notFound } from "../../http/errors.js";
import type { Repositories } from "../../repositories.js";
import type {
  FilterKind,
  LinkFilter,
  ListState,
  RecipeListCriteria,
  RecipeListRepository,
  SearchCriteria,
  StoredSummary,
} from "./recipe-list.repository.js";
import { parseSearch } from "./search-terms.js";
import type { SearchVocabulary } from "./search-vocabulary.js";

const FILTERS = [
  ["categories", "requireAllCategories"],
  ["tags", "requireAllTags"],
  ["tools", "requireAllTools"],
  ["foods", "requireAllFoods"],
] as const;

/** Who a page is for: members of the group (with their own ratings), or visitors of its explore pages. */
export type ListAudience = Pick<RecipeListCriteria, "audience" | "viewerId">;

/**
 * The recipe list: which of a group's recipes a page of `GET /api/recipes` (members) or of the
 * explore pages (visitors: public recipes of a group that is not private) holds. Search needs every
 * word (substring, accent- and case-insensitive), corrects words found nowhere in the group, and puts
 * name matches first. The read model (`read-model/`) makes the page's JSON text and keeps it.
 */
export class RecipeListService {
  constructor(
    /** Recipes are reached through the list repository of one group only. */
    private readonly repositories: Repositories,
    private readonly vocabulary: SearchVocabulary,
  ) {}

  private listOf(groupId: string): RecipeListRepository {
    return this.repositories.group(groupId).recipeList;
  }

  /**
   * One page of the group's recipes that match the query, with their stored list items (empty where
   * a change emptied them). `state` is the group's list state when the caller has read it already.
   */
  async page(
    groupId: string,
    query: RecipeListQuery,
    path: string,
    who: ListAudience,
    state?: ListState,
  ): Promise<Paginated<StoredSummary>> {
    const repository = this.listOf(groupId);
    const links: LinkFilter[] = [];
    for (const [kind, requireAll] of FILTERS) {
      const values = query[kind];
      if (values?.length) links.push(await resolveLinks(repository, kind, values, query[requireAll]));
    }
    if (query.cookbook) {
      const cookbook = await repository.findCookbook(query.cookbook);
      if (!cookbook || (who.audience === "visitor" && !cookbook.public))
        throw notFound("errors.cookbooks.cookbookNotFound");
      // A cookbook shows the recipes its organizers select, each kind with its own "all or any".
      if (cookbook.categories.length)
        links.push({ kind: "categories", ids: cookbook.categories, requireAll: cookbook.require_all_categories });
      if (cookbook.tags.length) links.push({ kind: "tags", ids: cookbook.tags, requireAll: cookbook.require_all_tags });
      if (cookbook.tools.length)
        links.push({ kind: "tools", ids: cookbook.tools, requireAll: cookbook.require_all_tools });
    }
    const search = query.search ? await this.#searchCriteria(groupId, query.search) : undefined;

    return repository.page(
      { ...who, links, search, queryFilter: query.queryFilter },
      query,
      path,
      linkParams(query),
      state,
    );
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
