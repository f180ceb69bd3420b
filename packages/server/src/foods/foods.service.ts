import type {
  CreateIngredientFood,
  IngredientFood,
  MergeFood,
  OrganizerListQuery,
  Paginated,
  SuccessResponse,
} from "@larder/shared";
import type { z } from "zod";
import type { RunInTransaction } from "../db/transactions.js";
import { HttpError } from "../http/errors.js";
import { nameTaken, requiredName, sameNamed, searchTermWords } from "../organizers/names.js";
import type { GroupScope } from "../organizers/organizers.service.js";
import { aliasesToStore } from "./aliases.js";
import { presentFood } from "./foods.presenter.js";
import type { FoodFields, FoodRow, FoodsRepository } from "./foods.repository.js";
import type { LabelsRepository } from "./labels.repository.js";
import type { RecipeSearchTextRepository } from "./recipe-search-text.repository.js";

type FoodBody = z.output<typeof CreateIngredientFood>;

const foodNotFound = () => new HttpError(404, "Food not found");

/**
 * The group's foods. Any member may manage them, as in Mealie v1.12. A food's name is part of the
 * search text of the recipes using it, so renaming, merging or deleting one refreshes theirs.
 */
export class FoodsService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly foodsOf: (groupId: string) => FoodsRepository,
    private readonly labelsOf: (groupId: string) => LabelsRepository,
    private readonly searchTextOf: (groupId: string) => RecipeSearchTextRepository,
  ) {}

  private foods(scope: GroupScope): FoodsRepository {
    return this.foodsOf(scope.group_id);
  }

  private async find(scope: GroupScope, id: string): Promise<FoodRow> {
    const row = await this.foods(scope).find(id);
    if (!row) throw foodNotFound();
    return row;
  }

  /**
   * `path` is the list's own path (without /api), for the next/previous links: the group's, unless
   * a visitor reads it through explore.
   */
  async list(scope: GroupScope, query: OrganizerListQuery, path = "/foods"): Promise<Paginated<IngredientFood>> {
    const page = await this.foods(scope).list(query, searchTermWords(query.search), path);
    return { ...page, items: page.items.map(presentFood) };
  }

  async get(scope: GroupScope, id: string): Promise<IngredientFood> {
    return presentFood(await this.find(scope, id));
  }

  async create(scope: GroupScope, body: FoodBody): Promise<IngredientFood> {
    const id = await this.foods(scope).create(await this.checkedFields(scope, body));
    return this.get(scope, id);
  }

  async update(scope: GroupScope, id: string, body: FoodBody): Promise<IngredientFood> {
    const current = await this.find(scope, id);
    const fields = await this.checkedFields(scope, body, id);
    const searchText = this.searchTextOf(scope.group_id);
    await this.inTransaction(async (trx) => {
      if (!(await this.foods(scope).update(id, fields, trx))) throw foodNotFound();
      if (fields.name !== current.name) await searchText.refresh(await searchText.recipesUsingFoods([id], trx), trx);
    });
    return this.get(scope, id);
  }

  /** Ingredients of a deleted food keep their text and lose the food. */
  async delete(scope: GroupScope, id: string): Promise<IngredientFood> {
    const row = await this.find(scope, id);
    const searchText = this.searchTextOf(scope.group_id);
    await this.inTransaction(async (trx) => {
      const recipes = await searchText.recipesUsingFoods([id], trx);
      await this.foods(scope).delete(id, trx);
      await searchText.refresh(recipes, trx);
    });
    return presentFood(row);
  }

  /** Moves every ingredient of `fromFood` to `toFood`, then deletes `fromFood`: all or nothing. */
  async merge(scope: GroupScope, body: z.output<typeof MergeFood>): Promise<SuccessResponse> {
    if (body.fromFood === body.toFood) throw new HttpError(400, "A food cannot be merged into itself");
    await this.find(scope, body.fromFood);
    await this.find(scope, body.toFood);
    const foods = this.foods(scope);
    const searchText = this.searchTextOf(scope.group_id);
    await this.inTransaction(async (trx) => {
      if (!(await foods.find(body.toFood, trx))) throw foodNotFound();
      const recipes = await searchText.recipesUsingFoods([body.fromFood], trx);
      await foods.moveIngredients(body.fromFood, body.toFood, trx);
      await foods.delete(body.fromFood, trx);
      await searchText.refresh(recipes, trx);
    });
    return { message: "Successfully merged foods", error: false };
  }

  private async checkedFields(scope: GroupScope, body: FoodBody, exceptId?: string): Promise<FoodFields> {
    const name = requiredName(body.name, "food");
    const clash = sameNamed(await this.foods(scope).names(exceptId), name);
    if (clash) throw nameTaken("food", clash.name);
    const labelId = body.labelId ?? null;
    if (labelId && !(await this.labelsOf(scope.group_id).find(labelId))) {
      throw new HttpError(400, "The label does not exist in your group");
    }
    return {
      name,
      plural_name: body.pluralName?.trim() || null,
      description: body.description,
      label_id: labelId,
      on_hand: body.onHand,
      aliases: aliasesToStore(body.aliases),
      extras: JSON.stringify(body.extras ?? {}),
    };
  }
}
