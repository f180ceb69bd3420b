import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import {
  NUTRITION_FIELDS,
  type Recipe,
  type RecipeSettings,
  type RecipeUpdateParsed,
  type ValidationResponse,
} from "@larder/shared";
import type { Actor } from "../auth/actor.js";
import { isUuid, timeOrderedUuid } from "../db/uuid.js";
import { documentEvent } from "../events/domain-events.js";
import { HttpError, notFound } from "../http/errors.js";
import { translatorFor } from "../i18n/server-texts.js";
import { recipeFolder } from "../media/recipe-folders.js";
import { type ResolveOptions, resolveIngredientRefs, resolveOrganizers } from "../organizers/named-refs.js";
import type { GroupRepositories, Repositories } from "../repositories.js";
import {
  candidateNames,
  firstFreeName,
  firstFreeSlug,
  nameNotUnique,
  recipeSlug,
  requireRecipeSlug,
} from "./recipe-slugs.js";
import { presentRecipe, presentSettings } from "./recipes.presenter.js";
import {
  type NewRecipeRow,
  type RecipeChanges,
  type RecipeChildren,
  type RecipeRow,
  RecipeSlugTaken,
  type RecipesRepository,
} from "./recipes.repository.js";
import { normalizeForSearch, recipeSearchText, searchWords } from "./search-text.js";

type Body = RecipeUpdateParsed;
type Mode = "replace" | "merge";

/** How a body's ids are read when building child rows. */
interface BuildOptions extends ResolveOptions {
  /** New instruction ids and ingredient reference ids (remapped in the steps), as for a copy. */
  freshIds?: boolean;
  /** Filled with the name of each food the ingredients name, by id. */
  foodNames?: Map<string, string>;
}

/** What `insertNew`'s content builder answers: the recipe's columns, child rows and their foods' names. */
interface NewRecipeContent {
  columns: Partial<NewRecipeRow>;
  children: Partial<RecipeChildren>;
  foodNames?: ReadonlyMap<string, string>;
}

const lockedRecipe = () => new HttpError(403, "errors.recipes.recipeLocked");
const lockNotAllowed = () => new HttpError(403, "errors.recipes.lockNotAllowed");
export const recipeNotFound = () => notFound("errors.recipes.recipeNotFound");

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Recipes of the caller's group: creation with Mealie's slug rules, reads, full and partial updates,
 * copies. Answers plain objects; `GET /api/recipes/{slug}` is read through the read model.
 */
export class RecipesService {
  constructor(
    /** Recipes are reached through the recipes repository of one group only. */
    private readonly repositories: Repositories,
    private readonly dataDir: string,
  ) {}

  private recipesOf(groupId: string): RecipesRepository {
    return this.repositories.group(groupId).recipes;
  }

  /** The group's recipe row by slug or id, or undefined. */
  findRow(groupId: string, slugOrId: string): Promise<RecipeRow | undefined> {
    return this.recipesOf(groupId).findRow(slugOrId);
  }

  /** The full recipe JSON of one of the group's recipes by slug or id; 404 for anything else. */
  async getInGroup(groupId: string, slugOrId: string): Promise<Recipe> {
    const full = await this.recipesOf(groupId).findFull(slugOrId);
    if (!full) throw recipeNotFound();
    return presentRecipe(full);
  }

  /** The row of a recipe the actor may change: 404 outside their group, 403 when locked by someone else. */
  async editableRow(actor: Actor, slugOrId: string): Promise<RecipeRow> {
    const row = await this.findRow(actor.groupId, slugOrId);
    if (!row) throw recipeNotFound();
    if (row.locked && !mayOverrideLock(actor, row)) throw lockedRecipe();
    return row;
  }

  /** POST /api/recipes: a new recipe with starter content; returns its slug. */
  async create(actor: Actor, name: string): Promise<string> {
    const t = translatorFor(actor.locale);
    return this.insertNew(
      actor,
      name.trim(),
      async () => ({
        columns: {},
        children: {
          ingredients: [{ quantity: 1, note: t("recipes.starterIngredient"), reference_id: randomUUID() }],
          instructions: [
            { id: timeOrderedUuid(), title: "", text: t("recipes.starterStep"), ingredient_references: "[]" },
          ],
        },
      }),
      // Only the slug is answered: the recipe is not read back, its search text was written with it.
      async (repos, id, slug, searchText) => {
        if (searchText === undefined) await this.finishWrite(repos.recipes, id);
        else await repos.recipes.addSearchWords(searchWords(searchText));
        return slug;
      },
    );
  }

  /**
   * Creates a recipe from a full recipe body (an import): new ids throughout, organizers, foods and
   * units matched by name in the actor's group or created. Slug rules apply to the name.
   */
  async createFromRecipe(
    actor: Actor,
    body: Body,
    /**
     * More of the import written in the recipe's own transaction (its image, the importer's rating),
     * so that it is there whole or not at all. It may run again, with a new id, after a lost race for the slug.
     */
    alsoWrite?: (repos: GroupRepositories, recipeId: string) => Promise<void>,
  ): Promise<Recipe> {
    const name = body.name?.trim();
    if (!name) throw new HttpError(400, "errors.recipes.nameRequired");
    return this.insertNew(
      actor,
      name,
      async (repos, settings, id) => {
        const merged = mergeSettings(settings, body.settings);
        const foodNames = new Map<string, string>();
        return {
          columns: { ...scalarColumns(body, "replace"), ...settingsColumns(merged) },
          children: await buildChildren(repos, body, "replace", id, {
            freshIds: true,
            foreignIds: true,
            foodNames,
          }),
          foodNames,
        };
      },
      (repos, id) => this.finishWrite(repos.recipes, id),
      alsoWrite,
    );
  }

  /** PUT /api/recipes/{slug}: replaces the recipe with the body; missing keys take their defaults. */
  update(actor: Actor, slugOrId: string, body: Body): Promise<Recipe> {
    return this.write(actor, slugOrId, body, "replace");
  }

  /** PATCH /api/recipes/{slug}: changes only the keys the body gives. */
  patch(actor: Actor, slugOrId: string, body: Body): Promise<Recipe> {
    return this.write(actor, slugOrId, body, "merge");
  }

  /** DELETE /api/recipes/{slug}: returns the recipe as it was; its folder of files goes too. */
  async delete(actor: Actor, slugOrId: string): Promise<Recipe> {
    const row = await this.editableRow(actor, slugOrId);
    const repo = this.recipesOf(actor.groupId);
    const recipe = presentRecipe(await repo.readFull(row));
    await this.repositories.inRecipeWrite(actor.groupId, async (repos) => {
      await repos.recipes.delete(row.id);
      await repos.outbox.record(
        documentEvent("recipe_deleted", "recipe", "delete", { id: row.id, slug: row.slug, name: row.name }, actor),
      );
    });
    await fs.rm(recipeFolder(this.dataDir, row.group_id, row.id), { recursive: true, force: true });
    return recipe;
  }

  /** POST /api/recipes/{slug}/duplicate: a copy owned by the caller, named `name` or the original's name. */
  async duplicate(actor: Actor, slugOrId: string, name?: string | null): Promise<Recipe> {
    const source = await this.getInGroup(actor.groupId, slugOrId);
    const sourceFolder = recipeFolder(this.dataDir, actor.groupId, source.id);
    const hasFiles = await exists(sourceFolder);
    const body: Body = source;
    const foodNames = new Map<string, string>();
    const copy = await this.insertNew(
      actor,
      name?.trim() || source.name,
      async (repos, _defaults, id) => ({
        columns: {
          ...scalarColumns(body, "replace"),
          ...settingsColumns(source.settings),
          image: hasFiles ? source.image : null,
        },
        children: await buildChildren(repos, body, "replace", id, { freshIds: true, foodNames }),
        foodNames,
      }),
      (repos, id) => this.finishWrite(repos.recipes, id),
    );
    if (hasFiles) {
      // Timeline photos belong to the original's events, which are not copied.
      const timeline = path.join(sourceFolder, "images", "timeline");
      await fs.cp(sourceFolder, recipeFolder(this.dataDir, actor.groupId, copy.id), {
        recursive: true,
        filter: (from) => from !== timeline,
      });
    }
    return copy;
  }

  /** PATCH /api/recipes/{slug}/last-made: any member may record it, even on a locked recipe. */
  async setLastMade(actor: Actor, slugOrId: string, timestamp: Date): Promise<Recipe> {
    const repo = this.recipesOf(actor.groupId);
    const row = await repo.findRow(slugOrId);
    if (!row) throw recipeNotFound();
    await repo.setLastMade(row.id, timestamp);
    return this.getInGroup(actor.groupId, row.id);
  }

  /**
   * GET /api/validators/recipe: valid while no recipe of the group has this name (folded, see
   * `nameKey`), so that a recipe created with it keeps it rather than becoming "Name (1)".
   */
  async nameIsFree(groupId: string, name: string): Promise<ValidationResponse> {
    const trimmed = name.trim();
    if (!recipeSlug(trimmed)) return { valid: false };
    const used = await this.recipesOf(groupId).namesNormalizedAs([normalizeForSearch(trimmed)]);
    return { valid: firstFreeName([trimmed], used) !== undefined };
  }

  /** The slug of a recipe's new name; 400 when another recipe of the group has that name already. */
  private async renamedSlug(repo: RecipesRepository, recipeId: string, name: string): Promise<string> {
    const base = requireRecipeSlug(name);
    const used = await repo.namesNormalizedAs([normalizeForSearch(name)], recipeId);
    if (!firstFreeName([name], used)) throw nameNotUnique();
    return firstFreeSlug(base, (slugs) => repo.takenSlugs(slugs, recipeId));
  }

  private async write(actor: Actor, slugOrId: string, body: Body, mode: Mode): Promise<Recipe> {
    const row = await this.editableRow(actor, slugOrId);
    const settings = mergeSettings(presentSettings(row), body.settings);
    if (settings.locked !== row.locked && !mayOverrideLock(actor, row)) throw lockNotAllowed();
    const name = body.name?.trim() || row.name;
    const repo = this.recipesOf(actor.groupId);
    const slug = name === row.name ? row.slug : await this.renamedSlug(repo, row.id, name);
    const now = new Date();
    try {
      return await this.repositories.inRecipeWrite(actor.groupId, async (repos) => {
        const foodNames = new Map<string, string>();
        const children = await buildChildren(repos, body, mode, row.id, { foodNames });
        const changes: RecipeChanges = {
          ...scalarColumns(body, mode),
          ...settingsColumns(settings),
          name,
          slug,
          name_normalized: normalizeForSearch(name),
          date_updated: now,
          update_at: now,
        };
        // Written with the row when the body gives every ingredient: one write of the search index.
        const searchText = expectedSearchText(
          name,
          changes.description ?? row.description,
          children.ingredients,
          foodNames,
        );
        if (searchText !== undefined) changes.search_text = searchText;
        await repos.recipes.update(row.id, withoutUnchanged(changes, row));
        await repos.recipes.replaceChildren(row.id, children);
        await repos.outbox.record(
          documentEvent("recipe_updated", "recipe", "update", { id: row.id, slug, name }, actor),
        );
        return this.finishWrite(repos.recipes, row.id);
      });
    } catch (error) {
      if (error instanceof RecipeSlugTaken) throw nameNotUnique();
      throw error;
    }
  }

  /**
   * Inserts a new recipe in one transaction: the first free name of "Name", "Name (1)" ... "Name (10)"
   * with its free slug, the group's default settings, the content `build` gives, and the "Recipe
   * Created" event.
   */
  private async insertNew<T>(
    actor: Actor,
    name: string,
    build: (repos: GroupRepositories, defaults: RecipeSettings, id: string) => Promise<NewRecipeContent>,
    /**
     * Ends the transaction's work and answers (`finishWrite`, or less): given the search text written
     * with the row, when every food it names was known.
     */
    finish: (repos: GroupRepositories, id: string, slug: string, searchText: string | undefined) => Promise<T>,
    alsoWrite?: (repos: GroupRepositories, recipeId: string) => Promise<void>,
  ): Promise<T> {
    requireRecipeSlug(name);
    const candidates = candidateNames(name);
    const defaults = await this.defaultSettings(actor.groupId);
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.repositories.inRecipeWrite(actor.groupId, async (repos) => {
          const { recipes } = repos;
          const used = await recipes.namesNormalizedAs(candidates.map(normalizeForSearch));
          const chosen = firstFreeName(candidates, used);
          if (!chosen) throw nameNotUnique();
          const slug = await firstFreeSlug(requireRecipeSlug(chosen), (slugs) => recipes.takenSlugs(slugs));
          const id = timeOrderedUuid();
          const now = new Date();
          const { columns, children, foodNames } = await build(repos, defaults, id);
          const searchText = expectedSearchText(
            chosen,
            columns.description,
            children.ingredients ?? [],
            foodNames ?? new Map(),
          );
          await recipes.insert({
            ...settingsColumns(defaults),
            ...columns,
            ...(searchText === undefined ? {} : { search_text: searchText }),
            id,
            user_id: actor.id,
            name: chosen,
            slug,
            name_normalized: normalizeForSearch(chosen),
            date_added: today(),
            date_updated: now,
            created_at: now,
            update_at: now,
          });
          await recipes.replaceChildren(id, children, true);
          await repos.timeline.create({
            recipe_id: id,
            user_id: actor.id,
            subject: translatorFor(actor.locale)("recipes.timelineRecipeCreated"),
            event_type: "system",
            timestamp: now,
          });
          await repos.outbox.record(
            documentEvent("recipe_created", "recipe", "create", { id, slug, name: chosen }, actor),
          );
          if (alsoWrite) await alsoWrite(repos, id);
          return finish(repos, id, slug, searchText);
        });
      } catch (error) {
        if (!(error instanceof RecipeSlugTaken)) throw error;
        // Each lost race means a concurrent request took one of the candidates: at worst all get taken.
        if (attempt >= candidates.length) throw nameNotUnique();
      }
    }
  }

  /** Recomputes the search text from what was written, and reads the recipe back in the same transaction. */
  private async finishWrite(repo: RecipesRepository, recipeId: string): Promise<Recipe> {
    const full = await repo.readFull({ id: recipeId });
    const row = full.recipe;
    const searchText = recipeSearchText({
      name: row.name,
      description: row.description,
      ingredients: full.ingredients.map((ingredient) => ({
        note: ingredient.note,
        originalText: ingredient.original_text,
        foodName: ingredient.food_id ? full.foods.get(ingredient.food_id)?.name : null,
      })),
    });
    if (searchText !== row.search_text) {
      await repo.update(recipeId, { search_text: searchText });
      full.recipe = { ...row, search_text: searchText };
    }
    await repo.addSearchWords(searchWords(searchText));
    return presentRecipe(full);
  }

  private async defaultSettings(groupId: string): Promise<RecipeSettings> {
    const preferences = await this.repositories.groups.preferences(groupId);
    return {
      public: preferences?.recipe_public ?? true,
      showNutrition: preferences?.recipe_show_nutrition ?? false,
      showAssets: preferences?.recipe_show_assets ?? false,
      landscapeView: preferences?.recipe_landscape_view ?? false,
      disableComments: preferences?.recipe_disable_comments ?? false,
      disableAmount: preferences?.recipe_disable_amount ?? true,
      locked: false,
    };
  }
}

/**
 * The search text of a recipe about to be written with these ingredients, when the name of every food
 * they use is known; else undefined, and `finishWrite` makes it from what was written. A recipe read
 * back (`finishWrite`) has it made again from its rows, and rewritten if it differs.
 */
function expectedSearchText(
  name: string,
  description: string | null | undefined,
  ingredients: RecipeChildren["ingredients"] | undefined,
  foodNames: ReadonlyMap<string, string>,
): string | undefined {
  if (!ingredients) return undefined;
  const searchable = [];
  for (const ingredient of ingredients) {
    const foodName = ingredient.food_id ? foodNames.get(ingredient.food_id) : null;
    if (foodName === undefined) return undefined;
    searchable.push({ note: ingredient.note, originalText: ingredient.original_text, foodName });
  }
  return recipeSearchText({ name, description, ingredients: searchable });
}

/**
 * The changes that give a column a new value: an assigned column's indexes are rewritten even when
 * its value stays, and a full update assigns the name, slug and settings, which are indexed, each time.
 */
function withoutUnchanged(changes: RecipeChanges, row: RecipeRow): RecipeChanges {
  const changed: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(changes)) {
    if (value !== row[column as keyof RecipeRow]) changed[column] = value;
  }
  return changed as RecipeChanges;
}

/** The owner and administrators may edit a locked recipe, and lock or unlock any. */
function mayOverrideLock(actor: Actor, row: RecipeRow): boolean {
  return actor.admin || row.user_id === actor.id;
}

function mergeSettings(current: RecipeSettings, given: Body["settings"]): RecipeSettings {
  const merged = { ...current };
  if (!given) return merged;
  for (const key of Object.keys(merged) as (keyof RecipeSettings)[]) {
    const value = given[key];
    if (typeof value === "boolean") merged[key] = value;
  }
  return merged;
}

function settingsColumns(settings: RecipeSettings) {
  return {
    public: settings.public,
    show_nutrition: settings.showNutrition,
    show_assets: settings.showAssets,
    landscape_view: settings.landscapeView,
    disable_comments: settings.disableComments,
    disable_amount: settings.disableAmount,
    locked: settings.locked,
  };
}

/**
 * The recipe columns a body sets. In "replace" mode (PUT) a missing key resets its column; in "merge"
 * mode (PATCH) only given keys count. Read-only keys (ids, dates, rating, image, comments) are ignored.
 */
function scalarColumns(body: Body, mode: Mode): RecipeChanges {
  const changes: RecipeChanges = {};
  const given = (key: keyof Body) => mode === "replace" || body[key] !== undefined;
  if (given("description")) changes.description = body.description ?? "";
  if (given("recipeYield")) changes.recipe_yield = body.recipeYield ?? null;
  if (given("totalTime")) changes.total_time = body.totalTime ?? null;
  if (given("prepTime")) changes.prep_time = body.prepTime ?? null;
  if (given("cookTime")) changes.cook_time = body.cookTime ?? null;
  if (given("performTime")) changes.perform_time = body.performTime ?? null;
  if (given("orgURL")) changes.org_url = body.orgURL ?? null;
  if (given("nutrition")) {
    const nutrition: Record<string, string> = {};
    for (const field of NUTRITION_FIELDS) {
      const value = body.nutrition?.[field];
      if (value != null) nutrition[field] = value;
    }
    changes.nutrition = JSON.stringify(nutrition);
  }
  if (given("extras")) changes.extras = JSON.stringify(extrasOf(body.extras));
  return changes;
}

/** Extras are string values under keys without whitespace (SPEC §5). */
function extrasOf(extras: Body["extras"]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(extras ?? {})) {
    if (!key || /\s/.test(key)) throw new HttpError(400, "errors.recipes.extrasKeyWhitespace", { key });
    if (value === null || value === undefined) continue;
    result[key] = typeof value === "object" ? JSON.stringify(value) : String(value);
  }
  return result;
}

/**
 * The child rows a body gives (all of them in "replace" mode, the given lists in "merge" mode), with
 * organizers, foods and units resolved in the actor's group, ingredient reference ids and instruction
 * ids kept when usable and created otherwise.
 */
async function buildChildren(
  { recipes, namedRefs }: GroupRepositories,
  body: Body,
  mode: Mode,
  recipeId: string,
  options: BuildOptions = {},
): Promise<Partial<RecipeChildren>> {
  const children: Partial<RecipeChildren> = {};
  const given = (key: keyof Body) => mode === "replace" || body[key] !== undefined;
  const organizerKeys = [
    ["categories", "recipeCategory"],
    ["tags", "tags"],
    ["tools", "tools"],
  ] as const;
  // The names the body gives, of every kind, are looked up in one query.
  const namesOf = (refs: readonly ({ name?: string | null } | null | undefined)[]) =>
    refs.flatMap((ref) => (ref?.name?.trim() ? [ref.name.trim()] : []));
  const ingredientsGiven = given("recipeIngredient");
  const ingredients = ingredientsGiven ? (body.recipeIngredient ?? []) : [];
  const named = await namedRefs.refsNamed({
    ...Object.fromEntries(
      organizerKeys.flatMap(([kind, key]) => (given(key) ? [[kind, namesOf(body[key] ?? [])]] : [])),
    ),
    ...(ingredientsGiven
      ? { units: namesOf(ingredients.map((row) => row.unit)), foods: namesOf(ingredients.map((row) => row.food)) }
      : {}),
  });
  for (const [kind, key] of organizerKeys) {
    if (given(key)) {
      children[kind] = await resolveOrganizers(namedRefs, kind, body[key] ?? [], {
        ...options,
        named: named.get(kind),
      });
    }
  }
  // Steps point at ingredients by reference id: a step body may only be remapped alongside its ingredients.
  const references = new Map<string, string>();
  if (ingredientsGiven) {
    const units = await resolveIngredientRefs(
      namedRefs,
      "units",
      ingredients.map((row) => row.unit),
      { ...options, named: named.get("units") },
    );
    const foods = await resolveIngredientRefs(
      namedRefs,
      "foods",
      ingredients.map((row) => row.food),
      { ...options, names: options.foodNames, named: named.get("foods") },
    );
    const used = new Set<string>();
    children.ingredients = ingredients.map((ingredient, index) => {
      const sent = ingredient.referenceId ?? "";
      const keep = !options.freshIds && isUuid(sent) && !used.has(sent.toLowerCase());
      const referenceId = keep ? sent.toLowerCase() : randomUUID();
      used.add(referenceId);
      if (sent && !references.has(sent)) references.set(sent, referenceId);
      return {
        quantity: ingredient.quantity === undefined ? 1 : ingredient.quantity,
        unit_id: units[index] ?? null,
        food_id: foods[index] ?? null,
        note: ingredient.note ?? "",
        title: ingredient.title || null,
        original_text: ingredient.originalText ?? null,
        reference_id: referenceId,
      };
    });
  }
  if (given("recipeInstructions")) {
    const steps = body.recipeInstructions ?? [];
    const wanted = options.freshIds ? [] : steps.map((step) => step.id).filter(isUuid);
    const inUse = await recipes.instructionIdsInUse(
      wanted.map((id) => id.toLowerCase()),
      recipeId,
    );
    const seen = new Set<string>();
    children.instructions = steps.map((step) => {
      const wantedId = step.id?.toLowerCase() ?? "";
      const keep = !options.freshIds && isUuid(wantedId) && !inUse.has(wantedId) && !seen.has(wantedId);
      const id = keep ? wantedId : timeOrderedUuid();
      seen.add(id);
      const links = (step.ingredientReferences ?? [])
        .map((link) => (link.referenceId ? referenceOf(link.referenceId, references, !ingredientsGiven) : null))
        .filter((referenceId): referenceId is string => referenceId !== null);
      return {
        id,
        title: step.title ?? "",
        text: step.text ?? "",
        ingredient_references: JSON.stringify([...new Set(links)].map((referenceId) => ({ referenceId }))),
      };
    });
  }
  if (given("notes")) {
    children.notes = (body.notes ?? []).map((note) => ({ title: note.title ?? "", text: note.text ?? "" }));
  }
  if (given("assets")) {
    children.assets = (body.assets ?? []).map((asset) => ({
      name: asset.name,
      icon: asset.icon ?? "mdi-file",
      file_name: asset.fileName ?? null,
    }));
  }
  return children;
}

/**
 * The ingredient a step link points at after the write. Without new ingredients in the body (a PATCH
 * of the steps alone) links are kept as given when they look like reference ids.
 */
function referenceOf(given: string, references: Map<string, string>, keepAsGiven: boolean): string | null {
  const mapped = references.get(given);
  if (mapped) return mapped;
  return keepAsGiven && isUuid(given) ? given.toLowerCase() : null;
}

async function exists(folder: string): Promise<boolean> {
  try {
    await fs.access(folder);
    return true;
  } catch {
    return false;
  }
}
