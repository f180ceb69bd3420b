import type { Paginated, Recipe, RecipeListQuery } from "@larder/shared";
import type { Actor } from "../../auth/actor.js";
import { publicGroup } from "../../explore/public-group.js";
import type { Repositories } from "../../repositories.js";
import type {
  ListState,
  RecipeListRepository,
  StoredSummary,
  UnorganizedKind,
} from "../list/recipe-list.repository.js";
import type { ListAudience, RecipeListService } from "../list/recipe-list.service.js";
import { presentRecipe, presentSummary } from "../recipes.presenter.js";
import type { RecipesRepository } from "../recipes.repository.js";
import { recipeNotFound } from "../recipes.service.js";
import { listPageKey } from "./list-page-key.js";
import { VersionedJsonCache } from "./versioned-json-cache.js";

/**
 * Recipes kept as JSON after a read: those the households of a server have open on their devices
 * (a recipe's JSON is 3-10 kB). Two hundred were read again from the database under a mix of many
 * households on one library (2,000 recipes in turn: 160 µs of SQL each on 100,000 recipes, and as
 * much again to present them), at a few MiB more held.
 */
const RECENT_RECIPES = 2000;
/** What all kept recipes may hold together. */
const RECENT_RECIPES_BYTES = 16 * 1024 * 1024;
/** List pages kept; with the size limit below, a few megabytes at most. */
const RECENT_PAGES = 100;
/** Larger recipes and pages (hundreds of recipes) are rare and are not kept. */
const MAX_KEPT_BYTES = 256 * 1024;

const ITEMS_MARKER = "items";

/**
 * What GET routes read of recipes, and every cache of it (see "Caches" in docs/architecture.md):
 * recently read recipes and list pages as JSON text, each kept under a number that database triggers
 * move on every change it shows (a recipe's stamp, migration 0007; the group's `recipes_version`,
 * migration 0006), and each recipe's list item stored in `recipe_summaries`, made again here when a
 * change emptied it. Services return plain objects; the text they would give is made here once.
 */
export class RecipesReadModel {
  readonly #recipes = new VersionedJsonCache(RECENT_RECIPES, MAX_KEPT_BYTES, RECENT_RECIPES_BYTES);
  readonly #pages = new VersionedJsonCache(RECENT_PAGES, MAX_KEPT_BYTES);
  /** Pages being made, by version and key: requests that ask for one meanwhile wait for it. */
  readonly #pagesInMaking = new Map<string, Promise<string | Buffer>>();

  constructor(
    /** Recipes are reached through the recipes and list repositories of one group only. */
    private readonly repositories: Repositories,
    /** Which recipes a list page holds: filters, search and ordering. */
    private readonly recipeList: RecipeListService,
  ) {}

  private recipesOf(groupId: string): RecipesRepository {
    return this.repositories.group(groupId).recipes;
  }

  private listOf(groupId: string): RecipeListRepository {
    return this.repositories.group(groupId).recipeList;
  }

  /**
   * GET /api/recipes/{slug}: the caller's group's recipe as JSON (text, or its UTF-8 bytes when
   * kept). A recipe read recently is kept under its id and stamp: asked again, only its stamp is
   * read. A recipe not kept is read with its stamp in one query.
   */
  async recipe(actor: Actor, slugOrId: string): Promise<string | Buffer> {
    const recipes = this.recipesOf(actor.groupId);
    const key = `${actor.groupId} ${slugOrId}`;
    if (this.#recipes.has(key)) {
      const found = await recipes.findStamp(slugOrId);
      if (!found) throw recipeNotFound();
      const kept = this.#recipes.get(key, `${found.id} ${found.stamp}`);
      if (kept !== undefined) return kept;
    }
    const full = await recipes.findFull(slugOrId);
    if (!full) throw recipeNotFound();
    const json = JSON.stringify(presentRecipe(full));
    // Without its stamp no change could be noticed: such a recipe is read in full every time.
    return full.stamp === null ? json : this.#recipes.set(key, `${full.recipe.id} ${full.stamp}`, json);
  }

  /** GET /api/recipes: a page of the caller's group's recipes, as JSON (text, or its bytes when kept). */
  list(actor: Actor, query: RecipeListQuery): Promise<string | Buffer> {
    return this.#keptPage(actor.groupId, query, "/recipes", { audience: "member", viewerId: actor.id });
  }

  /** GET /api/explore/recipes/{group}: a page of a public group's public recipes, as JSON (text or bytes). */
  async explore(groupSlug: string, query: RecipeListQuery): Promise<string | Buffer> {
    const group = await publicGroup(this.repositories.groups, groupSlug);
    return this.#keptPage(group.id, query, `/explore/recipes/${group.slug}`, { audience: "visitor" });
  }

  /** GET /api/explore/recipes/{group}/{recipe}: a public recipe of a group open to visitors; anything else is the same 404. */
  async exploreRecipe(groupSlug: string, recipeSlug: string): Promise<Recipe> {
    const group = await publicGroup(this.repositories.groups, groupSlug);
    const recipes = this.recipesOf(group.id);
    const row = await recipes.findRow(recipeSlug);
    if (!row?.public) throw recipeNotFound();
    const full = await recipes.findFull(row.id);
    if (!full) throw recipeNotFound();
    return presentRecipe(full);
  }

  /**
   * A page kept while the group's recipes have not changed since it was made. The version is read
   * before the page: a change landing in between leaves a newer page under an older version, which
   * the next request does not use. A page not kept is made once for all who ask for it meanwhile:
   * after a change, a household's devices (or a crowd of clients) ask for the same few pages at
   * once, and each making them anew held all the others (seconds, under load).
   */
  async #keptPage(groupId: string, query: RecipeListQuery, path: string, who: ListAudience): Promise<string | Buffer> {
    const key = listPageKey(groupId, who.audience, query);
    if (key === undefined) return this.#pageText(groupId, await this.recipeList.page(groupId, query, path, who));
    const state = await this.listOf(groupId).listState();
    const kept = this.#pages.get(key, state.version);
    if (kept !== undefined) return kept;
    const making = `${state.version} ${key}`;
    let page = this.#pagesInMaking.get(making);
    if (page === undefined) {
      page = this.#makePage(key, groupId, query, path, who, state).finally(() => this.#pagesInMaking.delete(making));
      this.#pagesInMaking.set(making, page);
    }
    return page;
  }

  /** Makes the page and keeps it under `key` and the version it was made under. */
  async #makePage(
    key: string,
    groupId: string,
    query: RecipeListQuery,
    path: string,
    who: ListAudience,
    state: ListState,
  ): Promise<Buffer> {
    const json = await this.#pageText(groupId, await this.recipeList.page(groupId, query, path, who, state));
    return this.#pages.set(key, state.version, json);
  }

  /**
   * GET /api/recipes/summary/untagged and /uncategorized: the caller's group's recipes without any tag
   * (or category), by name, as a JSON list of list items; with `count`, their number alone.
   */
  async unorganized(actor: Actor, kind: UnorganizedKind, count: boolean): Promise<string> {
    const repository = this.listOf(actor.groupId);
    if (count) return JSON.stringify(await repository.countUnorganized(kind));
    const items = await repository.unorganized(kind);
    const texts = await this.#summaryTexts(repository, items);
    return `[${items.flatMap((item) => texts.get(item.id) ?? []).join(",")}]`;
  }

  /**
   * The list items of these recipes of the group as JSON text, by id, for other reads that show
   * recipes (a meal plan's entries); a recipe not found is left out.
   */
  async summaryTexts(groupId: string, recipeIds: string[]): Promise<Map<string, string>> {
    if (recipeIds.length === 0) return new Map();
    const repository = this.listOf(groupId);
    return this.#summaryTexts(repository, await repository.storedSummaries(recipeIds));
  }

  /** The page as JSON text around its items' stored JSON. */
  async #pageText(groupId: string, page: Paginated<StoredSummary>): Promise<string> {
    const texts = await this.#summaryTexts(this.listOf(groupId), page.items);
    // A recipe deleted between the page and its rows is left out.
    const items = page.items.flatMap((item) => texts.get(item.id) ?? []);
    // The items are JSON already: the envelope is serialised around a marker that they then replace.
    // Only the items key can match: quotes inside a string value (a link) are escaped.
    return JSON.stringify({ ...page, items: ITEMS_MARKER }).replace(
      `"items":"${ITEMS_MARKER}"`,
      () => `"items":[${items.join(",")}]`,
    );
  }

  /** List items as JSON text by id: as stored, and made (and stored) where a change emptied them. */
  async #summaryTexts(repository: RecipeListRepository, items: StoredSummary[]): Promise<Map<string, string>> {
    const texts = new Map<string, string>();
    for (const item of items) if (item.json !== null) texts.set(item.id, item.json);
    const stale = items.filter((item) => item.json === null);
    if (stale.length === 0) return texts;
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
    for (const [id, json] of made) texts.set(id, json);
    return texts;
  }
}
